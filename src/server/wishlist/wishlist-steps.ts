/**
 * The wishlist's server steps: the page's rows, the marks that the product buttons of a (cached, shared) page
 * light up after load, and adding or removing by product. Prices come from the catalogue, which applies the
 * sale rule (spec §4) that the wishlist REST form cannot: its special price carries no dates. Stock is the
 * wishlist's own (spec §3: in stock when inventory_in_stock is "1").
 */
import {
  MAX_PAGE_SIZE,
  type ChosenOption,
  type CommerceClient,
  type ProductCard,
  type ProductOption,
  type ProductVariant,
  type WishlistItem,
  type WishlistVariant,
} from '@/lib/commerce/index.ts';
import { chunks } from '@/lib/chunks.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import type { WishlistToastTexts } from '@/stores/wishlist/wishlist-marks.ts';
import { variantsOnTheirPages } from '@/server/catalog/variant-on-its-page.ts';

/**
 * A wishlist row: the product as a card (price, stock, link, add to cart) and the item that removes it. A
 * configurable product kept with a variant chosen shows that variant (its price, stock, image, options and own
 * address) and adds it to the cart as the product page does: the product's SKU with the variant's values.
 */
export type WishlistEntry = {
  wishlistItemId: number | null;
  /** For a kept variant: the configurable product's SKU, the variant's price, stock and image, and its one value of each option. */
  product: ProductCard & { options?: ProductOption[] };
  /** The kept variant, for the cart; null for any other line. */
  variant: ProductVariant | null;
  /** The kept variant's options in the shopper's language; none for other lines. */
  options: ChosenOption[];
  /** The query of the kept variant's own address, which the row links to. */
  variantQuery: string | null;
};

/** Which products of the shopper's list are on it, and under which item id (to remove them). */
export type WishlistMark = { productId: number; wishlistItemId: number };

async function catalogueCards(commerce: CommerceClient, skus: string[]): Promise<Map<string, ProductCard>> {
  const pages = await Promise.all(chunks(skus, MAX_PAGE_SIZE).map((batch) => commerce.listProducts({ skus: batch, pageSize: batch.length })));
  return new Map(pages.flatMap((page) => page.items).map((card) => [card.sku, card]));
}

/**
 * The kept variants as their product pages offer them now, by SKU: the catalogue lists no variant on its own, so
 * each one's price (the sale rule applied), sale window and stock figure come from its configurable product's page
 * data. A variant its product no longer has is left out (the row then shows what the wishlist knows).
 */
async function keptVariantOffers(commerce: CommerceClient, items: WishlistItem[]): Promise<Map<string, ProductVariant>> {
  const kept = items.filter((item) => item.variant && item.urlKey);
  const offers = await variantsOnTheirPages(commerce, kept.map((item) => ({ urlKey: item.urlKey, sku: item.sku })));
  return new Map([...offers].map(([sku, offer]) => [sku, offer.variant]));
}

/** The kept variant as the cart's add takes it (AddToCart's `chosen`): its SKU, values, price, stock and image. */
function toProductVariant(item: WishlistItem, chosen: WishlistVariant, card: ProductCard, offer: ProductVariant | undefined): ProductVariant {
  return {
    sku: item.sku,
    name: card.name,
    choice: chosen.choice,
    optionUids: chosen.optionUids,
    price: card.price,
    originalPrice: card.originalPrice,
    specialFrom: offer?.specialFrom ?? null,
    specialTo: offer?.specialTo ?? null,
    status: item.status,
    onlyLeft: offer?.onlyLeft ?? null,
    thumbnail: card.thumbnail,
    images: [],
  };
}

/** The product's options as far as the kept variant names them: one value each, so the added line names them too. */
function keptOptions(chosen: WishlistVariant): ProductOption[] {
  return Object.entries(chosen.choice).map(([code, valueIndex], index) => ({
    code,
    label: chosen.options[index]?.label ?? code,
    values: [{ uid: chosen.optionUids[index] ?? '', valueIndex, label: chosen.options[index]?.value ?? String(valueIndex), swatchColor: null }],
  }));
}

function toEntry(item: WishlistItem, card: ProductCard | undefined, offer: ProductVariant | undefined): WishlistEntry {
  const product: ProductCard = {
    id: item.productId,
    sku: item.variant?.parentSku ?? item.sku,
    name: item.name,
    urlKey: card?.urlKey ?? item.urlKey,
    thumbnail: item.thumbnail ?? offer?.thumbnail ?? card?.thumbnail ?? null,
    // A kept variant is priced as its product page offers it; a product the catalogue no longer lists shows its
    // regular price: the sale rule cannot be checked.
    price: offer?.price ?? card?.price ?? item.price,
    originalPrice: offer ? offer.originalPrice : (card?.originalPrice ?? null),
    status: item.status,
  };
  const chosen = item.variant;
  if (!chosen) return { wishlistItemId: item.wishlistItemId, product, variant: null, options: [], variantQuery: null };
  return {
    wishlistItemId: item.wishlistItemId,
    product: { ...product, options: keptOptions(chosen) },
    variant: toProductVariant(item, chosen, product, offer),
    options: chosen.options,
    variantQuery: chosen.variantQuery,
  };
}

export async function loadWishlist(commerce: CommerceClient): Promise<WishlistEntry[]> {
  const items = await commerce.getWishlist();
  const [cards, offers] = await Promise.all([catalogueCards(commerce, [...new Set(items.map((item) => item.sku))]), keptVariantOffers(commerce, items)]);
  return items.map((item) => toEntry(item, cards.get(item.sku), offers.get(item.sku)));
}

export async function wishlistMarks(commerce: CommerceClient): Promise<WishlistMark[]> {
  const items = await commerce.getWishlist();
  return items.flatMap((item) => (item.wishlistItemId === null ? [] : [{ productId: item.productId, wishlistItemId: item.wishlistItemId }]));
}

/** Adds the product, or the variant of it `variantId` names (the backend keeps it under its product). */
export async function addProductToWishlist(commerce: CommerceClient, productId: number, variantId?: number): Promise<WishlistMark> {
  return { productId, wishlistItemId: await commerce.addToWishlist(variantId ?? productId) };
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
