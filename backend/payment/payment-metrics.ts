/**
 * What reconciliation did, in the backend's `/metrics` (prom-client's default registry, which http/metrics.ts
 * serves): card orders settled from the provider's status query because no notification had arrived, by outcome,
 * and the status queries that failed. Tests run several backends in one process: each finds the counters the first
 * one registered.
 */
import client, { type Counter, type CounterConfiguration } from 'prom-client';

function counter<Label extends string>(config: CounterConfiguration<Label>): Counter<Label> {
  return (client.register.getSingleMetric(config.name) as Counter<Label> | undefined) ?? new client.Counter(config);
}

export const paymentsReconciled = counter({
  name: 'backend_payments_reconciled_total',
  help: "Card orders settled from the payment provider's status query because no notification had arrived, by outcome.",
  labelNames: ['outcome'],
});

export const paymentStatusQueryFailures = counter({
  name: 'backend_payment_status_query_failures_total',
  help: 'Payment provider status queries that failed (unreachable, or an answer without a valid signature).',
});
