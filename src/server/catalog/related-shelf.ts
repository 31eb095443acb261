/**
 * A product's related products as a shelf of their own (issue 53: their 8 cards were 21 KB of a product page's HTML).
 * The product page carries, in their place, a heading and a link to the listing of the product's kind
 * (RelatedProducts.astro); with script, the store shell's later-shelf watch fetches the carousel from
 * `/{locale}/products/{url_key}/related` (src/pages/[locale]/products/[slug]/related.astro) as the shopper scrolls
 * near it. The carousel is the same for every shopper, cached and purged on its own tags (`pageCacheOptions.relatedShelf`),
 * so the product page's own tags are its product's and the shell's only.
 */
import type { CommerceClient, ProductCard, ProductDetail } from '@/lib/commerce/index.ts';
import { primaryCategory } from '@/lib/commerce/index.ts';
import { productPath, type Locale } from '@/lib/i18n/locales.ts';
import { urlKeyParam } from '@/lib/route-params.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { kindListing, type Crumb } from './product-trail.ts';

/** Where a product page's related products lead and come from: the listing of its kind, and their shelf's address. */
export type RelatedShelfPlace = { more: Required<Crumb>; src: string };

/** The related products' carousel alone, for the product page's script. */
export function relatedShelfPath(locale: Locale, urlKey: string): string {
  return `${productPath(locale, urlKey)}/related`;
}

/**
 * The related products' place on the product page, or null for a product that has none (in no category of its
 * kind: there is nothing to relate it to, and no listing to lead to).
 */
export function relatedShelfPlace(product: Pick<ProductDetail, 'categories' | 'urlKey'>, locale: Locale): RelatedShelfPlace | null {
  const more = kindListing(product, locale);
  return more && { more, src: relatedShelfPath(locale, product.urlKey) };
}

export type RelatedShelfView = { products: ProductCard[]; more: Required<Crumb> | null };

/**
 * The related products of the product `slug` names, with their cache options; null when `slug` cannot be a url key
 * or names no product (the route answers 404). The shelf's address is only ever a product's own url key, so a moved
 * product's old key is a 404 here, not a redirect. A product in no category of its kind has none (an empty shelf,
 * cached on its own tag and the shell's).
 */
export async function loadRelatedShelf(commerce: CommerceClient, slug: string | undefined, now: Date): Promise<CachedView<RelatedShelfView> | null> {
  const urlKey = urlKeyParam(slug);
  if (!urlKey) return null;
  const product = await commerce.getProduct(urlKey);
  if (!product) return null;
  const category = primaryCategory(product.categories);
  const related = category ? await commerce.getRelatedProducts(product) : [];
  return {
    view: { products: related, more: kindListing(product, commerce.locale) },
    cache: pageCacheOptions.relatedShelf(product, category?.id ?? null, related, now),
  };
}
