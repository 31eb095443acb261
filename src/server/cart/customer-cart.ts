/**
 * A signed-in customer's cart as the server owns it (spec §4): found through the session's token, never through
 * a cart id from the browser.
 * - It belongs to one store view; on a locale switch it is claimed for the page's store (`POST /V1/carts/mine`),
 *   which keeps its lines, as the guest move does.
 * - A guest cart the browser still names (the cart cookie: what the shopper filled before signing in) is merged
 *   into it (`mergeCarts`: quantities capped at stock by the backend) and the cookie dropped. Done on every read,
 *   so a merge that failed at sign-in (backend hiccup) happens on the next request and no guest line is lost.
 */
import {
  addCartItem,
  claimCustomerCart,
  CommerceInputError,
  CommerceNotFoundError,
  getCustomerCart,
  mergeGuestCart,
  type CartSnapshot,
  type CartView,
} from '@/lib/commerce/index.ts';
import { needsStoreMove } from '@/lib/cart-identity.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { clearCartCookie, readCartCookie, type CartRequest } from './cart-cookie.ts';
import { applyCartChange, loadCartSnapshot, type CartChange } from './guest-cart.ts';

/** The guest cart the cookie names, merged into `cart`; a guest cart the backend no longer has is just forgotten. */
async function takeOverGuestCart(locale: Locale, context: CartRequest, cart: CartView, token: string): Promise<CartView> {
  const guestId = readCartCookie(context.cookies);
  if (!guestId || guestId === cart.id) return cart;
  try {
    const merged = await mergeGuestCart(locale, guestId, cart.id, { token });
    clearCartCookie(context);
    return merged;
  } catch (error) {
    // Gone, inactive or not a guest cart: nothing to merge. Anything else (backend down) keeps the cookie for later.
    if (!(error instanceof CommerceNotFoundError || error instanceof CommerceInputError)) throw error;
    clearCartCookie(context);
    return cart;
  }
}

/** The customer's cart in this locale's store, with any guest cart merged in. */
export async function customerCart(locale: Locale, context: CartRequest, token: string): Promise<CartView> {
  let cart = await getCustomerCart(locale, { token });
  if (needsStoreMove(cart.storeId, locale)) {
    await claimCustomerCart(locale, { token });
    cart = await getCustomerCart(locale, { token });
  }
  return takeOverGuestCart(locale, context, cart, token);
}

export async function currentCustomerCart(locale: Locale, context: CartRequest, token: string): Promise<CartSnapshot> {
  const cart = await customerCart(locale, context, token);
  return loadCartSnapshot(locale, cart.id, { token });
}

export async function addToCustomerCart(
  locale: Locale,
  context: CartRequest,
  token: string,
  line: { sku: string; qty: number },
): Promise<CartSnapshot> {
  const cart = await customerCart(locale, context, token);
  await addCartItem(locale, cart.id, line, { token });
  return loadCartSnapshot(locale, cart.id, { token });
}

export async function changeCustomerCart(locale: Locale, context: CartRequest, token: string, change: CartChange): Promise<CartSnapshot> {
  const cart = await customerCart(locale, context, token);
  await applyCartChange(locale, cart.id, change, { token });
  return loadCartSnapshot(locale, cart.id, { token });
}
