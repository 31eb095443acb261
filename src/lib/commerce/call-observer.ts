/**
 * Who is told about each commerce call once it is done (the storefront's metrics, src/server/observability): the
 * call's name, how it ended and how long it took. The commerce door stays free of what listens.
 */
export type CommerceCallOutcome = 'ok' | 'failed' | 'refused';

export type CommerceCallReport = {
  /** `GraphQL ProductList`, `REST GET /V1/…`. */
  operation: string;
  /** `ok`; `failed` when it threw; `refused` when it was not sent (deadline spent, breaker open). */
  outcome: CommerceCallOutcome;
  durationMs: number;
};

const listeners = new Set<(report: CommerceCallReport) => void>();

/** Calls `listener` after every commerce call; returns the function that stops it. */
export function observeCommerceCalls(listener: (report: CommerceCallReport) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportCommerceCall(report: CommerceCallReport): void {
  for (const listener of listeners) listener(report);
}
