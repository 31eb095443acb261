import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from './db/database.ts';
import { sendJson } from './http/respond.ts';

/** Serves `/media/…` (generated catalogue images). */
export function serveMedia(_req: IncomingMessage, res: ServerResponse, _url: URL, _db: Database): void {
  sendJson(res, 404, { message: 'Media not found.', parameters: [] });
}
