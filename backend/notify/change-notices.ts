/**
 * The table of change notices owed to storefronts (`change_notices`, a transactional outbox): a notice is written
 * in the transaction of the change it announces, one row per storefront URL, so a committed change is never left
 * unannounced, even if the process stops before delivering it.
 */
import { cachedStatement, type Database } from '../db/database.ts';

/** The body the storefront's `/api/revalidate` reads: `{"tags": [...], "at": "<ISO time of the change>"}`. */
export interface Notice {
  tags: string[];
  at: string;
}

/** The storefront refuses more tags than this in one notice (and a body over 64 KB). */
export const MAX_NOTICE_TAGS = 500;
export const MAX_NOTICE_BYTES = 32 * 1024;

export function noticeBody(notice: Notice): string {
  return JSON.stringify({ tags: notice.tags, at: notice.at });
}

export function enqueueNotice(db: Database, urls: readonly string[], tags: readonly string[], now: number = Date.now()): void {
  const insert = cachedStatement(
    db,
    'INSERT INTO change_notices (url, tags, changed_at, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)',
  );
  const unique = JSON.stringify([...new Set(tags)]);
  for (const url of urls) insert.run(url, unique, new Date(now).toISOString(), now, now);
}

export interface PendingNotice {
  id: number;
  url: string;
  tags: string[];
  changedAt: string;
  createdAt: number;
  attempts: number;
}

/**
 * The pending notices of every URL that has one due at `now`, oldest first: a storefront being tried gets
 * everything it has not had yet, in one merged notice, whatever each notice's own backoff says.
 */
export function dueNotices(db: Database, now: number, limit = 500): PendingNotice[] {
  const rows = cachedStatement(
    db,
    `SELECT id, url, tags, changed_at, created_at, attempts FROM change_notices
     WHERE delivered_at IS NULL AND failed_at IS NULL AND url IN (
       SELECT url FROM change_notices WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?)
     ORDER BY id LIMIT ?`,
  ).all(now, limit) as Array<{ id: number; url: string; tags: string; changed_at: string; created_at: number; attempts: number }>;
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    tags: JSON.parse(row.tags) as string[],
    changedAt: row.changed_at,
    createdAt: row.created_at,
    attempts: row.attempts,
  }));
}

/** The earliest time a pending notice is due, or null when none is pending. */
export function nextDueAt(db: Database): number | null {
  const row = cachedStatement(
    db,
    'SELECT MIN(next_attempt_at) AS next FROM change_notices WHERE delivered_at IS NULL AND failed_at IS NULL',
  ).get() as { next: number | null };
  return row.next;
}

export function markDelivered(db: Database, ids: readonly number[], now: number): void {
  cachedStatement(db, 'UPDATE change_notices SET delivered_at = ?, attempts = attempts + 1 WHERE id IN (SELECT value FROM json_each(?))').run(
    now,
    JSON.stringify(ids),
  );
}

export function markRetry(db: Database, id: number, nextAttemptAt: number, error: string): void {
  cachedStatement(db, 'UPDATE change_notices SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?').run(
    nextAttemptAt,
    error.slice(0, 500),
    id,
  );
}

export function markFailed(db: Database, id: number, now: number, error: string): void {
  cachedStatement(db, 'UPDATE change_notices SET attempts = attempts + 1, failed_at = ?, last_error = ? WHERE id = ?').run(
    now,
    error.slice(0, 500),
    id,
  );
}

/** Forgets delivered notices after a day and given-up ones after a week (kept that long for inspection). */
export function pruneNotices(db: Database, now: number): void {
  cachedStatement(db, 'DELETE FROM change_notices WHERE delivered_at < ? OR failed_at < ?').run(now - 86_400_000, now - 7 * 86_400_000);
}

/**
 * Due notices of one URL merged into as few bodies as the storefront accepts: the union of their tags (in order)
 * and the latest change time. A storefront that was down gets one purge for everything it missed.
 */
export function mergeNotices(notices: readonly PendingNotice[]): Array<{ notice: Notice; ids: number[] }> {
  const batches: Array<{ notice: Notice; ids: number[] }> = [];
  for (const pending of notices) {
    const last = batches.at(-1);
    if (last) {
      const tags = [...new Set([...last.notice.tags, ...pending.tags])];
      const at = pending.changedAt > last.notice.at ? pending.changedAt : last.notice.at;
      if (tags.length <= MAX_NOTICE_TAGS && noticeBody({ tags, at }).length <= MAX_NOTICE_BYTES) {
        last.notice = { tags, at };
        last.ids.push(pending.id);
        continue;
      }
    }
    batches.push({ notice: { tags: [...pending.tags], at: pending.changedAt }, ids: [pending.id] });
  }
  return batches;
}
