import { configValue } from '../cms/pwa-config.ts';
import { cachedStatement, type Database } from '../db/database.ts';

/** The store's payment methods, in display order (Magento's payment method codes of the modules they stand for). */
export const PAYMENT_CODES = ['cashondelivery', 'aps_fort_cc', 'aps_apple'] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/** Methods paid at the provider (Amazon Payment Services): the order waits for its answer. */
export const PROVIDER_PAYMENT_CODES: ReadonlySet<string> = new Set<PaymentCode>(['aps_fort_cc', 'aps_apple']);

export const CASH_ON_DELIVERY: PaymentCode = 'cashondelivery';

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

function maxCashOnDeliveryCancellations(db: Database, storeId: number): number {
  const value = Number(configValue(db, 'payment/cashondelivery/max_cancellations', storeId));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_COD_CANCELLATIONS;
}

/** Whether the customer may still pay cash on delivery: not after cancelling the allowed number of such orders. */
export function mayPayCashOnDelivery(db: Database, customerId: number, storeId: number): boolean {
  return countCashOnDeliveryCancellations(db, customerId) < maxCashOnDeliveryCancellations(db, storeId);
}

export function paymentTitle(db: Database, code: PaymentCode, storeId: number): string {
  return configValue(db, `payment/${code}/title`, storeId) ?? code;
}

/** The methods offered to this customer now. */
export function paymentMethodsFor(db: Database, customerId: number, storeId: number): PaymentMethodOption[] {
  return PAYMENT_CODES.filter((code) => code !== CASH_ON_DELIVERY || mayPayCashOnDelivery(db, customerId, storeId)).map((code) => ({
    code,
    title: paymentTitle(db, code, storeId),
  }));
}
