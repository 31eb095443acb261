import type { ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { normaliseOutboxAddress } from '../otp/outbox.ts';
import { sendJson } from './respond.ts';

interface OutboxRow {
  to: string;
  channel: string;
  code: string;
  body: string;
  created_at: string;
}

/** `GET /__dev/outbox?to=…` (development mode only): messages sent to an e-mail address or phone number, newest first. */
export function serveDevOutbox(res: ServerResponse, url: URL, db: Database): void {
  const to = url.searchParams.get('to');
  if (!to || to.length > 254) {
    sendJson(res, 400, { message: '"to" is required. Enter and try again.', parameters: { fieldName: 'to' } });
    return;
  }
  const messages = db
    .prepare(
      'SELECT recipient AS "to", channel, code, body, created_at FROM dev_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 50',
    )
    .all(normaliseOutboxAddress(to)) as unknown as OutboxRow[];
  sendJson(res, 200, { messages });
}
