/**
 * Which media get responsive copies and at which widths (src/lib/responsive-media.ts).
 */
import { describe, expect, it } from 'vitest';
import { isResizableMedia, mediaSources, mediaSrcset, mediaVariantUrl } from '@/lib/responsive-media.ts';

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
    expect(widths(mediaSrcset('/media/p.jpg', 'avif', 300))).toEqual([160, 320, 480, 640]);
    expect(widths(mediaSrcset('/media/p.jpg', 'webp', 1200))).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(widths(mediaSrcset('/media/p.jpg', 'webp', 40))).toEqual([160]);
    expect(mediaSrcset('/media/p.jpg', 'avif', 80).split(', ')[0]).toBe(`${mediaVariantUrl('/media/p.jpg', 160, 'avif')} 160w`);
  });

  it('gives a <picture> an AVIF source, then a WebP one, for a photo, and no source for anything else', () => {
    const sizes = '(min-width: 1024px) 240px, 50vw';
    expect(mediaSources('/media/p.jpg', 300, sizes)).toEqual([
      { type: 'image/avif', srcset: mediaSrcset('/media/p.jpg', 'avif', 300), sizes },
      { type: 'image/webp', srcset: mediaSrcset('/media/p.jpg', 'webp', 300), sizes },
    ]);
    expect(mediaSources('/media/brands/apple.svg', 300, sizes)).toEqual([]);
    expect(mediaSources('https://cdn.example/media/x.jpg', 300, sizes)).toEqual([]);
  });
});
