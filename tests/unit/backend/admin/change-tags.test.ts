/**
 * The route-cache tags each admin change produces, computed on a seeded database (the rules of
 * backend/notify/tags.ts): a change to what a shopper sees of a product (price, name, texts) names only the
 * product; going out of or back into stock, or becoming sellable or not, names the listings it leaves or rejoins
 * too; a sale change names the deals list; the menus only when a category's or brand's count crosses zero; a
 * block change its own block; a configuration change `config`; a save that changes nothing, none.
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
  // A speaker: category 21 (speakers) below 6 (audio), in 17 (browse all products) too; a simple product (headphones
  // are configurable products since the seed has them, their variants' tags are tested in configurable-admin tests).
  const headphones = () =>
    db
      .prepare(
        `SELECT p.id, p.sku, p.brand_id FROM products p JOIN category_products cp ON cp.product_id = p.id AND cp.category_id = 21
         WHERE p.visibility = 4 AND p.brand_id IS NOT NULL AND p.special_price IS NULL AND p.is_in_stock = 1 AND p.qty > 1 ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number; sku: string; brand_id: number };
  const put = (sku: string, product: Record<string, unknown>, scope: 'all' | 'en' = 'all') =>
    dryRun(() => updateProduct(db, sku, adminScope(scope), { product }, BASE));

  it('a price or stock change that keeps it in stock names the product alone: no listing, menu or other page', () => {
    const { sku } = headphones();
    expect(put(sku, { price: 1 })).toEqual([`product:${sku}`]);
    expect(put(sku, { extension_attributes: { stock_item: { qty: 1 } } })).toEqual([`product:${sku}`]);
  });

  it('a name or text change names the product and the searches, which may now find it or no longer', () => {
    const { sku } = headphones();
    expect(put(sku, { name: 'Renamed' }, 'en')).toEqual([`product:${sku}`, 'listing:search']);
    expect(put(sku, { custom_attributes: [{ attribute_code: 'description', value: '<p>New</p>' }] }, 'en')).toEqual([`product:${sku}`, 'listing:search']);
  });

  it('going out of stock or back names every listing that shows it (anchor ancestors included), its brand and the catalogue lists', () => {
    const row = headphones();
    const out = put(row.sku, { extension_attributes: { stock_item: { qty: 0 } } });
    expect(out[0]).toBe(`product:${row.sku}`);
    expect(out).toEqual(
      expect.arrayContaining(['category:21', 'category:6', 'category:17', `brand:${row.brand_id}`, 'listing:products', 'listing:search', 'listing:home', 'listing:deals']),
    );
    expect(out.filter((tag) => tag.startsWith('category:')).every((tag) => /^category:\d+$/.test(tag))).toBe(true);
    expect(new Set(out).size).toBe(out.length);
    // Stock does not change the menus' counts (they count sellable products), nor any CMS block or the config.
    expect(out).not.toContain('menu');
    expect(out.some((tag) => tag.startsWith('cms') || tag === 'config')).toBe(false);
  });

  it('a sale change names the product and the deals list, not the other listings', () => {
    const { sku } = headphones();
    expect(put(sku, { custom_attributes: [{ attribute_code: 'special_price', value: 1 }] })).toEqual([`product:${sku}`, 'listing:deals']);
  });

  it('becoming unsellable names the menus only when a category or brand is left without products', () => {
    const { sku, brand_id } = headphones();
    const disabled = put(sku, { status: 2 });
    expect(disabled).toEqual(expect.arrayContaining([`product:${sku}`, 'category:21', `brand:${brand_id}`, 'listing:products']));
    expect(disabled).not.toContain('menu');

    // The last sellable product of its brand: the brand leaves the menus.
    const lastOfBrand = dryRun(() => {
      db.prepare('UPDATE products SET status = 2 WHERE brand_id = ? AND sku <> ?').run(brand_id, sku);
      return updateProduct(db, sku, adminScope('all'), { product: { status: 2 } }, BASE);
    });
    expect(lastOfBrand).toContain('menu');
  });

  it('are what a stock change from an order names', () => {
    const row = headphones();
    expect(productChangeTags(db, row.id, { sellable: false, stock: true, sale: false })).toEqual(
      put(row.sku, { extension_attributes: { stock_item: { qty: 0 } } }),
    );
    expect(put(row.sku, { price: (db.prepare('SELECT price FROM products WHERE id = ?').get(row.id) as { price: number }).price })).toEqual([]);
  });

  it('name the listings instead of a product tag the storefront could not take (spaces, commas, non-ASCII)', () => {
    const tags = dryRun(() => {
      db.prepare("UPDATE products SET sku = 'ماك بوك, 1' WHERE sku = ?").run(headphones().sku);
      return productChangeTags(db, productId('ماك بوك, 1'), { sellable: false, stock: false, sale: false });
    });
    expect(tags.some((tag) => tag.startsWith('product:'))).toBe(false);
    expect(tags).toEqual(expect.arrayContaining(['listing:products', 'listing:search']));
  });
});

describe('content and configuration changes', () => {
  it('a CMS block change names that block (under both identifiers when renamed); a save that changes nothing is none', () => {
    expect(blockChangeTags(['pwa_home_one_en', 'pwa_home_one_en'])).toEqual(['cms:pwa_home_one_en']);
    const id = (db.prepare("SELECT block_id FROM cms_blocks WHERE identifier = 'pwa_social_feed_en'").get() as { block_id: number }).block_id;
    expect(dryRun(() => saveBlock(db, id, { block: { title: 'Follow us' } }).tags)).toEqual(['cms:pwa_social_feed_en']);
    expect(dryRun(() => saveBlock(db, id, { block: { identifier: 'pwa_feed_en' } }).tags)).toEqual(['cms:pwa_social_feed_en', 'cms:pwa_feed_en']);
    expect(dryRun(() => saveBlock(db, id, { block: { active: true } }).tags)).toEqual([]);
  });

  it('a pwaConfig change is config; a save that changes nothing is none', () => {
    expect(configChangeTags()).toEqual(['config']);
    expect(dryRun(() => updatePwaConfig(db, adminScope('ar'), { config: { top_bar: { text: 'عرض جديد' } } }))).toEqual(['config']);
    expect(dryRun(() => updatePwaConfig(db, adminScope('all'), { config: { express_delivery_with_api: { original_price: 25 } } }))).toEqual([]);
  });
});
