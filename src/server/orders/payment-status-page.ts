/**
 * The payment status page's answer (spec §2 `payment/status`, §4 return parameters), decided on the server:
 * - the provider's return, by GET or POST, once read and checked: 303 to the order's clean status address
 *   (`?increment_id=<number>`), so nothing the provider sent back (the shopper's e-mail, the masked card, the
 *   signature) stays in the address bar, the history or a link the shopper shares; the session cookie goes with the
 *   GET and a reload never posts again. The clean address is the result itself, open to the order's owner;
 * - missing or garbage parameters: `invalid` (400);
 * - signed out: `signIn`, with a way back to this order's result;
 * - an order the shopper does not have: `notFound` (404);
 * - else the order's real state from the backend, as an outcome (payment-outcome.ts), and the cart after it.
 */
import type { AstroGlobal } from 'astro';
import type { CartSnapshot, OrderDetail } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';
import { accountOrderPath, cartAfterOrder, itemsBackInCart, loadOwnOrder, signInPath, SIGNED_OUT, type ResultView } from './order-page.ts';
import { paymentReturns } from '@/server/observability/shopper-outcome-metrics.ts';
import { paymentOutcome, pendingReason, type PaymentOutcome } from './payment-outcome.ts';
import { paymentReturnFromPost, paymentReturnFromUrl } from './payment-return.ts';

export type PaymentStatusState =
  | { kind: 'invalid' }
  | { kind: 'signIn'; returnPath: string }
  | { kind: 'notFound' }
  | { kind: 'order'; order: OrderDetail; outcome: PaymentOutcome; cart: CartSnapshot | null };

/** The order's result page without the provider's fields: where a return is sent on to, and sign-in brings back to. */
export function orderResultPath(pathname: string, orderNumber: string): string {
  return `${pathname}?${new URLSearchParams({ increment_id: orderNumber })}`;
}

export async function paymentStatusState(page: Pick<AstroGlobal, 'request' | 'url' | 'cookies' | 'redirect' | 'locals'>): Promise<PaymentStatusState | Response> {
  const payment = page.request.method === 'POST' ? await paymentReturnFromPost(page.request) : paymentReturnFromUrl(page.url);
  if (typeof payment === 'string') return { kind: 'invalid' };
  const clean = orderResultPath(page.url.pathname, payment.orderNumber);
  if (page.request.method === 'POST' || `${page.url.pathname}${page.url.search}` !== clean) return page.redirect(clean, 303);
  const order = await loadOwnOrder(page, payment.orderNumber);
  if (order === SIGNED_OUT) return { kind: 'signIn', returnPath: orderResultPath(page.url.pathname, payment.orderNumber) };
  if (!order) return { kind: 'notFound' };
  const outcome = paymentOutcome(order);
  paymentReturns.inc({ outcome });
  return { kind: 'order', order, outcome, cart: await cartAfterOrder(page) };
}

/** What the page says for `state` (`currentPath`: this page with its query, to check a pending payment again). */
export function paymentResultView(state: Exclude<PaymentStatusState, { kind: 'notFound' }>, locale: Locale, currentPath: string): ResultView {
  const t = getT(locale);
  const myOrders = { label: t('pages:paymentStatus.myOrders'), href: localePath(locale, '/account/orders') };
  if (state.kind === 'invalid') {
    return {
      tone: 'neutral',
      heading: t('pages:paymentStatus.invalid.heading'),
      paragraphs: [t('pages:paymentStatus.invalid.message')],
      links: [{ ...myOrders, primary: true }, { label: t('pages:paymentStatus.contactSupport'), href: localePath(locale, '/contact') }],
    };
  }
  if (state.kind === 'signIn') {
    return {
      tone: 'neutral',
      heading: t('pages:paymentStatus.signIn.heading'),
      paragraphs: [t('pages:paymentStatus.signIn.message')],
      links: [{ label: t('pages:paymentStatus.signIn.action'), href: signInPath(locale, state.returnPath), primary: true }],
    };
  }
  const { order } = state;
  const viewOrder = { label: t('pages:paymentStatus.viewOrder'), href: accountOrderPath(locale, order.number) };
  const numberLine = t('pages:paymentStatus.orderNumber', { number: order.number });
  switch (state.outcome) {
    case 'success':
      return {
        tone: 'success',
        heading: t('pages:paymentStatus.success.heading'),
        // `completed` is an order of e-cards only: paid and delivered at once, nothing left to prepare.
        paragraphs: [
          numberLine,
          t(order.statusCode === 'completed' ? 'pages:paymentStatus.success.ecards' : 'pages:paymentStatus.success.message', {
            amount: formatPrice(order.totals.grandTotal, locale),
          }),
        ],
        links: [{ ...viewOrder, primary: true }, { label: t('pages:paymentStatus.continueShopping'), href: localePath(locale, '/categories') }],
      };
    case 'failed': {
      const paragraphs = [t('pages:paymentStatus.failed.message', { number: order.number })];
      if (itemsBackInCart(order, state.cart)) paragraphs.push(t('pages:paymentStatus.failed.itemsBack'));
      return {
        tone: 'failure',
        heading: t('errors:payment.failed'),
        paragraphs,
        links: [{ label: t('pages:paymentStatus.failed.tryAgain'), href: localePath(locale, '/cart'), primary: true }, viewOrder],
      };
    }
    case 'pending':
      return {
        tone: 'pending',
        heading: t('pages:paymentStatus.pending.heading'),
        paragraphs: [numberLine, t(`pages:paymentStatus.pending.${pendingReason(order.statusCode)}`)],
        links: [{ label: t('pages:paymentStatus.pending.checkAgain'), href: currentPath, primary: true }, viewOrder],
      };
    case 'cash':
      return {
        tone: 'neutral',
        heading: t('pages:paymentStatus.cash.heading'),
        paragraphs: [t('pages:paymentStatus.cash.message', { number: order.number })],
        links: [{ ...viewOrder, primary: true }, myOrders],
      };
  }
}
