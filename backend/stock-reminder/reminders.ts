import { z } from 'zod';
import { findProductBySku, PRODUCT_NOT_FOUND } from '../catalog/products.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { MagentoError } from '../errors.ts';
import { parseInput } from '../input.ts';
import { verifiedPhone } from '../otp/guest-phone.ts';
import type { Store } from '../stores.ts';

const MESSAGES = {
  customer: {
    en: 'We will e-mail you when this product is back in stock.',
    ar: 'سنرسل إليك بريداً إلكترونياً عندما يعود هذا المنتج إلى المخزون.',
  },
  guestPhone: {
    en: 'We will send you a text message when this product is back in stock.',
    ar: 'سنرسل إليك رسالة نصية عندما يعود هذا المنتج إلى المخزون.',
  },
  inStock: {
    en: 'This product is in stock, so no reminder is needed: you can add it to your cart now.',
    ar: 'هذا المنتج متوفر حالياً، يمكنك إضافته إلى السلة الآن.',
  },
} as const;

const PHONE_VERIFICATION_REQUIRED = 'Verify your phone number to get a stock reminder.';
const PHONE_VERIFICATION_INVALID = 'Your phone verification has expired. Verify your phone number again.';

const reminderBody = z.object({
  sku: z.string({ error: '"sku" is required. Enter and try again.' }).trim().min(1).max(64),
  /** A guest's proof of a verified phone (verifyGuestPhone); a signed-in customer sends none. */
  phone_verification_token: z.string().max(128).nullish(),
});

/** Who is to be told: the signed-in customer (at their current e-mail and phone), or a guest's verified phone. */
export interface ReminderRequester {
  customerId: number | null;
  now: number;
}

/**
 * `POST /V1/stock-reminder {sku}` with a customer token, or `{sku, phone_verification_token}` from a guest:
 * remembers to tell the shopper when an out-of-stock product returns. Asking twice is fine (same answer, one
 * reminder); a product that is in stock needs none (400); a guest without a live phone proof gets a 400 that
 * says to verify first.
 */
export function requestStockReminder(db: Database, store: Store, body: unknown, requester: ReminderRequester): { success: true; message: string } {
  const { sku, phone_verification_token: proof } = parseInput(reminderBody, body);
  const product = findProductBySku(db, sku, store.id);
  if (!product) throw new MagentoError(404, PRODUCT_NOT_FOUND);
  if (product.is_in_stock === 1 && product.qty > 0) throw new MagentoError(400, MESSAGES.inStock[store.code]);
  const insert = cachedStatement(
    db,
    'INSERT INTO stock_reminders (product_id, customer_id, telephone, store_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  if (requester.customerId !== null) {
    insert.run(product.id, requester.customerId, null, store.id, magentoDateTime());
    return { success: true, message: MESSAGES.customer[store.code] };
  }
  if (!proof) throw new MagentoError(400, PHONE_VERIFICATION_REQUIRED, { fieldName: 'phone_verification_token' });
  const telephone = verifiedPhone(db, proof, requester.now);
  if (!telephone) throw new MagentoError(400, PHONE_VERIFICATION_INVALID, { fieldName: 'phone_verification_token' });
  insert.run(product.id, null, telephone, store.id, magentoDateTime());
  return { success: true, message: MESSAGES.guestPhone[store.code] };
}
