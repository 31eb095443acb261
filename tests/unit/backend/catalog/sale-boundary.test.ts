/**
 * The next sale start or end, read from the catalogue: the nearest one ahead, read again once it has passed (a second
 * after it: the sale rule counts whole seconds) or after the catalogue changes, and none when no sale is ahead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSaleBoundary, pricesValidUntil } from '../../../../backend/catalog/sale-boundary.ts';
import { magentoDateTime } from '../../../../backend/dates.ts';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { clearCatalogCache } from '../../../../backend/db/memo.ts';

let db: Database;
const T0 = Date.parse('2030-01-01T00:00:00Z');
const HOUR = 3_600_000;
const text = (ms: number) => magentoDateTime(new Date(ms));

beforeAll(() => {
  db = openDatabase(':memory:');
  const insert = db.prepare(`INSERT INTO products (sku, type_id, price, special_price, special_from_date, special_to_date, qty, is_in_stock, created_at, updated_at)
    VALUES (?, 'simple', 100, 80, ?, ?, 5, 1, ?, ?)`);
  insert.run('SALE-A', text(T0 + HOUR), text(T0 + 3 * HOUR), text(T0), text(T0));
  insert.run('SALE-B', text(T0 + 2 * HOUR), text(T0 + 4 * HOUR), text(T0), text(T0));
});
afterAll(() => db.close());

describe('nextSaleBoundary', () => {
  it('is the nearest sale start or end ahead, and the one after it once it has passed', () => {
    clearCatalogCache(db);
    expect(nextSaleBoundary(db, T0)).toBe(T0 + HOUR);
    // Within the boundary's second its price has not changed yet: the boundary still holds.
    expect(nextSaleBoundary(db, T0 + HOUR + 500)).toBe(T0 + HOUR);
    expect(nextSaleBoundary(db, T0 + HOUR + 1000)).toBe(T0 + 2 * HOUR);
    expect(nextSaleBoundary(db, T0 + 3 * HOUR + 1000)).toBe(T0 + 4 * HOUR);
    expect(nextSaleBoundary(db, T0 + 5 * HOUR)).toBeNull();
  });

  it('is read again when the clock moves back or the catalogue changes', () => {
    clearCatalogCache(db);
    expect(nextSaleBoundary(db, T0 + 5 * HOUR)).toBeNull();
    expect(nextSaleBoundary(db, T0)).toBe(T0 + HOUR);
    db.prepare("UPDATE products SET special_from_date = ? WHERE sku = 'SALE-A'").run(text(T0 + HOUR / 2));
    expect(nextSaleBoundary(db, T0)).toBe(T0 + HOUR);
    clearCatalogCache(db);
    expect(nextSaleBoundary(db, T0)).toBe(T0 + HOUR / 2);
  });
});

describe('pricesValidUntil', () => {
  it('ends a second after the next boundary, and never when no sale is ahead', () => {
    clearCatalogCache(db);
    expect(pricesValidUntil(db, T0 + 3 * HOUR + 1000)).toBe(T0 + 4 * HOUR + 1000);
    expect(pricesValidUntil(db, T0 + 5 * HOUR)).toBe(Infinity);
  });
});
