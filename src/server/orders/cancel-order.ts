/**
 * Cancelling an order from its page (spec §9: a cash-on-delivery order, while pending, up to 3 times). The order
 * is found by its number among the signed-in customer's own, then cancelled by its id; the backend's refusals are
 * its spec words in English, read here in the shopper's language.
 */
import { ActionError } from 'astro:actions';
import type { CommerceClient } from '@/lib/commerce/index.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';

/** Recorded with the order for the store's staff. */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer from the order page';

/** The backend's refusals (backend/orders/customer-cancel.ts), by their exact words. */
const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  'Only an order paid by cash on delivery can be cancelled.': 'account:orders.cancel.onlyCashOnDelivery',
  'Order already closed, complete, canceled or on hold': 'account:orders.cancel.notOpen',
  'E-cards are non-refundable, so an order with e-cards cannot be cancelled.': 'account:orders.cancel.ecards',
};

/** The refusal in the shopper's language; the form's own failure for words we do not know. */
export function cancelRefusalText(locale: Locale, refusal: string): string {
  return getT(locale)(REFUSAL_KEYS[refusal.trim()] ?? 'account:orders.cancel.failed');
}

/** Cancels the customer's own order `number`; a refusal is a BAD_REQUEST, an order not theirs a NOT_FOUND, both localized. */
export async function cancelOwnOrder(commerce: CommerceClient, number: string): Promise<{ number: string }> {
  const t = getT(commerce.locale);
  const order = await commerce.getCustomerOrder(number);
  if (!order) throw new ActionError({ code: 'NOT_FOUND', message: t('account:orders.cancel.notFound') });
  const result = await commerce.cancelCustomerOrder(order.id, CUSTOMER_CANCEL_REASON);
  if (!result.cancelled) throw new ActionError({ code: 'BAD_REQUEST', message: cancelRefusalText(commerce.locale, result.refusal) });
  return { number };
}
