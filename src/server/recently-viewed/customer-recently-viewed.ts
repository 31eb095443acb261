/**
 * A signed-in shopper's recently viewed products live on the server (spec §4, §7: the recently viewed module),
 * per store view: a view is recorded there, and the list is read back as the same items a guest's local list
 * holds, so one island shows either. The server keeps skus; the cards come from the catalogue in the server's
 * order (newest first), and a product that is gone or disabled simply drops out. A configurable product viewed as a
 * variant (issue 39) is shown as that variant, read from the product's page data (its price, image and options in
 * this language); a variant the product no longer has falls back to the product's card.
 */
import type { CommerceClient } from '@/lib/commerce/index.ts';
import { RECENTLY_VIEWED_LIMIT, type RecentlyViewedProduct } from '@/stores/recently-viewed/recently-viewed-list.ts';
import { toRecentlyViewedProduct } from './recently-viewed-item.ts';
import { variantsOnTheirPages } from '@/server/catalog/variant-on-its-page.ts';

/**
 * One more than the list shows: the product page leaves its own product out of the list, and should still show
 * ten others.
 */
const READ_LIMIT = RECENTLY_VIEWED_LIMIT + 1;

export async function customerRecentlyViewed(commerce: CommerceClient): Promise<RecentlyViewedProduct[]> {
  const entries = await commerce.getRecentlyViewedSkus(READ_LIMIT);
  if (entries.length === 0) return [];
  const { items } = await commerce.listProducts({ skus: entries.map((entry) => entry.sku), pageSize: entries.length, page: 1 });
  const bySku = new Map(items.map((card) => [card.sku, card]));
  const shown = entries.flatMap(({ sku, variantSku }) => {
    const card = bySku.get(sku);
    return card ? [{ card, variantSku }] : [];
  });
  const variants = await variantsOnTheirPages(
    commerce,
    shown.flatMap(({ card, variantSku }) => (variantSku ? [{ urlKey: card.urlKey, sku: variantSku }] : [])),
  );
  return shown.map(({ card, variantSku }) => {
    const viewed = variantSku ? variants.get(variantSku) : undefined;
    return viewed ? toRecentlyViewedProduct(card, viewed) : toRecentlyViewedProduct(card);
  });
}

/** `sku` is the variant's for a view of a variant: the server keeps it as its product's entry. */
export function recordCustomerView(commerce: CommerceClient, sku: string): Promise<void> {
  return commerce.addRecentlyViewedProduct(sku);
}
