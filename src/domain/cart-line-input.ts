/**
 * The add that puts a cart's line into another cart (a guest's cart moved to the other language's store): a
 * variant's line is added again as it was chosen, the configurable product's SKU with the chosen values' uids, since
 * Magento takes a configurable product no other way.
 */
import type { CartItem, CartLineInput } from './cart-types.ts';

export function cartLineInputOf(item: Pick<CartItem, 'sku' | 'qty' | 'mainProductSku' | 'selectedOptionUids'>): CartLineInput {
  const uids = item.selectedOptionUids ?? [];
  return uids.length > 0 ? { sku: item.mainProductSku, qty: item.qty, selectedOptions: uids } : { sku: item.sku, qty: item.qty };
}
