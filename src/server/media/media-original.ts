/**
 * The original of a photo in Magento's media (`catalog/product/a/p/x.jpg`), read whole from the backend to make its
 * responsive copies from; null when there is none.
 */
import { fetchMedia } from '@/lib/commerce/index.ts';

/** Originals larger than this are not resized (a product photo is a few hundred KB). */
const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;

export async function readMediaOriginal(path: string): Promise<Uint8Array | null> {
  const file = await fetchMedia(path);
  if (!file?.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of file.body) {
    size += chunk.byteLength;
    if (size > MAX_ORIGINAL_BYTES) throw new Error(`media ${path} is larger than ${MAX_ORIGINAL_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
