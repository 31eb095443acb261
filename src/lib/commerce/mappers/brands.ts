/** Brand module answers -> `BrandView`. */
import type { BrandsQuery } from '@/lib/commerce/generated/graphql.ts';
import type { BrandView } from '@/domain/catalog-types.ts';
import { toStorefrontMediaUrl } from './media.ts';

/** `brands/apple.html` -> `apple`; `apple` -> `apple`; empty -> null. */
export function brandSlugOf(urlKey: string | null | undefined): string | null {
  const lastSegment = urlKey?.trim().split('/').filter(Boolean).pop();
  const slug = lastSegment?.replace(/\.html$/i, '');
  return slug ? slug : null;
}

export function toBrandView(raw: BrandsQuery['getBrands'][number]): BrandView | null {
  const slug = brandSlugOf(raw.url_key) ?? brandSlugOf(raw.url_key_standalone);
  if (!slug) return null;
  return {
    id: raw.id,
    name: raw.name,
    slug,
    image: toStorefrontMediaUrl(raw.image),
    productCount: raw.product_count,
    isFeatured: raw.is_featured,
  };
}
