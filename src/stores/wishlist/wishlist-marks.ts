/**
 * The signed-in shopper's list as the product buttons of a page show it: which products are on it (product id
 * -> wishlist item id). Product and listing pages are cached and the same for everyone, so this is learned after
 * load, and only when the browser's session mirror says someone is signed in (`$user`): an anonymous visit asks
 * the server nothing. Every change updates the header's count (`$wishlistCount`, src/stores/auth/session-mirror.ts).
 *
 * Spec §8: a failed add is the warning "Error adding item to wishlist"; a failed remove the generic error. A
 * shopper who is not signed in is sent to sign in, coming back to this page (spec §6). The texts arrive with the
 * first answer, already in the page's language.
 */
import { atom } from 'nanostores';
import { actionErrorCode, loadActions } from '@/lib/browser/actions-client.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { $user, forceSignOutIfUnauthorized, setWishlistCount } from '@/stores/auth/session-mirror.ts';
import { showToast } from '@/stores/ui/toast.ts';

export type WishlistToastTexts = { added: string; removed: string; addFailed: string; removeFailed: string };

/** null: not known (signed out, not loaded yet, or the server could not tell). */
export const $wishlistMarks = atom<ReadonlyMap<number, number> | null>(null);
export const $wishlistTexts = atom<WishlistToastTexts | null>(null);

function setMarks(marks: ReadonlyMap<number, number>): void {
  $wishlistMarks.set(marks);
  setWishlistCount(marks.size);
}

let loading: Promise<void> | null = null;

/**
 * Once per page: the shopper's marks, when the session mirror says someone is signed in. A session the mirror does
 * not know yet (a sign-in through a plain form, or storage cleared) is filled in by the header after load
 * (session-header.client.ts): the marks follow as soon as it is.
 */
export function loadWishlistMarks(locale: Locale): Promise<void> {
  if ($user.get() === null && loading === null) {
    const stop = $user.listen((user) => {
      if (user === null) return;
      stop();
      void loadWishlistMarks(locale);
    });
    return Promise.resolve();
  }
  loading ??= (async () => {
    try {
      const { data, error } = await (await loadActions()).actions.account.wishlist({});
      if (error) {
        forceSignOutIfUnauthorized(error, locale);
        return;
      }
      if (!data) return;
      $wishlistTexts.set(data.texts);
      setMarks(new Map(data.marks.map((mark) => [mark.productId, mark.wishlistItemId])));
    } catch {
      // Offline or the server failed: the buttons keep their plain-form behaviour.
    }
  })();
  return loading;
}

/** The wishlist page already knows the list (it rendered it): the marks and texts start from there, no request. */
export function seedWishlist(marks: readonly { productId: number; wishlistItemId: number }[], texts: WishlistToastTexts): void {
  loading = Promise.resolve();
  $wishlistTexts.set(texts);
  setMarks(new Map(marks.map((mark) => [mark.productId, mark.wishlistItemId])));
}

export function isSignedInHere(): boolean {
  return $user.get() !== null;
}


function toast(kind: 'success' | 'warning' | 'error', pick: keyof WishlistToastTexts): void {
  const message = $wishlistTexts.get()?.[pick];
  if (message) showToast({ kind, message });
}

/** Adds the product (with the variant on show, on a configurable product's page); true when it is on the list afterwards. */
export async function addToWishlist(locale: Locale, productId: number, variantId?: number): Promise<boolean> {
  const form = new FormData();
  form.set('productId', String(productId));
  if (variantId) form.set('variantId', String(variantId));
  try {
    const { data, error } = await (await loadActions()).actions.account.addToWishlist(form);
    if (error) {
      if (!forceSignOutIfUnauthorized(error, locale)) toast('warning', 'addFailed');
      return false;
    }
    setMarks(new Map($wishlistMarks.get() ?? []).set(data.productId, data.wishlistItemId));
    toast('success', 'added');
    return true;
  } catch {
    toast('warning', 'addFailed');
    return false;
  }
}

/** Removes the product's item; true when it is off the list afterwards (an item already gone counts). */
export async function removeFromWishlist(locale: Locale, productId: number, wishlistItemId: number): Promise<boolean> {
  const form = new FormData();
  form.set('wishlistItemId', String(wishlistItemId));
  try {
    const { error } = await (await loadActions()).actions.account.removeFromWishlist(form);
    if (error && actionErrorCode(error) !== 'NOT_FOUND') {
      if (!forceSignOutIfUnauthorized(error, locale)) toast('error', 'removeFailed');
      return false;
    }
    const marks = new Map($wishlistMarks.get() ?? []);
    marks.delete(productId);
    setMarks(marks);
    toast('success', 'removed');
    return true;
  } catch {
    toast('error', 'removeFailed');
    return false;
  }
}
