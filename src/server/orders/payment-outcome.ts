/**
 * What the payment status page tells the shopper, from the order's real state as the backend answers it (never
 * from the provider's return parameters):
 * - `success`: paid (`processing`, or `completed` for e-cards only);
 * - `failed`: "Payment failed" (`canceled`: declined, cancelled at the provider or unpaid too long), the items back
 *   in the cart;
 * - `pending`: the result is not in yet (`payfort_fort_new`), the provider reported it pending (`pending_payment`)
 *   or it is under review (`manual_verification_needed`); an unknown status is pending too, never a success;
 * - `cash`: not a card order (cash on delivery): nothing was paid online.
 */
import type { OrderDetail } from '@/lib/commerce/index.ts';

export type PaymentOutcome = 'success' | 'failed' | 'pending' | 'cash';

/** Payment methods paid through the provider's hosted checkout (card, Apple Pay). */
const ONLINE_PAYMENT = /^aps_/;

export function isPaidOnline(order: Pick<OrderDetail, 'paymentMethods'>): boolean {
  return order.paymentMethods.some((method) => ONLINE_PAYMENT.test(method.code));
}

export function paymentOutcome(order: Pick<OrderDetail, 'statusCode' | 'paymentMethods'>): PaymentOutcome {
  if (!isPaidOnline(order)) return 'cash';
  switch (order.statusCode) {
    case 'processing':
    case 'completed':
      return 'success';
    case 'canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

/** The pending explanation to show: which of the three waits this is. */
export type PendingReason = 'awaitingResult' | 'providerPending' | 'underReview';

export function pendingReason(statusCode: string): PendingReason {
  if (statusCode === 'pending_payment') return 'providerPending';
  if (statusCode === 'manual_verification_needed') return 'underReview';
  return 'awaitingResult';
}
