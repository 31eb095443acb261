/**
 * Which media get responsive copies, at which widths, and the one `<img srcset sizes>` that asks for them
 * (src/lib/responsive-media.ts): each copy's URL names its width only, the format being the media route's choice.
 */
import { describe, expect, it } from 'vitest';
import { cappedForDensePhones, compactSizes, isResizableMedia, mediaCopyUrl, mediaSrcset, originalFormat, responsiveImage, srcsetWidths } from '@/lib/responsive-media.ts';

describe('responsive media', () => {
  it('resizes the store’s photos only, never SVG artwork or another host’s images', () => {
    expect(isResizableMedia('/media/catalog/product/a/p/phone-1.jpg')).toBe(true);
    expect(isResizableMedia('/media/banners/sale-en.PNG')).toBe(true);
    expect(isResizableMedia('/media/catalog/product/a/p/phone-1.svg')).toBe(false);
    expect(isResizableMedia('https://cdn.example/media/x.jpg')).toBe(false);
    expect(isResizableMedia('/media/x.jpg?w=320&f=avif')).toBe(false);
  });

  it('offers widths up to twice the largest display size, and the first one past it', () => {
    const widths = (srcset: string) => srcset.split(', ').map((entry) => Number(entry.split(' ')[1]!.replace('w', '')));
    expect(widths(mediaSrcset('/media/p.jpg', 300))).toEqual([160, 320, 480, 640]);
    expect(widths(mediaSrcset('/media/p.jpg', 1200))).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(widths(mediaSrcset('/media/p.jpg', 40))).toEqual([160]);
  });

  it('leaves out the copies narrower than the fewest device pixels a photo is drawn across, keeping one', () => {
    expect(srcsetWidths(300, 195)).toEqual([320, 480, 640]);
    expect(srcsetWidths(300, 320)).toEqual([320, 480, 640]);
    expect(srcsetWidths(300, 0)).toEqual([160, 320, 480, 640]);
    expect(srcsetWidths(80, 400)).toEqual([160]);
  });

  it('names the width only in a copy’s URL', () => {
    expect(mediaCopyUrl('/media/p.jpg', 320)).toBe('/media/p.jpg?w=320');
    expect(mediaSrcset('/media/p.jpg', 80)).toBe('/media/p.jpg?w=160 160w');
    expect(mediaSrcset('/media/p.jpg', 200)).toBe('/media/p.jpg?w=160 160w, /media/p.jpg?w=320 320w, /media/p.jpg?w=480 480w');
  });

  it('gives a photo one srcset with its sizes, and anything else none', () => {
    const sizes = '(min-width:1024px) 240px,50vw';
    expect(responsiveImage('/media/p.jpg', 300, sizes)).toEqual({ srcset: mediaSrcset('/media/p.jpg', 300), sizes });
    expect(responsiveImage('/media/brands/apple.svg', 300, sizes)).toBeNull();
    expect(responsiveImage('https://cdn.example/media/x.jpg', 300, sizes)).toBeNull();
  });

  it('writes sizes without the spaces a browser does not need', () => {
    expect(compactSizes('(min-width: 640px) 80px, 56px')).toBe('(min-width:640px) 80px,56px');
    expect(compactSizes(' (min-width: 1024px) calc(25vw - 3.125rem) , 50vw ')).toBe('(min-width:1024px) calc(25vw - 3.125rem),50vw');
    expect(responsiveImage('/media/p.jpg', 80, '(min-width: 640px) 80px, 56px')?.sizes).toBe('(min-width:640px) 80px,56px');
  });

  it('tells a phone of 2.5x or more 60% of a first-screen photo’s phone width, first, and every other screen the same as before', () => {
    expect(cappedForDensePhones('(min-width:1024px) calc(50vw - 4.625rem),calc(100vw - 4.125rem)')).toBe(
      '(max-width:639px) and (min-resolution:2.5dppx) calc((100vw - 4.125rem)*0.6),(min-width:1024px) calc(50vw - 4.625rem),calc(100vw - 4.125rem)',
    );
    expect(cappedForDensePhones('96px')).toBe('(max-width:639px) and (min-resolution:2.5dppx) calc(96px*0.6),96px');
    expect(responsiveImage('/media/p.jpg', 80, cappedForDensePhones('(min-width: 640px) 80px, 56px'))?.sizes).toBe(
      '(max-width:639px) and (min-resolution:2.5dppx) calc(56px*0.6),(min-width:640px) 80px,56px',
    );
    // `auto` must stay first (a lazy photo's laid-out width), so it is left as it is.
    expect(cappedForDensePhones('auto, 39vw')).toBe('auto, 39vw');
  });

  it('reads an original’s format from its extension', () => {
    expect(originalFormat('/media/a/phone.jpg')).toBe('jpeg');
    expect(originalFormat('/media/a/phone.JPEG')).toBe('jpeg');
    expect(originalFormat('/media/a/phone.png')).toBe('png');
    expect(originalFormat('/media/a/phone.webp')).toBe('webp');
  });
});
