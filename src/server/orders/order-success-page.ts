/** What the order success page says about the order it found: placed (and paid on delivery), or cancelled since. */
import type { OrderDetail } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';
import { accountOrderPath, type ResultView } from './order-page.ts';

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
