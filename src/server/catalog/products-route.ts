/**
 * `/products/{url_key}` is one product's page (its related products are brought in from a shelf of their own,
 * related-shelf.ts); `/products` alone is every product, newest first, a page at a time. Either comes with its cache
 * options; null when there is no such product or page (the route answers 404).
 *
 * A configurable product's page shows one variant, the one its address chooses (`?color=51&capacity=82`,
 * src/domain/variant-choice.ts), else the first in stock. An address whose choice the product does not offer (a value
 * it does not have, written twice, not a number) redirects to the product's own address; a url key that became a
 * variant (a former simple product) redirects to that variant's address, as the backend's URL rewrite says.
 */
import type { CommerceClient, ProductDetail, ProductPage, ProductReviewsPage, ProductVariant } from '@/lib/commerce/index.ts';
import { LISTING_PAGE_SIZE, parsePageParam } from '@/domain/listing-params.ts';
import { urlKeyParam } from '@/lib/route-params.ts';
import { chooseVariant, parseVariantChoice, variantQuery } from '@/domain/variant-choice.ts';
import { productPath, type Locale } from '@/lib/i18n/locales.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { loadProductReviews } from '@/server/reviews/product-reviews.ts';
import { loadListingPage } from './listing-page.ts';
import { isEcard, productTrail, type Crumb } from './product-trail.ts';
import { relatedShelfPlace, type RelatedShelfPlace } from './related-shelf.ts';

export type ProductsRouteView =
  | {
      kind: 'product';
      product: ProductDetail;
      variant: ProductVariant | null;
      /** Where its related products come from and lead (their shelf, related-shelf.ts), null when it has none. */
      related: RelatedShelfPlace | null;
      /** An e-card (its page says how it is delivered) and the page's breadcrumbs (product-trail.ts). */
      isEcard: boolean;
      breadcrumbs: Crumb[];
      /** Approved reviews of the page asked for (`?reviews=N`), null when it shows none. */
      reviews: ProductReviewsPage | null;
      /** The product's own address (canonical), and the one on show: a variant's with its choice, where the reviews' page links and the review form return. */
      path: string;
      shownPath: string;
    }
  | { kind: 'listing'; page: number; listing: ProductPage }
  /** Where the request belongs instead: a product's address, or a variant's with its choice. */
  | { kind: 'redirect'; location: string; permanent: boolean };

const redirectTo = (locale: Locale, target: { urlKey: string; query: string; permanent: boolean }): CachedView<ProductsRouteView> => ({
  view: { kind: 'redirect', location: productPath(locale, target.urlKey, target.query), permanent: target.permanent },
  cache: false,
});

export async function loadProductsRoute(
  commerce: CommerceClient,
  slug: string | undefined,
  search: URLSearchParams,
  now: Date,
): Promise<CachedView<ProductsRouteView> | null> {
  if (slug) {
    // A url key is one bounded path segment; anything else is not a product.
    const urlKey = urlKeyParam(slug);
    if (!urlKey) return null;
    const product = await commerce.getProduct(urlKey);
    if (!product) {
      const moved = await commerce.findMovedProduct(urlKey);
      return moved ? redirectTo(commerce.locale, moved) : null;
    }
    let variant: ProductVariant | null = null;
    if (product.variants.length > 0) {
      const choice = parseVariantChoice(search, product.options);
      variant = choice && chooseVariant(product.variants, product.options, choice);
      if (!variant) return redirectTo(commerce.locale, { urlKey: product.urlKey, query: '', permanent: false });
    }
    const reviews = await loadProductReviews(commerce, product.sku, search);
    if (reviews.kind === 'no-such-page') return null;
    return {
      view: {
        kind: 'product',
        product,
        variant,
        related: relatedShelfPlace(product, commerce.locale),
        isEcard: isEcard(product),
        breadcrumbs: productTrail(product, commerce.locale),
        reviews: reviews.reviews,
        path: productPath(commerce.locale, product.urlKey),
        shownPath: productPath(commerce.locale, product.urlKey, variant && variantQuery(product.options, variant.choice)),
      },
      cache: pageCacheOptions.product(product, now),
    };
  }
  const page = parsePageParam(search.get('page'));
  if (page === null) return null;
  const listing = await loadListingPage(commerce, { page, pageSize: LISTING_PAGE_SIZE, sort: 'newest' });
  if (!listing) return null;
  return { view: { kind: 'listing', page, listing }, cache: pageCacheOptions.allProducts(listing.items, now) };
}
