import { PROVIDER_PAYMENT_CODES } from '../checkout/payment-methods.ts';
import type { BackendConfig } from '../config.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { MagentoError } from '../errors.ts';
import { AWAITING_PAYMENT, findOrderByNumber, setOrderStatus, type OrderRow } from '../orders/orders.ts';
import { restoreOrderToCart } from '../orders/restore-cart.ts';
import { cancelOrder, markOrderPaid, type OrderDeps } from '../orders/transitions.ts';
import { outcomeOfStatus, type PaymentOutcome } from './aps-codes.ts';
import { apsCredentials } from '../aps-config.ts';
import { minorUnits } from './redirect-request.ts';
import { hasValidApsSignature, type ApsFields } from './signature.ts';

/** What a notification did: moved the order, or nothing (a replay, or an order no longer awaiting payment). */
export type NotificationResult =
  | { outcome: PaymentOutcome; orderNumber: string; status: string }
  | { outcome: 'replayed' | 'ignored'; orderNumber: string; status: string };

const FORT_ID = /^\d{1,20}$/;

function record(deps: OrderDeps, order: OrderRow, fields: ApsFields, outcome: PaymentOutcome | 'ignored'): void {
  cachedStatement(
    deps.db,
    `INSERT INTO payment_transactions (fort_id, order_id, command, response_code, status, amount, currency, outcome, payload, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    fields.fort_id ?? '',
    order.id,
    fields.command ?? null,
    fields.response_code ?? '',
    fields.status ?? '',
    /^\d{1,12}$/.test(fields.amount ?? '') ? Number(fields.amount) : null,
    fields.currency ?? null,
    outcome,
    JSON.stringify(fields),
    magentoDateTime(new Date(deps.now)),
  );
}

/**
 * The provider's server-to-server notification (APS "Direct Transaction Feedback") for a card order. Verified
 * against the response phrase in constant time, then applied once per fort_id: paid → invoiced, `processing` (or
 * `completed` for e-cards only) with e-cards delivered; failed or cancelled → `canceled`, stock returned and the
 * items put back in the shopper's cart; pending → `pending_payment`; in review → `manual_verification_needed`.
 * A replayed fort_id changes nothing. An order that is no longer awaiting payment is left as it is.
 */
export function handleApsNotification(deps: OrderDeps & { config: BackendConfig }, fields: ApsFields): NotificationResult {
  const { responsePhrase } = apsCredentials(deps.config.aps);
  if (!hasValidApsSignature(fields, responsePhrase)) throw new MagentoError(400, 'Signature mismatch.');
  return applyProviderAnswer(deps, fields);
}

/**
 * The provider's answer about a card order, its signature already verified (a notification's, or a status query's:
 * reconcile.ts), applied once per fort_id as handleApsNotification says.
 */
export function applyProviderAnswer(deps: OrderDeps & { config: BackendConfig }, fields: ApsFields): NotificationResult {
  const fortId = fields.fort_id ?? '';
  const reference = fields.merchant_reference ?? '';
  const status = fields.status ?? '';
  if (!FORT_ID.test(fortId) || !/^\d{2}$/.test(status) || !/^\d{5}$/.test(fields.response_code ?? '')) {
    throw new MagentoError(400, 'Invalid parameter format.');
  }

  return transaction(deps.db, () => {
    const order = findOrderByNumber(deps.db, reference);
    if (!order || !PROVIDER_PAYMENT_CODES.has(order.payment_method)) throw new MagentoError(404, 'Order not found.');
    const seen = cachedStatement(deps.db, 'SELECT 1 FROM payment_transactions WHERE fort_id = ?').get(fortId);
    if (seen) return { outcome: 'replayed', orderNumber: order.increment_id, status: order.status };

    const outcome = outcomeOfStatus(status);
    if (outcome === 'paid' && (fields.amount !== minorUnits(order.grand_total) || fields.currency !== order.currency_code)) {
      // A correctly signed answer for another amount is the provider's own inconsistency: nobody may be charged
      // an amount the order does not show, so the order waits for a person.
      throw new MagentoError(409, 'The paid amount does not match the order.');
    }
    if (!AWAITING_PAYMENT.has(order.status)) {
      record(deps, order, fields, 'ignored');
      return { outcome: 'ignored', orderNumber: order.increment_id, status: order.status };
    }

    record(deps, order, fields, outcome);
    if (outcome === 'paid') markOrderPaid(deps, order);
    else if (outcome === 'failed') {
      cancelOrder(deps, order, 'payment');
      restoreOrderToCart(deps.db, order);
    } else {
      setOrderStatus(deps.db, order.id, outcome === 'pending' ? 'pending_payment' : 'manual_verification_needed', magentoDateTime(new Date(deps.now)));
    }
    const moved = findOrderByNumber(deps.db, reference) as OrderRow;
    return { outcome, orderNumber: moved.increment_id, status: moved.status };
  });
}
