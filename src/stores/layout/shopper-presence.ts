/**
 * Whether this browser holds anything personal for the header (a cart, a session), read from the display
 * cookies (src/lib/display-cookies.ts), the session hint and the storage keys the stores persist under, without
 * loading the stores: a new guest's page then downloads no cart, session or wishlist code until the shopper first
 * reaches for something (the store shell, src/layouts/shell.client.ts).
 *
 * The cart and session stores persist under these keys (spec §9 local-storage keys): this file names them for both.
 */
import { DISPLAY_COOKIES } from '@/lib/display-cookies.ts';
import { hasSessionHint } from '@/lib/session-hint.ts';

export const STORAGE_KEYS = {
  quoteId: 'quoteId',
  totalItemCount: 'totalItemCount',
  user: 'user',
  wishlistCount: 'wishlistCount',
  /** Adds to the cart a page left before their answer (cart-pending-adds.ts). */
  pendingCartAdds: 'cartPendingAdds',
  /** In session storage: a toast a sign-out queued for the next page. */
  sessionNotice: 'session-notice',
} as const;

export type ShopperPresence = {
  /** A cart to show in the header (and maybe to refresh). */
  cart: boolean;
  /** A session, or a notice about one ending, for the header to show. */
  session: boolean;
  /** A compare list, whose count the header shows. */
  compare: boolean;
};

type ReadableStorage = Pick<Storage, 'getItem'>;

function cookieValue(cookies: string, name: string): string {
  const prefix = `${name}=`;
  const found = cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix));
  return found === undefined ? '' : found.slice(prefix.length);
}

/** Storage that is blocked (privacy settings) or missing reads as empty. */
function has(storage: ReadableStorage | null, key: string): boolean {
  try {
    return Boolean(storage?.getItem(key));
  } catch {
    return false;
  }
}

export function shopperPresence(cookies: string, local: ReadableStorage | null, session: ReadableStorage | null): ShopperPresence {
  return {
    cart:
      cookieValue(cookies, DISPLAY_COOKIES.cartCount) !== '' ||
      has(local, STORAGE_KEYS.quoteId) ||
      has(local, STORAGE_KEYS.totalItemCount) ||
      has(local, STORAGE_KEYS.pendingCartAdds),
    session:
      hasSessionHint(cookies) ||
      cookieValue(cookies, DISPLAY_COOKIES.fullName) !== '' ||
      cookieValue(cookies, DISPLAY_COOKIES.wishlistCount) !== '' ||
      has(local, STORAGE_KEYS.user) ||
      has(local, STORAGE_KEYS.wishlistCount) ||
      has(session, STORAGE_KEYS.sessionNotice),
    compare: /^[1-9]/.test(cookieValue(cookies, DISPLAY_COOKIES.compareCount)),
  };
}

/** The page's storages, or null where reading them throws (blocked cookies and site data). */
export function browserStorages(): { local: Storage | null; session: Storage | null } {
  const get = (pick: () => Storage) => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  return { local: get(() => window.localStorage), session: get(() => window.sessionStorage) };
}
