import { describe, expect, it } from 'vitest';
import { brandSlugOf, toBrandView } from '../../../../../../src/lib/commerce/mappers/brands.ts';
import { brandSchema } from '../../../../../../src/lib/commerce/schemas/brands.ts';

describe('toBrandView', () => {
  it('cuts url_key to its last segment without .html', () => {
    expect(brandSlugOf('brands/apple.html')).toBe('apple');
    expect(brandSlugOf('shop/brands/samsung-electronics.HTML')).toBe('samsung-electronics');
    expect(brandSlugOf('sony')).toBe('sony');
    expect(brandSlugOf('brands/')).toBe('brands');
    expect(brandSlugOf('')).toBeNull();
    expect(brandSlugOf(null)).toBeNull();
  });

  it('maps a brand, falling back to url_key_standalone', () => {
    const raw = brandSchema.parse({
      id: 5, name: 'Apple', image: 'http://127.0.0.1:4000/media/brands/apple.svg',
      url_key: 'brands/apple.html', url_key_standalone: 'apple', product_count: 20, is_featured: true,
    });
    expect(toBrandView(raw)).toEqual({
      id: 5, name: 'Apple', slug: 'apple', image: '/media/brands/apple.svg', productCount: 20, isFeatured: true,
    });
    expect(toBrandView({ ...raw, url_key: null })?.slug).toBe('apple');
    expect(toBrandView({ ...raw, url_key: null, url_key_standalone: null })).toBeNull();
    expect(toBrandView({ ...raw, is_featured: null })?.isFeatured).toBe(false);
  });
});
