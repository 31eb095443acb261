/**
 * Placing the order (spec §1, §2): the cart the shopper reviewed becomes an order, once. The checkout's cart,
 * issued by the server with the checkout page (src/server/shopper/cart-cookies.ts), is the backend's
 * idempotency key, so a double click or a retry after a lost answer gets the same order back.
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
  paymentPageOrigin,
  type CartSnapshot,
  type CommerceClient,
  type OutOfStockItem,
  type PaymentRedirect,
} from '@/lib/commerce/index.ts';
import { paysOnProviderPage } from '@/domain/checkout-rules.ts';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';
import { siteOrigin } from '@/server/security/public-origin.ts';
import { currentCart } from '@/server/cart/current-cart.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { onCheckoutCart } from './on-checkout-cart.ts';
import { failureOutcome, orderPlacements } from '@/server/observability/shopper-outcome-metrics.ts';

export type PlacedOrder =
  | { kind: 'placed'; orderNumber: string; next: string; cart: CartSnapshot | null }
  | { kind: 'pay'; orderNumber: string; payment: PaymentRedirect; cart: CartSnapshot | null }
  | { kind: 'out-of-stock'; items: OutOfStockItem[] };

/** The storefront's own payment status page, where the provider sends the shopper back. */
export function paymentReturnUrl(siteOrigin: string, locale: Locale): string {
  return new URL(localePath(locale, '/payment/status'), siteOrigin).href;
}

/** The new, empty cart after the order; a hiccup reading it only leaves the mirror to the next page's refresh. */
async function cartAfterOrder(context: ShopperContext): Promise<CartSnapshot | null> {
  return currentCart(context).catch(() => null);
}

/** Places the order of the checkout's cart (on-checkout-cart.ts), which is also its idempotency key. */
export async function placeCheckoutOrder(context: ShopperContext, paymentCode: string): Promise<PlacedOrder> {
  try {
    const placed = await onCheckoutCart(context, (commerce, cartId) => placeOrderOf(context, commerce, cartId, paymentCode));
    orderPlacements.inc({ outcome: PLACEMENT_OUTCOMES[placed.kind] });
    return placed;
  } catch (error) {
    orderPlacements.inc({ outcome: failureOutcome(error) });
    throw error;
  }
}

const PLACEMENT_OUTCOMES: Record<PlacedOrder['kind'], string> = { placed: 'placed', pay: 'payment', 'out-of-stock': 'out_of_stock' };

async function placeOrderOf(context: ShopperContext, commerce: CommerceClient, cartId: string, paymentCode: string): Promise<PlacedOrder> {
  const { locale } = commerce;
  let orderNumber: string;
  try {
    orderNumber = await commerce.placeOrder(cartId);
  } catch (error) {
    if (error instanceof CommerceOutOfStockError) return { kind: 'out-of-stock', items: error.items };
    throw error;
  }
  if (!paysOnProviderPage(paymentCode)) {
    const next = `${localePath(locale, '/order-success')}?order=${encodeURIComponent(orderNumber)}`;
    return { kind: 'placed', orderNumber, next, cart: await cartAfterOrder(context) };
  }
  const payment = await commerce.getPaymentRedirect(orderNumber, paymentReturnUrl(siteOrigin(context.url), locale));
  if (new URL(payment.url).origin !== paymentPageOrigin()) {
    throw new CommerceResponseError(`payment page ${new URL(payment.url).origin} is not PAYMENT_PAGE_ORIGIN (${paymentPageOrigin()})`);
  }
  return { kind: 'pay', orderNumber, payment, cart: await cartAfterOrder(context) };
}
