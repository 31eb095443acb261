import type { IncomingMessage } from 'node:http';
import { MagentoError } from '../errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The request body, or Magento's 413 once it grows past `limit` bytes. */
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
