import { z } from 'zod';
import { findProductBySku, PRODUCT_NOT_FOUND } from '../catalog/products.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { emailAddress, parseInput } from '../input.ts';
import { magentoDateTime } from '../dates.ts';
import type { Store } from '../stores.ts';

const MESSAGES = {
  saved: {
    en: 'We will e-mail you when this product is back in stock.',
    ar: 'سنرسل إليك بريداً إلكترونياً عندما يعود هذا المنتج إلى المخزون.',
  },
  inStock: {
    en: 'This product is in stock, so no reminder is needed: you can add it to your cart now.',
    ar: 'هذا المنتج متوفر حالياً، يمكنك إضافته إلى السلة الآن.',
  },
} as const;

const reminderBody = z.object({
  sku: z.string({ error: '"sku" is required. Enter and try again.' }).trim().min(1).max(64),
  email: emailAddress('Please enter a valid email address.'),
});

/**
 * `POST /V1/stock-reminder {sku, email}`: remembers to tell the shopper when an out-of-stock product returns.
 * Asking twice is fine (same answer, one reminder); a product that is in stock needs none (400).
 */
export function requestStockReminder(db: Database, store: Store, body: unknown): { success: true; message: string } {
  const { sku, email } = parseInput(reminderBody, body);
  const product = findProductBySku(db, sku, store.id);
  if (!product) throw new MagentoError(404, PRODUCT_NOT_FOUND);
  if (product.is_in_stock === 1 && product.qty > 0) throw new MagentoError(400, MESSAGES.inStock[store.code]);
  cachedStatement(
    db,
    'INSERT INTO stock_reminders (product_id, email, store_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (product_id, email) DO NOTHING',
  ).run(product.id, email, store.id, magentoDateTime());
  return { success: true, message: MESSAGES.saved[store.code] };
}
