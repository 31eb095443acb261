/**
 * The route-cache tags each admin change produces, computed on a seeded database: a product change names the
 * product, every category listing that shows it (its categories and their anchor ancestors), its brand and
 * `catalogue`; a block change `cms`; a configuration change `config`; a save that changes nothing, none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveBlock } from '../../../../backend/admin/cms-block-repository.ts';
import { updateProduct } from '../../../../backend/admin/product-update.ts';
import { updatePwaConfig } from '../../../../backend/admin/pwa-config-update.ts';
import { adminScope } from '../../../../backend/admin/scope.ts';
import { openDatabase, transaction, type Database } from '../../../../backend/db/database.ts';
import { blockChangeTags, configChangeTags, productChangeTags } from '../../../../backend/notify/tags.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
});
afterAll(() => db.close());

const BASE = 'http://backend.test';
const productId = (sku: string) => (db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number }).id;
/** A change applied and rolled back, so each test starts from the seed. */
function dryRun<T>(change: () => T): T {
  let result: T | undefined;
  try {
    transaction(db, () => {
      result = change();
      throw new Error('roll back');
    });
  } catch (error) {
    if ((error as Error).message !== 'roll back') throw error;
  }
  return result as T;
}

describe('product changes', () => {
  it('name the product, each listing that shows it (anchor ancestors included), its brand and the catalogue', () => {
    // A pair of headphones: category 20 (headphones) below 6 (audio), in 17 (browse all products) too.
    const row = db
      .prepare(
        `SELECT p.id, p.sku, p.brand_id FROM products p JOIN category_products cp ON cp.product_id = p.id AND cp.category_id = 20
         WHERE p.brand_id IS NOT NULL ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number; sku: string; brand_id: number };
    const tags = productChangeTags(db, row.id);
    expect(tags[0]).toBe(`product:${row.sku}`);
    expect(tags).toEqual(expect.arrayContaining(['category:20', 'category:6', 'category:17', `brand:${row.brand_id}`, 'catalogue']));
    expect(tags.filter((tag) => tag.startsWith('category:')).every((tag) => /^category:\d+$/.test(tag))).toBe(true);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).not.toContain('cms');
    expect(tags).not.toContain('config');
  });

  it('are what a product PUT returns, in any scope, and nothing for a save that changes nothing', () => {
    const tags = dryRun(() => updateProduct(db, 'APPL-1001', adminScope('all'), { product: { price: 1 } }, BASE));
    expect(tags).toEqual(productChangeTags(db, productId('APPL-1001')));
    expect(dryRun(() => updateProduct(db, 'APPL-1001', adminScope('en'), { product: { name: 'Renamed' } }, BASE))).toEqual(tags);
    const price = (db.prepare("SELECT price FROM products WHERE sku = 'APPL-1001'").get() as { price: number }).price;
    expect(dryRun(() => updateProduct(db, 'APPL-1001', adminScope('all'), { product: { price } }, BASE))).toEqual([]);
  });

  it('leave out a product tag the storefront could not take (spaces, commas, non-ASCII), keeping the rest', () => {
    const tags = dryRun(() => {
      db.prepare("UPDATE products SET sku = 'ماك بوك, 1' WHERE sku = 'APPL-1001'").run();
      return productChangeTags(db, productId('ماك بوك, 1'));
    });
    expect(tags.some((tag) => tag.startsWith('product:'))).toBe(false);
    expect(tags).toContain('catalogue');
  });
});

describe('content and configuration changes', () => {
  it('a CMS block change is cms; a save that changes nothing is none', () => {
    expect(blockChangeTags()).toEqual(['cms']);
    const id = (db.prepare("SELECT block_id FROM cms_blocks WHERE identifier = 'pwa_social_feed_en'").get() as { block_id: number }).block_id;
    expect(dryRun(() => saveBlock(db, id, { block: { title: 'Follow us' } }).tags)).toEqual(['cms']);
    expect(dryRun(() => saveBlock(db, id, { block: { active: true } }).tags)).toEqual([]);
  });

  it('a pwaConfig change is config; a save that changes nothing is none', () => {
    expect(configChangeTags()).toEqual(['config']);
    expect(dryRun(() => updatePwaConfig(db, adminScope('ar'), { config: { top_bar: { text: 'عرض جديد' } } }))).toEqual(['config']);
    expect(dryRun(() => updatePwaConfig(db, adminScope('all'), { config: { express_delivery_with_api: { original_price: 25 } } }))).toEqual([]);
  });
});
