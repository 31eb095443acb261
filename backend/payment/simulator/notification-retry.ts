/**
 * The simulator sends its notification again until the merchant takes it, as the provider does with a Direct
 * Transaction Feedback the merchant did not answer with HTTP 200: 1 s, 2 s, 4 s … at most 60 s apart, given up a day
 * after the payment. The retries live in the simulator's ledger (provider-ledger.ts), so a backend restarted
 * mid-payment picks them up where they were.
 */
import type { Database } from '../../db/database.ts';
import { retryDelay } from '../../notify/delivery.ts';
import type { ApsFields } from '../signature.ts';
import { notifyMerchant } from './decision.ts';
import { dueNotifications, markNotificationFailed, markNotified, nextNotificationAt, recordAnswer } from './provider-ledger.ts';

export const NOTIFICATION_RETRY = { firstRetryMs: 1000, maxRetryMs: 60_000, giveUpAfterMs: 86_400_000 };

export type NotificationRetries = {
  /** Records the answer, then notifies the merchant once now; a failure is retried in the background. */
  notify(notifyUrl: string, response: ApsFields): Promise<boolean>;
  close(): void;
};

export function createNotificationRetries(db: Database, options: { now?: () => number; log?: (message: string) => void } = {}): NotificationRetries {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let running = false;

  const schedule = () => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    const next = nextNotificationAt(db);
    timer = next === null ? null : setTimeout(() => void sendDue(), Math.max(0, next - now()));
    timer?.unref();
  };

  const attempt = async (fortId: string, notifyUrl: string, response: ApsFields, attempts: number, createdAt: number): Promise<boolean> => {
    const delivered = await notifyMerchant(notifyUrl, response);
    if (closed) return delivered;
    if (delivered) {
      markNotified(db, fortId, now());
      if (attempts > 0) options.log?.(`[payment-simulator] notification for ${response.merchant_reference} taken after ${attempts + 1} attempts`);
      return true;
    }
    const giveUp = now() - createdAt >= NOTIFICATION_RETRY.giveUpAfterMs;
    markNotificationFailed(db, fortId, giveUp ? null : now() + retryDelay(attempts + 1, NOTIFICATION_RETRY.firstRetryMs, NOTIFICATION_RETRY.maxRetryMs));
    options.log?.(`[payment-simulator] notification for ${response.merchant_reference} not taken (attempt ${attempts + 1})${giveUp ? '; given up' : '; retrying'}`);
    return false;
  };

  async function sendDue(): Promise<void> {
    if (running || closed) return;
    running = true;
    try {
      for (const due of dueNotifications(db, now())) await attempt(due.fortId, due.notifyUrl, due.response, due.attempts, due.createdAt);
    } finally {
      running = false;
      schedule();
    }
  }

  schedule();
  return {
    async notify(notifyUrl, response) {
      const at = now();
      // Due again only after the first attempt's own deadline, so the background round does not send it alongside.
      recordAnswer(db, response, notifyUrl, at, at + NOTIFICATION_RETRY.firstRetryMs + 5000);
      const delivered = await attempt(response.fort_id ?? '', notifyUrl, response, 0, at);
      schedule();
      return delivered;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
