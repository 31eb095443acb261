/**
 * The cart's round-trips, run in the browser: each calls a cart Action, replaces the local copy with the
 * server's snapshot and shows the spec §8 toast. Islands pass the localized toast texts (no i18next on the
 * client). Error codes are the stable ones documented in src/actions/cart-actions.ts; UNAUTHORIZED (a signed-in
 * shopper's session the backend refused) is spec §4's forced sign-out (src/stores/auth/session-mirror.ts).
 */
import { actionErrorCode, loadActions } from '@/lib/browser/actions-client.ts';
import { actionForm } from '@/lib/action-form.ts';
import type { CartItem, CartSnapshot } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import {
  $cartLoading,
  $cartLocale,
  $cartTotals,
  $expressDeliveryCost,
  $quoteId,
  readCartState,
  setItemUpdating,
  writeCartState,
} from './cart-mirror.ts';
import { isStaleQuoteId } from '@/lib/cart-identity.ts';
import { EMPTY_CART, addItemLocally, applySnapshot, removeItemLocally, sameLines, setItemQtyLocally, type CartState } from './cart-rules.ts';
import { hasPaymentReturnParams, shouldRefreshOnLoad } from './cart-refresh-rule.ts';
import {
  $pendingCartAdds,
  LANDING_WINDOW_MS,
  forgetAdd,
  rememberAdd,
  sortPendingAdds,
  withPendingLines,
  type PendingAdd,
} from './cart-pending-adds.ts';
import { showToast, type ToastAction } from '@/stores/ui/toast.ts';

/**
 * Spec §4's forced sign-out when the server refused the session (UNAUTHORIZED). The session code is loaded only
 * then, so a shopper who never signs in does not download it with the cart badge on every page.
 */
function signedOutByServer(error: unknown, locale: Locale): boolean {
  if (actionErrorCode(error) !== 'UNAUTHORIZED') return false;
  void import('@/stores/auth/session-mirror.ts').then((session) => session.forceSignOut(locale));
  return true;
}

/** Localized texts of spec §8, built on the server with getT() and handed to the islands as a prop. */
export type CartToastTexts = {
  added: string;
  /** The added toast's way to the cart ("View cart"). */
  viewCart: ToastAction;
  removed: string;
  removeFailed: string;
  quantityUpdated: string;
  outOfStock: string;
  network: string;
  generic: string;
};

/**
 * The server's cart replaces the mirror; adds still pending keep their lines on show (cart-pending-adds.ts), so the
 * badge does not drop and come back (nor its live region speak) while one is on its way.
 */
function showServerCart(state: CartState): void {
  const pending = $pendingCartAdds.get();
  writeCartState(pending.length === 0 ? state : { ...state, items: withPendingLines(state.items, pending, addItemLocally) });
}

function adoptSnapshot(snapshot: CartSnapshot, locale: Locale): void {
  showServerCart(applySnapshot(snapshot));
  if (snapshot.items.length > 0) {
    $cartLocale.set(locale);
    $cartTotals.set(snapshot.totals);
  }
}

/**
 * The toast for an item write (add, quantity) the server refused: CONFLICT is out of stock (not salable / qty not
 * available), a warning; BAD_REQUEST an unknown product, with the server's message, already in the shopper's
 * language; anything else the network message.
 */
function itemRefusalToast(error: { message?: string } | undefined, texts: CartToastTexts): { kind: 'warning' | 'error'; message: string } {
  if (actionErrorCode(error) === 'CONFLICT') return { kind: 'warning', message: texts.outOfStock };
  if (actionErrorCode(error) === 'BAD_REQUEST' && error?.message) return { kind: 'warning', message: error.message };
  return { kind: 'error', message: texts.network };
}

let started: Promise<void> | null = null;

/**
 * Runs once per page (the header badge and the cart page both ask): drops a stale numeric quote id from the
 * mirror, then takes the cart the cart page already rendered (`serverSnapshot`), else refreshes the mirror from
 * the server unless the URL is a payment return (spec §4). The server moves a cart filled in the other language's
 * store on that read, so the mirror follows a locale switch too. Adds a page left behind unanswered
 * (cart-pending-adds.ts) are then seen through.
 */
export function startCart(locale: Locale, texts: CartToastTexts, serverSnapshot: CartSnapshot | null = null): Promise<void> {
  started ??= (async () => {
    const leftBehind = $pendingCartAdds.get();
    if (isStaleQuoteId($quoteId.get())) showServerCart({ ...EMPTY_CART });
    if (serverSnapshot) {
      // The page was rendered while an answer reached the page before it (a change it made just as the shopper
      // left): the mirror is newer than the page, or the other way round. One more read settles which.
      const mirrored = readCartState().items;
      adoptSnapshot(serverSnapshot, locale);
      if (!sameLines(mirrored, serverSnapshot.items) && !hasPaymentReturnParams(location.search)) await refreshCart(locale, texts);
    } else if (shouldRefreshOnLoad($quoteId.get(), location.search, leftBehind.length > 0)) await refreshCart(locale, texts);
    if (leftBehind.length > 0) void seeAddsThrough(leftBehind, locale, texts);
  })();
  return started;
}

/** The first wait before reading the server's cart again for a left-behind add; each next wait doubles, up to 2 s. */
const FIRST_RECHECK_MS = 500;

/**
 * Adds sent from a page the shopper left before their answer (cart-pending-adds.ts): each one the server's cart
 * holds is done; each one that can still land keeps its line on show while the cart is read again; each one that
 * can no longer land is sent again, as the shopper's own add.
 */
async function seeAddsThrough(leftBehind: readonly PendingAdd[], locale: Locale, texts: CartToastTexts): Promise<void> {
  let waiting = leftBehind;
  for (let round = 0; waiting.length > 0; round++) {
    const sorted = sortPendingAdds(waiting, readCartState().items, Date.now());
    for (const add of [...sorted.landed, ...sorted.lost]) forgetAdd(add);
    for (const add of sorted.lost) {
      const product = addedProductOf(add.line);
      // Sent again, in place of the line shown for it: the count does not move. With the first sending's id: if that
      // reached the server after all, the server does not apply it twice.
      await sendAdd(locale, product, add.qty, texts, { itemId: add.line.itemId, addId: add.addId });
    }
    waiting = sorted.waiting;
    if (waiting.length === 0) return;

    // Their lines are on show already: every server answer is shown with the pending lines (showServerCart).
    const untilLost = Math.min(...waiting.map((add) => add.sentAt)) + LANDING_WINDOW_MS - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(FIRST_RECHECK_MS * 2 ** round, 2000, untilLost + 1))));
    await refreshCart(locale, texts);
  }
}

export async function refreshCart(locale: Locale, texts: CartToastTexts): Promise<void> {
  $cartLoading.set(true);
  try {
    const { data, error } = await (await loadActions()).actions.cart.get({});
    // Spec §8: a cart the server no longer holds is cleared; other failures only tell the shopper.
    if (data) adoptSnapshot(data, locale);
    else if (data === null) showServerCart({ ...EMPTY_CART });
    else if (error && !signedOutByServer(error, locale)) showToast({ kind: 'error', message: texts.generic });
  } catch {
    showToast({ kind: 'error', message: texts.network });
  } finally {
    $cartLoading.set(false);
  }
}

/** What a cart Action answers, as the item writes read it. */
type CartActionResult = { data?: CartSnapshot; error?: { message?: string } };

/**
 * Set once the page is being left: a request the browser then cuts off is no answer, and the add it carried stays
 * remembered for the next page (cart-pending-adds.ts) instead of being reverted. Cleared when the page comes back
 * from the back-forward cache.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leavingPage = false;
  });
}

type ItemWrite = {
  /** The cart the shopper sees at once, from the cart as it was. */
  optimistic: (before: CartState) => CartState;
  send: () => Promise<CartActionResult>;
  /** The success toast's text. */
  done: string;
  /** A link the success toast offers. */
  doneAction?: ToastAction;
  /** The toast when the server refused the write (not when it signed the shopper out). */
  refused: (error: CartActionResult['error']) => { kind: 'warning' | 'error'; message: string };
  /** The toast when the request did not complete. */
  failed: string;
  /** The cart to go back to when the write fails, from the cart as it was (that cart itself unless told). */
  revert?: (before: CartState) => CartState;
};

/**
 * One optimistic item write: the shopper sees the change at once; the server's snapshot then replaces it, or the
 * cart goes back to what it was before and a toast says why. True when the server took the write.
 */
async function writeItemOptimistically(locale: Locale, write: ItemWrite): Promise<boolean> {
  const before = readCartState();
  const reverted = write.revert?.(before) ?? before;
  writeCartState(write.optimistic(before));
  try {
    const { data, error } = await write.send();
    if (data) {
      adoptSnapshot(data, locale);
      showToast({ kind: 'success', message: write.done, ...(write.doneAction ? { action: write.doneAction } : {}) });
      return true;
    }
    // Cut off by the shopper leaving: no answer, so nothing is undone (the next page sees a pending add through).
    if (leavingPage) return false;
    writeCartState(reverted);
    if (!signedOutByServer(error, locale)) showToast(write.refused(error));
  } catch {
    if (leavingPage) return false;
    writeCartState(reverted);
    showToast({ kind: 'error', message: write.failed });
  }
  return false;
}

/** The product as the shopper saw it, for the optimistic line shown while the add is in flight. */
export type AddedProduct = Pick<CartItem, 'sku' | 'name' | 'price' | 'originalPrice' | 'urlKey' | 'options'> & {
  image: string | null;
  /** A variant's: the configurable product's SKU and the chosen values' uids, what the cart Action takes. */
  parentSku?: string;
  selectedOptions?: string[];
};

/** The product a line was added as, to send its add again. */
function addedProductOf(line: CartItem): AddedProduct {
  const isVariant = line.mainProductSku !== line.sku && (line.selectedOptionUids?.length ?? 0) > 0;
  return {
    sku: line.sku,
    name: line.name,
    price: line.price,
    originalPrice: line.originalPrice,
    urlKey: line.urlKey,
    image: line.imageUrl,
    ...(line.options ? { options: line.options } : {}),
    ...(isVariant ? { parentSku: line.mainProductSku, selectedOptions: line.selectedOptionUids } : {}),
  };
}

/**
 * Spec §4's optimistic add. The add is remembered in storage until its answer arrives (cart-pending-adds.ts), so
 * a shopper who opens another page before then still finds the item in the cart.
 */
export function addToCart(locale: Locale, product: AddedProduct, qty: number, texts: CartToastTexts): Promise<boolean> {
  return sendAdd(locale, product, qty, texts, null);
}

/**
 * An add; `again` is an earlier add of it that never landed, sent again: its line (shown meanwhile) is replaced by
 * this add's, and its id goes with it.
 */
async function sendAdd(
  locale: Locale,
  product: AddedProduct,
  qty: number,
  texts: CartToastTexts,
  again: { itemId: number; addId: string | undefined } | null,
): Promise<boolean> {
  const without = (items: readonly CartItem[]) => items.filter((item) => item.itemId !== again?.itemId);
  const before = readCartState();
  const line: CartItem = {
    itemId: -Date.now(),
    name: product.name,
    sku: product.sku,
    urlKey: product.urlKey,
    price: product.price,
    originalPrice: product.originalPrice,
    productType: product.parentSku ? 'configurable' : 'simple',
    qty,
    quoteId: before.quoteId,
    imageUrl: product.image,
    mainProductSku: product.parentSku ?? product.sku,
    ...(product.options ? { options: product.options } : {}),
    ...(product.selectedOptions ? { selectedOptionUids: product.selectedOptions } : {}),
  };
  const pending = rememberAdd(line, qty, without(before.items), Date.now(), again?.addId);
  try {
    return await writeItemOptimistically(locale, {
      optimistic: (current) => ({ ...current, items: addItemLocally(without(current.items), line) }),
      revert: (current) => ({ ...current, items: without(current.items) }),
      send: async () =>
        (await loadActions()).actions.cart.addItem(
          actionForm({
            sku: product.parentSku ?? product.sku,
            selectedOptions: product.selectedOptions ?? [],
            qty,
            ...(pending.addId ? { addId: pending.addId } : {}),
          }),
        ),
      done: texts.added,
      doneAction: texts.viewCart,
      refused: (error) => itemRefusalToast(error, texts),
      failed: texts.network,
    });
  } finally {
    if (!leavingPage) forgetAdd(pending);
  }
}

export async function changeQuantity(locale: Locale, itemId: number, qty: number, texts: CartToastTexts): Promise<void> {
  if (!$quoteId.get()) return;
  setItemUpdating(itemId, true);
  try {
    await writeItemOptimistically(locale, {
      optimistic: (before) => ({ ...before, items: setItemQtyLocally(before.items, itemId, qty) }),
      send: async () => (await loadActions()).actions.cart.updateItem(actionForm({ itemId, qty })),
      done: texts.quantityUpdated,
      refused: (error) => itemRefusalToast(error, texts),
      failed: texts.network,
    });
  } finally {
    setItemUpdating(itemId, false);
  }
}

export async function removeFromCart(locale: Locale, itemId: number, texts: CartToastTexts): Promise<void> {
  if (!$quoteId.get()) return;
  setItemUpdating(itemId, true);
  try {
    await writeItemOptimistically(locale, {
      // The line leaves at once (the last one also clears quote id and coupon), and comes back on failure.
      optimistic: (before) => removeItemLocally(before, itemId),
      send: async () => (await loadActions()).actions.cart.removeItem(actionForm({ itemId })),
      done: texts.removed,
      refused: () => ({ kind: 'error', message: texts.removeFailed }),
      failed: texts.removeFailed,
    });
  } finally {
    setItemUpdating(itemId, false);
  }
}

/** Applies a coupon; false when the backend refused it (the island shows "Coupon not applied"). */
/** The words of a refusal the server made; none for a form zod refused (read without loading astro:actions). */
function refusalInWords(error: { message?: string; type?: unknown } | undefined): string | null {
  return error?.type === 'AstroActionInputError' ? null : error?.message || null;
}

/** Whether a coupon took, and when the server refused it, why in the shopper's words (null if it gave none). */
export type CouponOutcome = { applied: boolean; reason: string | null };

export async function applyCoupon(locale: Locale, code: string, texts: CartToastTexts): Promise<CouponOutcome> {
  const notApplied = { applied: false, reason: null };
  if (!$quoteId.get()) return notApplied;
  try {
    const { data, error } = await (await loadActions()).actions.cart.applyCoupon(actionForm({ code }));
    if (data) {
      adoptSnapshot(data, locale);
      return { applied: data.totals.couponCode !== null, reason: null };
    }
    // The server's refusal says why; a form zod refused (a code past 64 characters) carries no words for a shopper.
    if (actionErrorCode(error) === 'BAD_REQUEST') return { applied: false, reason: refusalInWords(error) };
    if (!signedOutByServer(error, locale)) showToast({ kind: 'error', message: texts.network });
  } catch {
    showToast({ kind: 'error', message: texts.network });
  }
  return notApplied;
}

export async function removeCoupon(locale: Locale, texts: CartToastTexts): Promise<void> {
  if (!$quoteId.get()) return;
  try {
    const { data, error } = await (await loadActions()).actions.cart.removeCoupon(actionForm({}));
    if (data) adoptSnapshot(data, locale);
    else if (!signedOutByServer(error, locale)) showToast({ kind: 'error', message: texts.network });
  } catch {
    showToast({ kind: 'error', message: texts.network });
  }
}

/** Spec §3: the express delivery price comes from configuration and is cached locally. */
export async function loadExpressDeliveryCost(): Promise<void> {
  if ($expressDeliveryCost.get() !== null) return;
  try {
    const { data } = await (await loadActions()).actions.cart.expressDeliveryCost({});
    if (typeof data === 'number') $expressDeliveryCost.set(data);
  } catch {
    // Optional line on the cart page: without it the totals still add up.
  }
}
