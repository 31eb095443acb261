import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaThumbnail } from '@/islands/ui/MediaThumbnail.tsx';

describe('MediaThumbnail (islands)', () => {
  it('gives a photo from the media as one image over copies no larger than twice its box, the original only as the fallback', () => {
    const html = renderToStaticMarkup(<MediaThumbnail src="/media/catalog/product/a/p/phone-1.jpg" size={80} className="size-20" />);
    expect(html).toBe(
      '<img src="/media/catalog/product/a/p/phone-1.jpg" srcSet="/media/catalog/product/a/p/phone-1.jpg?w=160 160w" sizes="80px" alt="" ' +
        'width="80" height="80" loading="lazy" decoding="async" class="size-20"/>',
    );
  });

  it('asks for a larger copy for a larger box', () => {
    const html = renderToStaticMarkup(<MediaThumbnail src="/media/catalog/product/a/p/phone-1.jpg" size={176} />);
    expect(html).toContain('phone-1.jpg?w=320 320w, /media/catalog/product/a/p/phone-1.jpg?w=480 480w"');
  });

  it('leaves an SVG or an image from another host as a plain image', () => {
    for (const src of ['/media/brands/apple.svg', 'https://cdn.example.com/p.jpg']) {
      expect(renderToStaticMarkup(<MediaThumbnail src={src} size={40} />)).toBe(
        `<img src="${src}" alt="" width="40" height="40" loading="lazy" decoding="async"/>`,
      );
    }
  });
});
