/**
 * Who is signed in, as the browser shows it: a display mirror of the session, which itself lives in an HttpOnly
 * cookie no script can read (src/server/session). Spec §3 "the stored user" (with its empty roles list) is kept
 * under `user`, so the header can show the full name at once on every page; the wishlist count under
 * `wishlistCount`. The header script checks the mirror against the server after load (`GET /api/session`).
 *
 * The spec §4 transitions, the browser's half:
 * - sign-in: the answer's customer cart replaces the cart mirror (the quote id switches before the next page
 *   renders), the store (locale) is saved, the local recently viewed list is dropped (the server keeps it now);
 * - sign-out: user, wishlist count and saved store are cleared, and so is the cart mirror (the customer's cart
 *   stays with the account, the browser holds no cart any more);
 * - forced sign-out (an Action answered UNAUTHORIZED, or the server no longer knows the session): the same,
 *   then /login, with "Your session has expired" shown there.
 */
import { persistentAtom } from '@nanostores/persistent';
import { actionErrorCode } from '@/lib/browser/actions-client.ts';
import { DISPLAY_COOKIES, FULL_NAME_MAX_LENGTH } from '@/lib/display-cookies.ts';
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';
import { REDIRECT_PARAM, isSafeRedirect } from '@/lib/safe-redirect.ts';
import { $cartLocale, $cartTotals, writeCartState } from '@/stores/cart/cart-mirror.ts';
import { EMPTY_CART, applySnapshot } from '@/stores/cart/cart-rules.ts';
import { recentlyViewed } from '@/stores/recently-viewed/recently-viewed-list.ts';
import { mirrorToCookie } from '@/stores/layout/display-cookie-mirror.ts';
import { STORAGE_KEYS } from '@/stores/layout/shopper-presence.ts';

/** Spec §3: the stored user carries an empty roles list (no roles exist, spec §6). */
export type StoredUser = { fullName: string; roles: [] };

export const USER_KEY = STORAGE_KEYS.user;

function decodeUser(raw: string): StoredUser | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') return null;
    const fullName = (parsed as Record<string, unknown>).fullName;
    return typeof fullName === 'string' ? { fullName: fullName.slice(0, 200), roles: [] } : null;
  } catch {
    return null;
  }
}

export const $user = persistentAtom<StoredUser | null>(USER_KEY, null, {
  encode: (user) => (user ? JSON.stringify(user) : undefined),
  decode: decodeUser,
});

export const $wishlistCount = persistentAtom<number>(STORAGE_KEYS.wishlistCount, 0, {
  encode: (count) => (count > 0 ? String(count) : undefined),
  decode: (raw) => (Number.isInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : 0),
});

/** How many times this page has set the count itself (an add, a remove, a sign-out): see wishlistCountFromServer. */
let wishlistCountChanges = 0;

/** The count as this page changed it. */
export function setWishlistCount(count: number): void {
  wishlistCountChanges += 1;
  $wishlistCount.set(count);
}

/** A mark to give wishlistCountFromServer with the count the server is about to be asked for. */
export const wishlistCountMark = (): number => wishlistCountChanges;

/**
 * The count the server told, asked for at `mark`: taken unless the page changed the count since. A session check
 * sent before an add and answered after it would put the count from before the add back.
 */
export function wishlistCountFromServer(count: number, mark: number): void {
  if (mark === wishlistCountChanges) $wishlistCount.set(count);
}

// Script-free pages show the name and the count from these cookies (src/lib/display-cookies.ts).
mirrorToCookie($user, DISPLAY_COOKIES.fullName, (user) => user?.fullName.slice(0, FULL_NAME_MAX_LENGTH) ?? '');
mirrorToCookie($wishlistCount, DISPLAY_COOKIES.wishlistCount, (count) => (count > 0 ? String(count) : ''));

/** What a successful sign-in Action answers (src/server/auth/sign-in.ts `SignInOutcome`). */
export type SignInAnswer = { fullName: string; cart: CartSnapshot | null; redirectTo: string };

/** Spec §4 "on sign-in", run before the page changes so the next page renders with the customer's cart. */
export function adoptSignIn(answer: Pick<SignInAnswer, 'fullName' | 'cart'>, locale: Locale): void {
  writeCartState(answer.cart ? applySnapshot(answer.cart) : { ...EMPTY_CART });
  if (answer.cart && answer.cart.items.length > 0) $cartTotals.set(answer.cart.totals);
  $cartLocale.set(locale);
  $user.set({ fullName: answer.fullName, roles: [] });
  recentlyViewed.set({ ar: [], en: [] });
}

/** The session's end in the browser (sign-out and forced sign-out alike). */
export function clearSignedInState(): void {
  $user.set(null);
  setWishlistCount(0);
  $cartLocale.set('');
  writeCartState({ ...EMPTY_CART });
}

/** Something to tell the shopper on the next page, once (a sign-out that changes page). */
export type SessionNotice = 'signed-out' | 'session-expired';
const NOTICE_KEY = STORAGE_KEYS.sessionNotice;

export function queueSessionNotice(notice: SessionNotice): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, notice);
  } catch {
    // Storage blocked: the page change still happens, only the toast is lost.
  }
}

export function takeSessionNotice(): SessionNotice | null {
  try {
    const notice = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return notice === 'signed-out' || notice === 'session-expired' ? notice : null;
  } catch {
    return null;
  }
}

/** Where a forced sign-out sends the shopper: /login, coming back to this page afterwards. */
export function forcedSignOutTarget(locale: Locale, currentPath: string): string {
  const login = localePath(locale, '/login');
  return isSafeRedirect(currentPath) ? `${login}?${REDIRECT_PARAM}=${encodeURIComponent(currentPath)}` : login;
}

/** Spec §4 forced sign-out in the browser: clear everything the session showed, then /login. */
export function forceSignOut(locale: Locale, navigate: (path: string) => void = (path) => window.location.assign(path)): void {
  clearSignedInState();
  queueSessionNotice('session-expired');
  navigate(forcedSignOutTarget(locale, `${location.pathname}${location.search}`));
}

/**
 * For every island and script that calls an Action for a signed-in shopper: an UNAUTHORIZED answer means the
 * server refused the session (expired, revoked) and has already ended it; the browser follows. True when it did.
 */
export function forceSignOutIfUnauthorized(error: unknown, locale: Locale, navigate?: (path: string) => void): boolean {
  if (actionErrorCode(error) !== 'UNAUTHORIZED') return false;
  forceSignOut(locale, navigate);
  return true;
}
