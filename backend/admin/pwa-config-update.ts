/**
 * `GET|PUT /rest/{store}/V1/pwa-config`: the PWA module's configuration (the announcement top bar and the express
 * delivery price) in the shape of GraphQL `pwaConfig`. Values are stored per scope like Magento's
 * core_config_data: `/rest/all/…` writes the default, `/rest/ar/…` and `/rest/en/…` that store view's own value,
 * which wins over the default; `null` in a store view removes its own value (the default applies again).
 */
import { z } from 'zod';
import { pwaConfig } from '../cms/pwa-config.ts';
import { parseInput } from '../input.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { configChangeTags } from '../notify/tags.ts';
import type { AdminScope } from './scope.ts';

/** Each field of the body and the configuration path it is stored under. */
const PATHS = {
  text: 'pwa/top_bar/text',
  bg_color: 'pwa/top_bar/bg_color',
  text_color: 'pwa/top_bar/text_color',
  font_size: 'pwa/top_bar/font_size',
  original_price: 'pwa/express_delivery/original_price',
} as const;
type Field = keyof typeof PATHS;

const colour = z.string().trim().regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'A colour is written #rgb or #rrggbb.');
const fontSize = z.string().trim().regex(/^\d{1,2}(?:\.\d{1,3})?(?:px|rem|em)$/, 'A font size is written like 14px, 0.875rem or 1em.');

export const pwaConfigBodySchema = z.object({
  config: z.strictObject({
    top_bar: z
      .strictObject({
        text: z.string().trim().max(300).nullable().optional(),
        bg_color: colour.nullable().optional(),
        text_color: colour.nullable().optional(),
        font_size: fontSize.nullable().optional(),
      })
      .optional(),
    express_delivery_with_api: z.strictObject({ original_price: z.number().min(0).max(100_000).nullable().optional() }).optional(),
  }),
});

const storeIdOf = (scope: AdminScope) => (scope.kind === 'store' ? scope.store.id : 0);

/** The configuration as the scope sees it: a store view's values with the default's fallback, or the default's. */
export function readPwaConfig(db: Database, scope: AdminScope) {
  return pwaConfig(db, storeIdOf(scope));
}

/** Writes the fields sent; returns the cache tags touched ([] when nothing changed). */
export function updatePwaConfig(db: Database, scope: AdminScope, body: unknown): string[] {
  const { config } = parseInput(pwaConfigBodySchema, body);
  const values: Partial<Record<Field, string | number | null>> = { ...config.top_bar, ...config.express_delivery_with_api };
  const storeId = storeIdOf(scope);
  const read = cachedStatement(db, 'SELECT value FROM store_config WHERE path = ? AND store_id = ?');
  let changed = false;
  for (const [field, value] of Object.entries(values) as Array<[Field, string | number | null | undefined]>) {
    if (value === undefined) continue;
    if (value === null && scope.kind === 'global') {
      throw new MagentoError(400, 'The default value of "%1" can\'t be removed; send a new value instead.', [field]);
    }
    const text = value === null ? null : String(value);
    const current = (read.get(PATHS[field], storeId) as { value: string | null } | undefined)?.value ?? null;
    if (current === text) continue;
    changed = true;
    if (text === null) cachedStatement(db, 'DELETE FROM store_config WHERE path = ? AND store_id = ?').run(PATHS[field], storeId);
    else {
      cachedStatement(db, 'INSERT INTO store_config (path, store_id, value) VALUES (?, ?, ?) ON CONFLICT (path, store_id) DO UPDATE SET value = excluded.value').run(
        PATHS[field],
        storeId,
        text,
      );
    }
  }
  return changed ? configChangeTags() : [];
}
