/**
 * The next price change, read from the catalogue: the nearest sale start or end ahead, read again once it has come or
 * after the catalogue changes, and none when no sale is ahead. The sale rule counts whole seconds and is strict: a
 * start changes prices a second after it, an end at its own instant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPriceChange, pricesValidUntil } from '../../../../backend/catalog/sale-boundary.ts';
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

describe('nextPriceChange', () => {
  it('is a second after the nearest sale start ahead, or the nearest sale end itself, and the next once it has come', () => {
    clearCatalogCache(db);
    expect(nextPriceChange(db, T0)).toBe(T0 + HOUR + 1000);
    // Within the start's second its price has not changed yet: the change is still ahead.
    expect(nextPriceChange(db, T0 + HOUR + 500)).toBe(T0 + HOUR + 1000);
    expect(nextPriceChange(db, T0 + HOUR + 1000)).toBe(T0 + 2 * HOUR + 1000);
    // An end changes the price at its own instant (the sale is over while now equals its end).
    expect(nextPriceChange(db, T0 + 3 * HOUR - 1)).toBe(T0 + 3 * HOUR);
    expect(nextPriceChange(db, T0 + 3 * HOUR)).toBe(T0 + 4 * HOUR);
    expect(nextPriceChange(db, T0 + 4 * HOUR)).toBeNull();
  });

  it('is read again when the clock moves back or the catalogue changes', () => {
    clearCatalogCache(db);
    expect(nextPriceChange(db, T0 + 5 * HOUR)).toBeNull();
    expect(nextPriceChange(db, T0)).toBe(T0 + HOUR + 1000);
    db.prepare("UPDATE products SET special_from_date = ? WHERE sku = 'SALE-A'").run(text(T0 + HOUR / 2));
    expect(nextPriceChange(db, T0)).toBe(T0 + HOUR + 1000);
    clearCatalogCache(db);
    expect(nextPriceChange(db, T0)).toBe(T0 + HOUR / 2 + 1000);
  });
});

describe('pricesValidUntil', () => {
  it('ends at the next price change, and never when no sale is ahead', () => {
    clearCatalogCache(db);
    expect(pricesValidUntil(db, T0)).toBe(T0 + HOUR / 2 + 1000);
    expect(pricesValidUntil(db, T0 + 3 * HOUR + 1000)).toBe(T0 + 4 * HOUR);
    expect(pricesValidUntil(db, T0 + 5 * HOUR)).toBe(Infinity);
  });
});
