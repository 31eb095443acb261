/**
 * Placing the order (spec §1, §2): the cart the shopper reviewed becomes an order, once. The cart id is the
 * backend's idempotency key, so a double click or a retry after a lost answer gets the same order back.
 * - Cash on delivery: the shopper goes to the order-success page.
 * - Card or Apple Pay: the order waits for payment; the answer carries the provider's signed form, which the
 *   island posts (return to `/{locale}/payment/status` on this storefront). The form may only go to the configured
 *   payment page origin (the page's CSP `form-action` allows no other).
 * - Out of stock: the short lines, by name, for the cart page to mark; nothing was ordered.
 * Every outcome also carries the customer's cart as it now is, so the browser's cart mirror follows.
 */
import {
  CommerceOutOfStockError,
  CommerceResponseError,
  getPaymentRedirect,
  paymentPageOrigin,
  placeOrder,
  type CartSnapshot,
  type OutOfStockItem,
  type PaymentRedirect,
} from '@/lib/commerce/index.ts';
import { paysOnProviderPage } from '@/lib/checkout.ts';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';
import { siteOrigin } from '@/lib/i18n/urls.ts';
import type { CartRequest } from '../cart/cart-cookie.ts';
import { currentCustomerCart } from '../cart/customer-cart.ts';
import type { SessionRequest } from '../session/customer-session.ts';

export type PlacedOrder =
  | { kind: 'placed'; orderNumber: string; next: string; cart: CartSnapshot | null }
  | { kind: 'pay'; orderNumber: string; payment: PaymentRedirect; cart: CartSnapshot | null }
  | { kind: 'out-of-stock'; items: OutOfStockItem[] };

type OrderRequest = CartRequest & SessionRequest & { url: URL };

/** The storefront's own payment status page, where the provider sends the shopper back. */
export function paymentReturnUrl(siteOrigin: string, locale: Locale): string {
  return new URL(localePath(locale, '/payment/status'), siteOrigin).href;
}

/** The new, empty cart after the order; a hiccup reading it only leaves the mirror to the next page's refresh. */
async function cartAfterOrder(locale: Locale, context: OrderRequest, token: string): Promise<CartSnapshot | null> {
  return currentCustomerCart(locale, context, token).catch(() => null);
}

export async function placeCheckoutOrder(
  locale: Locale,
  context: OrderRequest,
  token: string,
  order: { cartId: string; paymentCode: string },
): Promise<PlacedOrder> {
  let orderNumber: string;
  try {
    orderNumber = await placeOrder(locale, order.cartId, { token });
  } catch (error) {
    if (error instanceof CommerceOutOfStockError) return { kind: 'out-of-stock', items: error.items };
    throw error;
  }
  if (!paysOnProviderPage(order.paymentCode)) {
    const next = `${localePath(locale, '/order-success')}?order=${encodeURIComponent(orderNumber)}`;
    return { kind: 'placed', orderNumber, next, cart: await cartAfterOrder(locale, context, token) };
  }
  const payment = await getPaymentRedirect(locale, orderNumber, paymentReturnUrl(siteOrigin(context.url), locale), { token });
  if (new URL(payment.url).origin !== paymentPageOrigin()) {
    throw new CommerceResponseError(`payment page ${new URL(payment.url).origin} is not PAYMENT_PAGE_ORIGIN (${paymentPageOrigin()})`);
  }
  return { kind: 'pay', orderNumber, payment, cart: await cartAfterOrder(locale, context, token) };
}
