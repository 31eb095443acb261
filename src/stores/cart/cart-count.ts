/**
 * The two cart values every page's header reads (spec §9 local-storage keys `quoteId` and `totalItemCount`): whether
 * the shopper holds a cart, and how many items it has. Kept apart from the rest of the cart store (cart.ts
 * re-exports them, one instance of each) so the badge on every page does not download the stored items' decoding.
 */
import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '@/stores/layout/shopper-presence.ts';

/** Cleared means gone from storage, not an empty string left behind. */
export const removedWhenEmpty = { encode: (value: string) => value || undefined, decode: (raw: string) => raw };

export const $quoteId = persistentAtom<string>(STORAGE_KEYS.quoteId, '', removedWhenEmpty);
export const $totalItemCount = persistentAtom<number>(STORAGE_KEYS.totalItemCount, 0, {
  encode: String,
  decode: (raw) => (Number.isInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : 0),
});

/**
 * The count this page arrived with: read when this module first runs on the page, which is before anything on the page
 * can change the count (every change goes through the stores above). The header badge may be bound after the page's
 * own cart has already changed it (each script loads on its own): it speaks such a change too (cart-badge.client.ts).
 */
export const countOnArrival = $totalItemCount.get();
