/**
 * A signed-in shopper's recently viewed products live on the server (spec §4, §7: the recently viewed module),
 * per store view: a view is recorded there, and the list is read back as the same items a guest's local list
 * holds, so one island shows either. The server keeps skus; the cards come from the catalogue in the server's
 * order (newest first), and a product that is gone or disabled simply drops out.
 */
import type { CommerceClient } from '@/lib/commerce/index.ts';
import { RECENTLY_VIEWED_LIMIT, type RecentlyViewedProduct } from '@/stores/recently-viewed.ts';
import { toRecentlyViewedProduct } from './recently-viewed-item.ts';

/**
 * One more than the list shows: the product page leaves its own product out of the list, and should still show
 * ten others.
 */
const READ_LIMIT = RECENTLY_VIEWED_LIMIT + 1;

export async function customerRecentlyViewed(commerce: CommerceClient): Promise<RecentlyViewedProduct[]> {
  const skus = await commerce.getRecentlyViewedSkus(READ_LIMIT);
  if (skus.length === 0) return [];
  const { items } = await commerce.listProducts({ skus, pageSize: skus.length, page: 1 });
  const bySku = new Map(items.map((card) => [card.sku, card]));
  return skus.flatMap((sku) => {
    const card = bySku.get(sku);
    return card ? [toRecentlyViewedProduct(card)] : [];
  });
}

export function recordCustomerView(commerce: CommerceClient, sku: string): Promise<void> {
  return commerce.addRecentlyViewedProduct(sku);
}
