/**
 * The simulator's record of its answers (migration 042): kept before the merchant is told, so a notification that
 * failed is sent again and a status query finds the answer, whatever happened to the merchant meanwhile.
 */
import { cachedStatement, type Database } from '../../db/database.ts';
import type { ApsFields } from '../signature.ts';

export type LedgerEntry = { fortId: string; response: ApsFields; notifyUrl: string; attempts: number; createdAt: number };

type Row = { fort_id: string; response: string; notify_url: string; attempts: number; created_at: number };

const entry = (row: Row): LedgerEntry => ({
  fortId: row.fort_id,
  response: JSON.parse(row.response) as ApsFields,
  notifyUrl: row.notify_url,
  attempts: row.attempts,
  createdAt: row.created_at,
});

/** Records an answer whose notification is (re)sent from `nextAttemptAt` unless the first attempt is taken. */
export function recordAnswer(db: Database, response: ApsFields, notifyUrl: string, createdAt: number, nextAttemptAt: number): void {
  cachedStatement(
    db,
    'INSERT INTO aps_simulator_transactions (fort_id, merchant_reference, response, notify_url, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(response.fort_id ?? '', response.merchant_reference ?? '', JSON.stringify(response), notifyUrl, nextAttemptAt, createdAt);
}

/** The newest answer about an order (a shopper may have tried twice), or null when the provider has none. */
export function latestAnswerFor(db: Database, merchantReference: string): LedgerEntry | null {
  const row = cachedStatement(
    db,
    'SELECT fort_id, response, notify_url, attempts, created_at FROM aps_simulator_transactions WHERE merchant_reference = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  ).get(merchantReference) as Row | undefined;
  return row ? entry(row) : null;
}

export function dueNotifications(db: Database, now: number): LedgerEntry[] {
  return (
    cachedStatement(
      db,
      'SELECT fort_id, response, notify_url, attempts, created_at FROM aps_simulator_transactions WHERE next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 50',
    ).all(now) as Row[]
  ).map(entry);
}

export function nextNotificationAt(db: Database): number | null {
  const row = cachedStatement(db, 'SELECT MIN(next_attempt_at) AS next FROM aps_simulator_transactions WHERE next_attempt_at IS NOT NULL').get() as {
    next: number | null;
  };
  return row.next;
}

export function markNotified(db: Database, fortId: string, now: number): void {
  cachedStatement(db, 'UPDATE aps_simulator_transactions SET attempts = attempts + 1, notified_at = ?, next_attempt_at = NULL WHERE fort_id = ?').run(now, fortId);
}

/** A failed attempt: the next one at `nextAt`, or none (given up) when null. */
export function markNotificationFailed(db: Database, fortId: string, nextAt: number | null): void {
  cachedStatement(db, 'UPDATE aps_simulator_transactions SET attempts = attempts + 1, next_attempt_at = ? WHERE fort_id = ?').run(nextAt, fortId);
}
