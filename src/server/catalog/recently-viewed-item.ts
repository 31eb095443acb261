/**
 * A viewed product (spec §3 "Recently viewed item") built from the page's product card.
 * The card already holds the price the shopper pays now; the store keeps the regular price, the special price
 * and its window instead, so the sale rule is applied again whenever the list is shown later.
 */
import type { ProductCard } from '@/lib/commerce/index.ts';
import type { RecentlyViewedProduct } from '@/stores/recently-viewed.ts';

export function toRecentlyViewedProduct(card: ProductCard): RecentlyViewedProduct {
  const onSale = card.originalPrice !== null && card.originalPrice > card.price;
  return {
    id: card.id,
    sku: card.sku,
    name: card.name,
    urlKey: card.urlKey,
    price: onSale && card.originalPrice !== null ? card.originalPrice : card.price,
    specialPrice: onSale ? card.price : null,
    specialFrom: card.specialFrom ?? null,
    specialTo: card.specialTo ?? null,
    thumbnail: card.thumbnail,
  };
}
