import type { IncomingMessage } from 'node:http';
import { MagentoError } from '../errors.ts';

/** The largest request body any route reads. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The request body, or Magento's 413 once it grows past `limit` bytes (the rest is not read). */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new MagentoError(413, 'Request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The request body as UTF-8 text, with the same limit. */
export async function readBodyText(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return (await readBody(req, limit)).toString('utf8');
}

/** JSON text parsed; anything else is Magento's 400. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MagentoError(400, 'Decoding error: the request body is not valid JSON.');
  }
}
