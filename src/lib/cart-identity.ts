/**
 * Which cart a shopper holds (spec §4, §5), as pure rules shared by the server and the browser.
 * - A guest cart is addressed by Magento's masked quote id. A purely numeric id is a customer's quote id, stale
 *   for a guest, and is dropped wherever it is found (the cart cookie on the server, the `quoteId` mirror in the
 *   browser).
 * - A cart belongs to one store view (ar is store 1, en store 2); a shopper who switched language gets the cart
 *   re-created in the new store with the same lines.
 */
import { storeIdOf, type Locale } from './i18n/locales.ts';

const MASKED_ID = /^[\w-]{1,64}$/;

export function isStaleQuoteId(quoteId: string): boolean {
  return /^\d+$/.test(quoteId);
}

export function isGuestCartId(value: unknown): value is string {
  return typeof value === 'string' && MASKED_ID.test(value) && !isStaleQuoteId(value);
}

/** Spec §4: a cart filled in the other store view must move to this one. An unknown store is left alone. */
export function needsStoreMove(cartStoreId: number | null, locale: Locale): boolean {
  return cartStoreId !== null && cartStoreId !== storeIdOf(locale);
}
