import type { ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { sendJson } from '../http/respond.ts';

/** `GET /__dev/outbox?to=…` (development mode only): messages sent to an e-mail address or phone number. */
export function serveDevOutbox(res: ServerResponse, _url: URL, _db: Database): void {
  sendJson(res, 200, { messages: [] });
}
