/**
 * What the drills under load (`npm run bench:faults`, `npm run bench:deploy`) read from their shoppers' records and
 * from the backend's database to fill their tables: the longest run of errors, the failures by kind, the orders and
 * their payments as the database holds them, and orders sharing a cart.
 */
import { DatabaseSync } from 'node:sqlite';
import type { RequestRecord } from './storefront-shopper.ts';

/** A shopper's request, with who sent it. */
export type DrillSample = RequestRecord & { who: string };

/** The longest run of consecutive failed requests (in time order), in seconds from its first start to its last end. */
export function longestErrorRun(window: readonly DrillSample[]): number {
  let longest = 0;
  let runStart: number | null = null;
  for (const sample of [...window].sort((a, b) => a.at - b.at)) {
    if (sample.ok) runStart = null;
    else {
      runStart ??= sample.at;
      longest = Math.max(longest, sample.at + sample.ms - runStart);
    }
  }
  return longest / 1000;
}

/**
 * The failed requests of a window by who, what and how, with how long they took (a breaker's refusal is at once, a
 * timeout takes its deadline): `buyer Action checkout.placeOrder 503 ×4 (0.1-8.2 s), …`.
 */
export function failureKinds(window: readonly DrillSample[]): string {
  const kinds = new Map<string, { count: number; fastest: number; slowest: number }>();
  for (const sample of window.filter((one) => !one.ok)) {
    // A 5xx Varnish made itself (no storefront answered) is told apart from the storefront's own.
    const from = (sample.status ?? 0) >= 500 && sample.storefront === false ? ' (Varnish)' : '';
    const key = `${sample.who} ${sample.label} ${sample.status ?? sample.error}${from}`;
    const kind = kinds.get(key) ?? { count: 0, fastest: Infinity, slowest: 0 };
    kinds.set(key, { count: kind.count + 1, fastest: Math.min(kind.fastest, sample.ms), slowest: Math.max(kind.slowest, sample.ms) });
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return [...kinds]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([key, { count, fastest, slowest }]) => `${key} ×${count} (${fastest === slowest ? seconds(slowest) : `${seconds(fastest)}-${seconds(slowest)}`} s)`)
    .join(', ');
}

export function openReadOnly(database: string): DatabaseSync {
  return new DatabaseSync(database, { readOnly: true });
}

export const PAID = new Set(['processing', 'complete']);

/** Payments the provider simulator approved, by merchant reference (the order number), with when. */
export function approvedRefs(db: DatabaseSync): Map<string, number> {
  const rows = db.prepare("SELECT merchant_reference AS ref, created_at AS at FROM aps_simulator_transactions WHERE json_extract(response, '$.status') = '14'").all() as {
    ref: string;
    at: number;
  }[];
  return new Map(rows.map((row) => [row.ref, row.at]));
}

export function statuses(db: DatabaseSync): Map<string, { status: string; cartId: number | null }> {
  const rows = db.prepare('SELECT increment_id AS number, status, cart_id AS cartId FROM orders').all() as { number: string; status: string; cartId: number | null }[];
  return new Map(rows.map((row) => [row.number, { status: row.status, cartId: row.cartId }]));
}

/**
 * Orders sharing a cart with another. orders.cart_id is UNIQUE, so the database itself refuses a second order of one
 * cart; counted anyway, as the drills' own check.
 */
export function doubledOrders(db: DatabaseSync): Set<string> {
  const rows = db
    .prepare('SELECT increment_id AS number FROM orders WHERE cart_id IN (SELECT cart_id FROM orders WHERE cart_id IS NOT NULL GROUP BY cart_id HAVING COUNT(*) > 1)')
    .all() as { number: string }[];
  return new Set(rows.map((row) => row.number));
}
