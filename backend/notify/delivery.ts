/**
 * Delivers the change notices of `change_notices` in the background: every due notice of a storefront URL, merged,
 * POSTed with a fresh signature. A storefront that is down or failing is tried again with exponential backoff
 * (1 s, 2 s, 4 s … at most 60 s apart); a notice still undelivered a day after its change is given up and logged.
 * Nothing here runs inside an admin request: the request only wakes the deliverer after its commit.
 */
import type { Database } from '../db/database.ts';
import {
  dueNotices,
  markDelivered,
  markFailed,
  markRetry,
  mergeNotices,
  nextDueAt,
  noticeBody,
  pruneNotices,
  type Notice,
} from './change-notices.ts';
import { noticeHeaders } from './signature.ts';

export interface DeliveryOptions {
  secret: string;
  firstRetryMs?: number;
  maxRetryMs?: number;
  giveUpAfterMs?: number;
  /** How long one POST may take before it counts as failed. */
  timeoutMs?: number;
  logger?: Pick<Console, 'info' | 'warn' | 'error'> | null;
  now?: () => number;
}

export const DELIVERY_DEFAULTS = { firstRetryMs: 1000, maxRetryMs: 60_000, giveUpAfterMs: 86_400_000, timeoutMs: 5000 };

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelay(attempts: number, firstRetryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

type Outcome = { ok: true } | { ok: false; error: string; permanent: boolean };

export class NoticeDeliverer {
  private readonly db: Database;
  private readonly options: Required<Omit<DeliveryOptions, 'logger'>> & { logger: DeliveryOptions['logger'] };
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly abort = new AbortController();
  /** URLs whose last delivery failed: their recovery is logged once. */
  private readonly failing = new Set<string>();

  constructor(db: Database, options: DeliveryOptions) {
    this.db = db;
    this.options = { ...DELIVERY_DEFAULTS, now: Date.now, ...options, logger: options.logger === undefined ? console : options.logger };
  }

  /** Delivers what is due now (again after the current round, if one is running). */
  wake(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.schedule();
      }
    });
  }

  /** Stops the timer and any delivery in flight (it stays in the table for the next start). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.abort.abort();
    await this.running;
  }

  /** Resolves once no delivery round is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = nextDueAt(this.db);
    if (next === null) return;
    this.timer = setTimeout(() => this.wake(), Math.max(0, next - this.options.now()));
    this.timer.unref();
  }

  private async deliverDue(): Promise<void> {
    const now = this.options.now();
    pruneNotices(this.db, now);
    const byUrl = new Map<string, ReturnType<typeof dueNotices>>();
    for (const notice of dueNotices(this.db, now)) byUrl.set(notice.url, [...(byUrl.get(notice.url) ?? []), notice]);
    await Promise.all([...byUrl].map(([url, notices]) => this.deliverTo(url, notices)));
  }

  private async deliverTo(url: string, notices: ReturnType<typeof dueNotices>): Promise<void> {
    const batches = mergeNotices(notices);
    for (const [index, batch] of batches.entries()) {
      const outcome = this.closed ? { ok: false as const, error: 'backend stopping', permanent: false } : await this.post(url, batch.notice);
      const now = this.options.now();
      if (outcome.ok) {
        markDelivered(this.db, batch.ids, now);
        if (this.failing.delete(url)) this.log('info', `[notify] ${url} is reachable again; delivered ${batch.ids.length} pending notice(s)`);
        continue;
      }
      if (!this.failing.has(url)) {
        this.failing.add(url);
        this.log('warn', `[notify] could not deliver a change notice to ${url} (${outcome.error}); retrying with backoff`);
      }
      // The storefront is failing: what was not tried in this round waits with the same backoff.
      for (const pending of batches.slice(index).flatMap((later) => notices.filter((n) => later.ids.includes(n.id)))) {
        this.fail(pending, outcome, now);
      }
      return;
    }
  }

  private fail(pending: ReturnType<typeof dueNotices>[number], outcome: Extract<Outcome, { ok: false }>, now: number): void {
    const { firstRetryMs, maxRetryMs, giveUpAfterMs } = this.options;
    if (outcome.permanent || now - pending.createdAt >= giveUpAfterMs) {
      markFailed(this.db, pending.id, now, outcome.error);
      const why = outcome.permanent ? 'the storefront refused it' : `still failing after ${pending.attempts + 1} attempts`;
      this.log('error', `[notify] gave up change notice #${pending.id} to ${pending.url} (${pending.tags.join(', ')}): ${why}: ${outcome.error}`);
      return;
    }
    markRetry(this.db, pending.id, now + retryDelay(pending.attempts + 1, firstRetryMs, maxRetryMs), outcome.error);
  }

  private async post(url: string, notice: Notice): Promise<Outcome> {
    const body = noticeBody(notice);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: noticeHeaders(this.options.secret, body, this.options.now()),
        body,
        redirect: 'error',
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      // 400 and 413 say this very notice is malformed or too large: sending it again cannot help. Anything else
      // (401 for a secret that is being changed, 404 for a storefront still deploying, 5xx) may pass later.
      return { ok: false, error: `HTTP ${response.status}`, permanent: response.status === 400 || response.status === 413 };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { ok: false, error: cause ?? (error as Error).message, permanent: false };
    }
  }

  private log(level: 'info' | 'warn' | 'error', message: string): void {
    this.options.logger?.[level](message);
  }
}
