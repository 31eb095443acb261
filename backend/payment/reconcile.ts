/**
 * Reconciliation: a card order still awaiting payment some time after it was placed (`reconcileAfterSeconds`) is
 * looked up at the provider with its status query (APS "Check Status", signed with the request phrase; the answer
 * verified with the response phrase), and what the provider says is applied as its notification would have been
 * (notification.ts `applyProviderAnswer`, once per fort_id). So a payment the provider approved ends as a paid order
 * even when its notification never arrived and the shopper never came back: the backend was down, the network
 * dropped it, the provider gave up.
 *
 * Runs in the background every `reconcileIntervalSeconds`, and once soon after start (a backend that was down is the
 * likeliest to have missed a notification). An order the provider has no transaction for is left to wait (the
 * shopper may still be on its page); the payment timeout cancels it later (orders/expire-unpaid.ts), so the query runs
 * well before that timeout.
 */
import { PROVIDER_PAYMENT_CODES } from '../checkout/payment-methods.ts';
import type { BackendConfig } from '../config.ts';
import { cachedStatement } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import type { OrderDeps } from '../orders/transitions.ts';
import { outcomeOfStatus } from './aps-codes.ts';
import { apsCredentials } from '../aps-config.ts';
import { applyProviderAnswer } from './notification.ts';
import { paymentStatusQueryFailures, paymentsReconciled } from './payment-metrics.ts';
import { hasValidApsSignature, signApsFields, type ApsFields } from './signature.ts';

type Deps = Omit<OrderDeps, 'now'> & { config: BackendConfig };

/** Asks the provider's status query about one order; null when it could not be asked or its answer is not trusted. */
async function checkStatus(config: BackendConfig, paymentApiUrl: string, merchantReference: string): Promise<ApsFields | null> {
  const credentials = apsCredentials(config.aps);
  const query = signApsFields(
    {
      query_command: 'CHECK_STATUS',
      access_code: credentials.accessCode,
      merchant_identifier: credentials.merchantIdentifier,
      merchant_reference: merchantReference,
      language: 'en',
    },
    credentials.requestPhrase,
  );
  try {
    const response = await fetch(paymentApiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(query),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as ApsFields;
    if (response.ok && hasValidApsSignature(answer, credentials.responsePhrase)) return answer;
  } catch {
    // unreachable or unreadable: counted below, asked again next round
  }
  paymentStatusQueryFailures.inc();
  return null;
}

/** One round: every card order awaiting payment for longer than the setting, asked about and settled. The orders settled. */
export async function reconcileCardPayments(deps: Deps, paymentApiUrl: string, now: number): Promise<string[]> {
  const before = magentoDateTime(new Date(now - deps.config.aps.reconcileAfterSeconds * 1000));
  const awaiting = cachedStatement(
    deps.db,
    `SELECT increment_id, payment_method FROM orders WHERE status IN ('payfort_fort_new', 'pending_payment') AND created_at < ? ORDER BY id LIMIT 200`,
  ).all(before) as { increment_id: string; payment_method: string }[];
  const settled: string[] = [];
  for (const order of awaiting.filter((row) => PROVIDER_PAYMENT_CODES.has(row.payment_method))) {
    const answer = await checkStatus(deps.config, paymentApiUrl, order.increment_id);
    const status = answer?.transaction_status;
    if (!answer || answer.status !== '12' || !status || outcomeOfStatus(status) === 'pending') continue;
    const result = applyProviderAnswer(
      { ...deps, now: Date.now() },
      {
        fort_id: answer.fort_id ?? '',
        merchant_reference: order.increment_id,
        amount: answer.amount ?? '',
        currency: answer.currency ?? '',
        status,
        response_code: answer.transaction_code ?? '',
        response_message: answer.transaction_message ?? '',
        command: 'CHECK_STATUS',
      },
    );
    if (result.outcome !== 'replayed' && result.outcome !== 'ignored') {
      paymentsReconciled.inc({ outcome: result.outcome });
      settled.push(`${result.orderNumber}: ${result.outcome}`);
    }
  }
  return settled;
}

/** Reconciles in the background until closed; `paymentApiUrl` is the provider's (or this backend's simulator). */
export function startPaymentReconciler(deps: Deps, paymentApiUrl: string, log: ((message: string) => void) | null) {
  const { reconcileAfterSeconds, reconcileIntervalSeconds } = deps.config.aps;
  if (reconcileAfterSeconds <= 0) return { close() {} };
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= reconcileCardPayments(deps, paymentApiUrl, Date.now())
      .then((settled) => {
        if (settled.length > 0) log?.(`[payment] reconciled from the provider's status: ${settled.join(', ')}`);
      })
      .catch((error: Error) => log?.(`[payment] reconciliation failed: ${error.message}`))
      .finally(() => (running = null));
  };
  const first = setTimeout(round, Math.min(5000, reconcileIntervalSeconds * 1000));
  const timer = setInterval(round, Math.max(1, reconcileIntervalSeconds) * 1000);
  first.unref();
  timer.unref();
  return {
    close() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
