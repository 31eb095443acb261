import { randomInt } from 'node:crypto';
import type { BackendConfig } from '../config.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { deliverToOutbox } from '../otp/outbox.ts';
import { storeById, type StoreCode } from '../stores.ts';
import { loadOrderItems, type OrderRow } from './orders.ts';

/** Letters and digits a person cannot confuse (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A card code: 16 characters in four groups, e.g. `K7QM-2XRP-9HWD-TB4N`. */
function newCardCode(): string {
  const characters = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

function messageBody(store: StoreCode, sender: string, productName: string, code: string): string {
  return store === 'en'
    ? `${sender} sent you a Matjar e-card: ${productName}. Your code: ${code}. E-cards are non-refundable.`
    : `أرسل لك ${sender} بطاقة إلكترونية من متجر: ${productName}. الرمز: ${code}. البطاقات الإلكترونية غير قابلة للاسترداد.`;
}

/**
 * Delivers the order's e-cards: one code per unit, kept with the order item and sent at once to the recipient's
 * e-mail and mobile number (whichever were given) through the outbox. Runs inside the transaction that marks the
 * order paid, so a code is never sent for an order that did not change, nor twice; and an order not recorded as
 * paid gets none, whoever calls (e-cards are paid by card only: `ECARDS_PAID_BY_CARD`).
 */
export function deliverEcards(db: Database, config: Pick<BackendConfig, 'quiet'>, order: OrderRow, now: string): number {
  const payment = cachedStatement(db, 'SELECT paid_at FROM orders WHERE id = ?').get(order.id) as { paid_at: string | null } | undefined;
  if (!payment?.paid_at) return 0;
  const items = loadOrderItems(db, [order.id], order.store_id).filter((item) => item.product_type === 'virtual');
  const { n: already } = cachedStatement(
    db,
    'SELECT COUNT(*) AS n FROM ecard_codes WHERE order_item_id IN (SELECT id FROM order_items WHERE order_id = ?)',
  ).get(order.id) as { n: number };
  if (items.length === 0 || already > 0) return 0;
  const store = storeById(order.store_id).code;
  const sender = `${order.customer_firstname} ${order.customer_lastname}`;
  const insert = cachedStatement(db, 'INSERT INTO ecard_codes (order_item_id, code, delivered_at) VALUES (?, ?, ?)');
  let delivered = 0;
  for (const item of items) {
    for (let unit = 0; unit < item.qty_ordered; unit++) {
      const code = newCardCode();
      insert.run(item.id, code, now);
      const body = messageBody(store, sender, item.name, code);
      if (order.ecard_recipient_email) deliverToOutbox(db, config, { recipient: order.ecard_recipient_email, channel: 'email', code, body });
      if (order.ecard_recipient_telephone) deliverToOutbox(db, config, { recipient: order.ecard_recipient_telephone, channel: 'sms', code, body });
      delivered++;
    }
  }
  return delivered;
}
