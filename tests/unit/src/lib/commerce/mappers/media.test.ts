import { describe, expect, it } from 'vitest';
import { productMediaUrl, toStorefrontMediaUrl } from '../../../../../../src/lib/commerce/mappers/media.ts';

describe('media URLs', () => {
  it('rewrites backend media URLs to storefront-relative ones', () => {
    expect(toStorefrontMediaUrl('http://127.0.0.1:4000/media/x/y.svg?v=2')).toBe('/media/x/y.svg?v=2');
    expect(toStorefrontMediaUrl('https://cdn.example.com/img/y.jpg')).toBe('https://cdn.example.com/img/y.jpg');
    expect(toStorefrontMediaUrl('/media/a.svg')).toBe('/media/a.svg');
    expect(toStorefrontMediaUrl('brands/a.svg')).toBe('/media/brands/a.svg');
    expect(toStorefrontMediaUrl('')).toBeNull();
    expect(toStorefrontMediaUrl(null)).toBeNull();
  });

  it('places REST product image paths under the product media folder', () => {
    expect(productMediaUrl('/a/b/c.jpg')).toBe('/media/catalog/product/a/b/c.jpg');
    expect(productMediaUrl('/catalog/product/a/b/c.jpg')).toBe('/media/catalog/product/a/b/c.jpg');
    expect(productMediaUrl('no_selection')).toBeNull();
  });
});
