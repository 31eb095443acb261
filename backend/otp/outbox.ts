import type { BackendConfig } from '../config.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  recipient: string;
  channel: OutboxChannel;
  code: string;
  body: string;
}

/**
 * The embedded backend sends no real e-mail or SMS: messages land in the `dev_outbox` table and, unless quiet,
 * in the server log, so a developer (or a test) can read the code.
 */
export function deliverToOutbox(db: Database, config: Pick<BackendConfig, 'quiet'>, message: OutboxMessage): void {
  cachedStatement(db, 'INSERT INTO dev_outbox (recipient, channel, code, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    message.recipient,
    message.channel,
    message.code,
    message.body,
    magentoDateTime(),
  );
  if (!config.quiet) console.log(`[backend] outbox ${message.channel} to ${message.recipient}: ${message.body}`);
}

/** Accepts the forms a developer types: any-case e-mail, '+974 5512 3456', '55123456', '97455123456'. */
export function normaliseOutboxAddress(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return value.toLowerCase();
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? `974${digits}` : digits;
}
