import { cachedStatement, type Database } from '../db/database.ts';
import type { StoreSettings } from '../store-config.ts';

/** The store's payment methods, in display order (Magento's payment method codes of the modules they stand for). */
export const PAYMENT_CODES = ['cashondelivery', 'aps_fort_cc', 'aps_apple'] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/** Methods paid at the provider (Amazon Payment Services): the order waits for its answer. */
export const PROVIDER_PAYMENT_CODES: ReadonlySet<string> = new Set<PaymentCode>(['aps_fort_cc', 'aps_apple']);

export const CASH_ON_DELIVERY: PaymentCode = 'cashondelivery';

/**
 * E-cards are paid by card only: a code is spent the moment it is read, so it cannot wait for a courier to collect
 * the cash, and it is sent as soon as the payment is confirmed (the e-cards page's promise).
 */
export const ECARDS_PAID_BY_CARD = 'Cash on delivery is not available for e-cards: pay by card.';

export interface PaymentMethodOption {
  code: PaymentCode;
  title: string;
}

const DEFAULT_MAX_COD_CANCELLATIONS = 3;

/** Cash-on-delivery orders the customer cancelled themselves (spec §9 allows 3). */
export function countCashOnDeliveryCancellations(db: Database, customerId: number): number {
  const row = cachedStatement(
    db,
    `SELECT COUNT(*) AS n FROM orders
      WHERE customer_id = ? AND payment_method = 'cashondelivery' AND status = 'canceled' AND canceled_by = 'customer'`,
  ).get(customerId) as { n: number };
  return row.n;
}

function maxCashOnDeliveryCancellations(settings: StoreSettings): number {
  const value = Number(settings('payment/cashondelivery/max_cancellations'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_COD_CANCELLATIONS;
}

/** Whether the customer may still pay cash on delivery: not after cancelling the allowed number of such orders. */
export function mayPayCashOnDelivery(db: Database, settings: StoreSettings, customerId: number): boolean {
  return countCashOnDeliveryCancellations(db, customerId) < maxCashOnDeliveryCancellations(settings);
}

export function paymentTitle(settings: StoreSettings, code: PaymentCode): string {
  return settings(`payment/${code}/title`) ?? code;
}

/** The methods offered to this customer now, for a cart with or without e-cards. */
export function paymentMethodsFor(db: Database, settings: StoreSettings, customerId: number, hasEcards: boolean): PaymentMethodOption[] {
  const cashAllowed = !hasEcards && mayPayCashOnDelivery(db, settings, customerId);
  return PAYMENT_CODES.filter((code) => code !== CASH_ON_DELIVERY || cashAllowed).map((code) => ({ code, title: paymentTitle(settings, code) }));
}
