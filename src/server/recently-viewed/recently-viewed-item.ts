/**
 * A viewed product (spec §3 "Recently viewed item") built from the page's product card, and for a configurable
 * product from the variant on show (issue 39): its SKU, price, sale window, image, the query of its address and its
 * options in the page's language.
 * The card already holds the price the shopper pays now; the store keeps the regular price, the special price
 * and its window instead, so the sale rule is applied again whenever the list is shown later.
 */
import type { ProductCard, ProductOption, ProductVariant } from '@/lib/commerce/index.ts';
import { chosenOptions, variantQuery } from '@/domain/variant-choice.ts';
import type { RecentlyViewedProduct } from '@/stores/recently-viewed/recently-viewed-list.ts';

/** The variant a page shows, with the options of its product (which name its values). */
export type ViewedVariant = { variant: ProductVariant; options: readonly ProductOption[] };

type Priced = Pick<ProductCard, 'price' | 'originalPrice' | 'specialFrom' | 'specialTo'>;

function storedPrices({ price, originalPrice, specialFrom, specialTo }: Priced) {
  const onSale = originalPrice !== null && originalPrice > price;
  return {
    price: onSale && originalPrice !== null ? originalPrice : price,
    specialPrice: onSale ? price : null,
    specialFrom: specialFrom ?? null,
    specialTo: specialTo ?? null,
  };
}

export function toRecentlyViewedProduct(card: ProductCard, viewed: ViewedVariant | null = null): RecentlyViewedProduct {
  const base = { id: card.id, name: card.name, urlKey: card.urlKey };
  if (!viewed) return { ...base, sku: card.sku, ...storedPrices(card), thumbnail: card.thumbnail, variantQuery: null, options: [] };
  const { variant, options } = viewed;
  return {
    ...base,
    sku: variant.sku,
    ...storedPrices(variant),
    thumbnail: variant.thumbnail ?? variant.images[0]?.url ?? card.thumbnail,
    variantQuery: variantQuery(options, variant.choice),
    options: chosenOptions(options, variant.choice),
  };
}
