import type { IncomingMessage } from 'node:http';
import { MagentoError } from '../errors.ts';

/** The request body as UTF-8 text; past maxBytes the request is refused (413) without reading the rest. */
export async function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new MagentoError(413, 'Request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON text parsed; anything else is Magento's 400. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MagentoError(400, 'Decoding error: the request body is not valid JSON.');
  }
}
