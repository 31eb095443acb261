/**
 * What shoppers' sign-ins and purchases came to: one-time codes asked for and checked, orders placed, and the
 * payments the provider's return page showed. Each is counted by outcome: `ok` (or the order's and payment's own
 * outcome), `refused` (the backend said no to the shopper's input: a wrong or expired code, a cart out of stock)
 * and `failed` (the backend did not answer or broke), so an alert tells shoppers' mistakes from the store's.
 */
import { CommerceAuthError, CommerceInputError, CommerceNotFoundError } from '@/lib/commerce/index.ts';
import { counter } from './metrics.ts';

export const otpCodes = counter({
  name: 'storefront_otp_codes_total',
  help: 'One-time codes, by step (request: a code sent, verify: a code checked) and outcome (ok, refused, failed).',
  labelNames: ['step', 'outcome'],
});

export const orderPlacements = counter({
  name: 'storefront_order_placements_total',
  help: 'Orders placed at checkout, by outcome: placed (cash on delivery), payment (sent to the provider\'s page), out_of_stock, refused, failed.',
  labelNames: ['outcome'],
});

export const paymentReturns = counter({
  name: 'storefront_payment_returns_total',
  help: 'Payment results shown on the provider\'s return page, by outcome (success, failed, pending, cash); a reload counts again.',
  labelNames: ['outcome'],
});

/** `refused` for an error that is the shopper's input, `failed` for the backend's own. */
export function failureOutcome(error: unknown): 'refused' | 'failed' {
  return error instanceof CommerceInputError || error instanceof CommerceAuthError || error instanceof CommerceNotFoundError ? 'refused' : 'failed';
}

/** Runs `work`, counting its outcome in `metric` under `labels`: `ok` when it resolves, else refused or failed. */
export async function countedOutcome<Result>(
  metric: { inc(labels: Record<string, string>): void },
  labels: Record<string, string>,
  work: () => Promise<Result>,
): Promise<Result> {
  try {
    const result = await work();
    metric.inc({ ...labels, outcome: 'ok' });
    return result;
  } catch (error) {
    metric.inc({ ...labels, outcome: failureOutcome(error) });
    throw error;
  }
}
