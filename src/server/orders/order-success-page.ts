/**
 * The order success page (`?order=<number>`, where checkout lands after a cash-on-delivery order): the signed-in
 * customer's order read from the backend (never from the URL alone), what the page says about it, and the cart the
 * browser's mirror takes after it.
 */
import type { AstroGlobal } from 'astro';
import type { CartSnapshot, OrderDetail } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';
import { parseOrderNumber } from './order-number.ts';
import { accountOrderPath, cartAfterOrder, keepPersonal, loadOwnOrder, signInPath, SIGNED_OUT, type ResultView } from './order-page.ts';

export type OrderSuccessPageView = { order: OrderDetail; result: ResultView; cart: CartSnapshot | null };

/**
 * The page's view, kept out of every cache; null (a 404) for a malformed number or someone else's; signed out, or
 * with a session the backend refused, the sign-in page that brings the shopper back here.
 */
export async function loadOrderSuccessPage(page: AstroGlobal): Promise<OrderSuccessPageView | Response | null> {
  const { locale } = page.locals;
  keepPersonal(page);
  const signIn = () => page.redirect(signInPath(locale, `${page.url.pathname}${page.url.search}`), 302);
  if (!page.locals.shopper.token) return signIn();
  const number = parseOrderNumber(page.url.searchParams.get('order'));
  const order = number === null ? null : await loadOwnOrder(page, number);
  if (order === SIGNED_OUT) return signIn();
  if (!order) return null;
  return { order, result: orderSuccessView(order, locale), cart: await cartAfterOrder(page) };
}

/** What the order success page says about the order it found: placed (and paid on delivery), or cancelled since. */

export function orderSuccessView(order: OrderDetail, locale: Locale): ResultView {
  const t = getT(locale);
  const links = [
    { label: t('pages:orderSuccess.viewOrder'), href: accountOrderPath(locale, order.number), primary: true },
    { label: t('pages:orderSuccess.continueShopping'), href: localePath(locale, '/categories') },
  ];
  if (order.statusCode === 'canceled') {
    return { tone: 'neutral', heading: t('pages:orderSuccess.cancelledHeading'), paragraphs: [t('pages:orderSuccess.cancelled', { number: order.number })], links };
  }
  const payOnDelivery = order.paymentMethods.some((method) => method.code === 'cashondelivery');
  const paragraphs = [t('pages:orderSuccess.placed', { number: order.number })];
  if (payOnDelivery) paragraphs.push(t('pages:orderSuccess.cashOnDelivery', { amount: formatPrice(order.totals.grandTotal, locale) }));
  return { tone: 'success', heading: t('pages:orderSuccess.heading'), paragraphs, links };
}
