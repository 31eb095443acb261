import type { Database } from '../db/database.ts';
import { storeSettings } from '../store-config.ts';

/** The PWA module's configuration: announcement top bar and express delivery price. */
export function pwaConfig(db: Database, storeId: number) {
  const value = storeSettings(db, storeId);
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
