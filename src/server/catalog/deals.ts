/**
 * Products on sale right now, for the deals page. The commerce API (Magento's `products` query) cannot filter
 * by "special price active now", so we read the catalogue page by page at the largest page size and keep the
 * cards whose mapper set `originalPrice` (the backend's final price already applies the sale rule strictly
 * between the dates). The scan is bounded so a huge catalogue cannot turn one page view into hundreds of
 * backend calls; the page is cached, so this runs at most once per cache period per locale.
 */
import { MAX_PAGE_SIZE, type CommerceClient, type ProductCard, type ProductSort } from '@/lib/commerce/index.ts';

/** At most this many catalogue pages (of MAX_PAGE_SIZE products) are scanned for deals. */
export const DEALS_SCAN_MAX_PAGES = 10;

export function isOnSale(product: ProductCard): boolean {
  return product.originalPrice !== null && product.originalPrice > product.price;
}

/** What the deals page may ask for: the listing sort and the in-stock filter (see ListingTools). */
export type DealsOptions = { sort?: ProductSort; inStock?: boolean };

/**
 * The products on sale now, those in stock first and the sold-out ones last (a deal a shopper cannot buy is no
 * deal to lead with), each side in the listing order of `options.sort` (the merchandiser's position when absent),
 * plus every product scanned: the page's cache lifetime must end at the next sale boundary of any of them,
 * including products whose sale has not started yet and so are not shown.
 */
export async function scanDeals(
  commerce: CommerceClient,
  options: DealsOptions = {},
): Promise<{ deals: ProductCard[]; scanned: ProductCard[] }> {
  const query = { pageSize: MAX_PAGE_SIZE, ...options };
  const first = await commerce.listProducts({ ...query, page: 1 });
  const lastPage = Math.min(first.totalPages, DEALS_SCAN_MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) => commerce.listProducts({ ...query, page: index + 2 })),
  );
  const scanned = [first, ...rest].flatMap((page) => page.items);
  const seen = new Set<string>();
  const deals = scanned.filter((product) => {
    if (!isOnSale(product) || seen.has(product.sku)) return false;
    seen.add(product.sku);
    return true;
  });
  return { deals: [...deals.filter((deal) => deal.status === 1), ...deals.filter((deal) => deal.status !== 1)], scanned };
}

/** One page of an in-memory list, shaped like a backend product page. */
export function paginate<T>(items: T[], page: number, pageSize: number): { items: T[]; total: number; page: number; totalPages: number } {
  const totalPages = Math.ceil(items.length / pageSize);
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, totalPages };
}
