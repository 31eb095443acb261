/**
 * A product's gallery through Magento's media API: `GET /rest/{store}/V1/products/{sku}/media` lists the entries,
 * `GET …/media/{entryId}` answers one, and `PUT …/media/{entryId}` with `{entry: {...}}` changes what an editor
 * changes of an image already uploaded: its `label` (the alt text), its `position`, and its `types` (an entry with
 * `image`, `small_image` or `thumbnail` becomes the first image: the product page's main image and the cards'
 * thumbnail). The file itself is read-only here. An entry's id is stable across reorders.
 *
 * An image is part of what a shopper sees of one product, so a change names the product's pages
 * (`product:<sku>`: its own page and every listing, carousel or related strip showing its card) and nothing else.
 */
import { z } from 'zod';
import { magentoDateTime } from '../dates.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { parseInput } from '../input.ts';
import { productChangeTags } from '../notify/tags.ts';
import { parseEntityId } from './entity-fields.ts';
import { productNotFound } from './product-update.ts';

const IMAGE_ROLES = ['image', 'small_image', 'thumbnail', 'swatch_image'] as const;

export const mediaEntryBodySchema = z.object({
  entry: z.object({
    id: z.number().int().optional(),
    media_type: z.literal('image').optional(),
    label: z.string().max(255).nullable().optional(),
    position: z.number().int().min(1).max(1000).optional(),
    disabled: z.literal(false).optional(),
    types: z.array(z.enum(IMAGE_ROLES)).max(IMAGE_ROLES.length).optional(),
    file: z.string().max(300).optional(),
  }),
});

type MediaRow = { id: number; position: number; file: string; label: string | null };

const PRODUCT_ID = 'SELECT id FROM products WHERE sku = ?';
const ENTRIES = 'SELECT rowid AS id, position, file, label FROM product_images WHERE product_id = ? ORDER BY position, rowid';

const entryNotFound = (id: number) =>
  new MagentoError(404, 'No image with the provided ID was found. Verify the ID and try again.', { id: String(id) });

export const parseMediaEntryId = (raw: string) => parseEntityId(raw, entryNotFound);

function productIdOf(db: Database, sku: string): number {
  const row = cachedStatement(db, PRODUCT_ID).get(sku) as { id: number } | undefined;
  if (!row) throw productNotFound();
  return row.id;
}

/** Magento's `ProductAttributeMediaGalleryEntryInterface` of one gallery row, at its 1-based place. */
function toEntry(row: MediaRow, index: number) {
  return {
    id: row.id,
    media_type: 'image',
    label: row.label,
    position: index + 1,
    disabled: false,
    types: index === 0 ? ['image', 'small_image', 'thumbnail'] : [],
    file: row.file,
  };
}

export function listMediaEntries(db: Database, sku: string) {
  return (cachedStatement(db, ENTRIES).all(productIdOf(db, sku)) as MediaRow[]).map(toEntry);
}

export function readMediaEntry(db: Database, sku: string, entryId: number) {
  const entry = listMediaEntries(db, sku).find((candidate) => candidate.id === entryId);
  if (!entry) throw entryNotFound(entryId);
  return entry;
}

/** Applies the body to the gallery entry; returns the cache tags it touched ([] if nothing changed). */
export function updateMediaEntry(db: Database, sku: string, entryId: number, body: unknown): string[] {
  const input = parseInput(mediaEntryBodySchema, body).entry;
  const productId = productIdOf(db, sku);
  const rows = cachedStatement(db, ENTRIES).all(productId) as MediaRow[];
  const index = rows.findIndex((row) => row.id === entryId);
  if (index === -1) throw entryNotFound(entryId);
  const row = rows[index]!;
  if (input.id !== undefined && input.id !== entryId) throw new MagentoError(400, 'The image ID in the body does not match the ID in the URL.');
  if (input.file !== undefined && input.file !== row.file) throw new MagentoError(400, 'The "%1" field can\'t be changed through this API.', ['file']);

  const wantsFirst = (input.types ?? []).some((role) => role !== 'swatch_image');
  const place = wantsFirst ? 0 : Math.min(rows.length, input.position ?? index + 1) - 1;
  const order = rows.filter((other) => other.id !== entryId);
  order.splice(place, 0, row);
  const label = input.label === undefined ? row.label : input.label;
  const moved = order.some((other, at) => other.id !== rows[at]!.id);
  if (!moved && label === row.label) return [];

  // Positions are part of the key: park every row out of the way, then number them in their new order.
  cachedStatement(db, 'UPDATE product_images SET position = -position - 1 WHERE product_id = ?').run(productId);
  order.forEach((entry, at) => cachedStatement(db, 'UPDATE product_images SET position = ? WHERE rowid = ?').run(at + 1, entry.id));
  cachedStatement(db, 'UPDATE product_images SET label = ? WHERE rowid = ?').run(label, entryId);
  cachedStatement(db, 'UPDATE products SET updated_at = ? WHERE id = ?').run(magentoDateTime(new Date()), productId);
  return productChangeTags(db, productId, { sellable: false, stock: false, sale: false });
}
