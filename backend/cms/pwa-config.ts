import { cachedStatement, type Database } from '../db/database.ts';

const VALUE = `SELECT value FROM store_config WHERE path = ? AND store_id IN (0, ?) ORDER BY store_id DESC LIMIT 1`;

/** A configuration value for a store view: the store's own value, else the default scope's (Magento's fallback). */
export function configValue(db: Database, path: string, storeId: number): string | null {
  const row = cachedStatement(db, VALUE).get(path, storeId) as { value: string | null } | undefined;
  return row?.value ?? null;
}

/** The PWA module's configuration: announcement top bar and express delivery price. */
export function pwaConfig(db: Database, storeId: number) {
  const value = (path: string) => configValue(db, path, storeId);
  const expressPrice = value('pwa/express_delivery/original_price');
  return {
    top_bar: {
      bg_color: value('pwa/top_bar/bg_color'),
      font_size: value('pwa/top_bar/font_size'),
      text: value('pwa/top_bar/text'),
      text_color: value('pwa/top_bar/text_color'),
    },
    express_delivery_with_api: { original_price: expressPrice === null ? null : Number(expressPrice) },
  };
}
