/**
 * The wishlist's server steps: the page's rows, the marks that the product buttons of a (cached, shared) page
 * light up after load, and adding or removing by product. Prices come from the catalogue, which applies the
 * sale rule (spec §4) that the wishlist REST form cannot: its special price carries no dates. Stock is the
 * wishlist's own (spec §3: in stock when inventory_in_stock is "1").
 */
import { MAX_PAGE_SIZE, type CommerceClient, type ProductCard, type WishlistItem } from '@/lib/commerce/index.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import type { WishlistToastTexts } from '@/stores/wishlist.ts';

/** A wishlist row: the product as a card (price, stock, link, add to cart) and the item that removes it. */
export type WishlistEntry = { wishlistItemId: number | null; product: ProductCard };

/** Which products of the shopper's list are on it, and under which item id (to remove them). */
export type WishlistMark = { productId: number; wishlistItemId: number };

function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += size) out.push(values.slice(start, start + size));
  return out;
}

async function catalogueCards(commerce: CommerceClient, skus: string[]): Promise<Map<string, ProductCard>> {
  const pages = await Promise.all(chunks(skus, MAX_PAGE_SIZE).map((batch) => commerce.listProducts({ skus: batch, pageSize: batch.length })));
  return new Map(pages.flatMap((page) => page.items).map((card) => [card.sku, card]));
}

function toEntry(item: WishlistItem, card: ProductCard | undefined): WishlistEntry {
  return {
    wishlistItemId: item.wishlistItemId,
    product: {
      id: item.productId,
      sku: item.sku,
      name: item.name,
      urlKey: card?.urlKey ?? item.urlKey,
      thumbnail: item.thumbnail ?? card?.thumbnail ?? null,
      // A product the catalogue no longer lists shows its regular price: the sale rule cannot be checked.
      price: card?.price ?? item.price,
      originalPrice: card?.originalPrice ?? null,
      status: item.status,
    },
  };
}

export async function loadWishlist(commerce: CommerceClient): Promise<WishlistEntry[]> {
  const items = await commerce.getWishlist();
  const cards = await catalogueCards(commerce, [...new Set(items.map((item) => item.sku))]);
  return items.map((item) => toEntry(item, cards.get(item.sku)));
}

export async function wishlistMarks(commerce: CommerceClient): Promise<WishlistMark[]> {
  const items = await commerce.getWishlist();
  return items.flatMap((item) => (item.wishlistItemId === null ? [] : [{ productId: item.productId, wishlistItemId: item.wishlistItemId }]));
}

export async function addProductToWishlist(commerce: CommerceClient, productId: number): Promise<WishlistMark> {
  return { productId, wishlistItemId: await commerce.addToWishlist(productId) };
}

/** Spec §8 wishlist toasts in the shopper's language, for the buttons' script. */
export function wishlistToastTexts(locale: Locale): WishlistToastTexts {
  const t = getT(locale);
  return {
    added: t('account:wishlist.added'),
    removed: t('account:wishlist.removed'),
    addFailed: t('errors:wishlist.addFailed'),
    removeFailed: t('errors:generic'),
  };
}
