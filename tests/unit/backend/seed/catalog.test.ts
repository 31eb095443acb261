/**
 * The seed's product copy: a description is the product's own story, the same whatever the stock. Delivery
 * promises belong to the product page's delivery box, which knows whether the product can be sent today at all
 * (a sold-out phone whose description said "Same-day delivery in Doha" promised what the store could not keep),
 * and an e-card's code leaves only once the order is paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db, new Date('2026-03-01T09:00:00Z'));
});
afterAll(() => db.close());

interface CopyRow { sku: string; type_id: string; store_id: number; description: string | null }

const copy = () => db.prepare(
  'SELECT p.sku, p.type_id, ps.store_id, ps.description FROM products p JOIN product_store ps ON ps.product_id = p.id',
).all() as unknown as CopyRow[];

describe('the seed\'s product descriptions', () => {
  it('promise no delivery, in either language', () => {
    const rows = copy();
    expect(rows.length).toBeGreaterThan(100);
    const promising = rows.filter((row) => /same-day|7:30|نفس اليوم|٧:٣٠/i.test(row.description ?? ''));
    expect(promising.map((row) => `${row.sku}@${String(row.store_id)}`)).toEqual([]);
  });

  it('say an e-card\'s code comes once the payment is confirmed, never "instantly"', () => {
    const ecards = copy().filter((row) => row.type_id === 'virtual');
    expect(ecards.length).toBeGreaterThan(0);
    for (const row of ecards) {
      expect(row.description).not.toMatch(/delivered instantly|يصلك الرمز فوراً/);
      expect(row.description).toMatch(row.store_id === 2 ? /once the payment is confirmed/ : /بعد تأكيد الدفع/);
    }
  });
});
