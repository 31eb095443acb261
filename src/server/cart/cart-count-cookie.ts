/**
 * The cart count's display cookie (`cart_count`, src/lib/display-cookies.ts), written by the server after a cart
 * change: a shopper with script off has no page script to keep it, and the header's count on their pages comes
 * from the shopper's stylesheet, which reads it (issue 40). Scripts keep writing it too (stores/cart.ts); both say
 * the same number.
 */
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import { DISPLAY_COOKIE_MAX_AGE, DISPLAY_COOKIES } from '@/lib/display-cookies.ts';
import { isHttpsRequest } from '@/server/security/strict-transport-security.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

export function writeCartCountCookie(context: Pick<ShopperContext, 'cookies' | 'url' | 'request'>, snapshot: CartSnapshot | null): void {
  const count = snapshot?.items.reduce((sum, item) => sum + item.qty, 0) ?? 0;
  if (count === 0) {
    context.cookies.delete(DISPLAY_COOKIES.cartCount, { path: '/' });
    return;
  }
  context.cookies.set(DISPLAY_COOKIES.cartCount, String(count), {
    path: '/',
    maxAge: DISPLAY_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: isHttpsRequest(context.url, context.request),
  });
}

/** Runs a cart write and keeps the count cookie equal to the cart it answers. */
export async function keepingCartCount(context: Pick<ShopperContext, 'cookies' | 'url' | 'request'>, write: Promise<CartSnapshot>): Promise<CartSnapshot> {
  const snapshot = await write;
  writeCartCountCookie(context, snapshot);
  return snapshot;
}
