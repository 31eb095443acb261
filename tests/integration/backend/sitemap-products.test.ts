import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/** sitemapProducts (custom): the sitemap's products, url key and SKU, a sitemap file's worth a page. */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const SITEMAP_PRODUCTS = `query SitemapProducts($pageSize: Int, $currentPage: Int) {
  sitemapProducts(pageSize: $pageSize, currentPage: $currentPage) { total_count items { sku url_key } }
}`;

type Page = { total_count: number; items: Array<{ sku: string; url_key: string }> };

async function page(variables: Record<string, unknown>, store: 'ar' | 'en' = 'en'): Promise<Page> {
  const answer = await graphqlCall(backend, SITEMAP_PRODUCTS, variables, { store });
  expect(answer.errors).toBeUndefined();
  return (answer.data as { sitemapProducts: Page }).sitemapProducts;
}

describe('sitemapProducts', () => {
  it('lists every sellable product a shopper opens on its own once, configurable products but not their variants', async () => {
    const all = await page({});
    const expected = backend.db
      .prepare(`SELECT p.sku, ps.url_key FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
        WHERE p.status = 1 AND p.visibility <> 1 ORDER BY p.id`)
      .all() as Array<{ sku: string; url_key: string }>;
    expect(all.total_count).toBe(expected.length);
    expect(all.items).toEqual(expected.map((row) => ({ ...row })));
    const variant = backend.db.prepare('SELECT p.sku FROM configurable_links l JOIN products p ON p.id = l.child_id LIMIT 1').get() as { sku: string };
    const parent = backend.db.prepare(`SELECT p.sku FROM products p WHERE p.type_id = 'configurable' AND p.status = 1 LIMIT 1`).get() as { sku: string };
    const skus = all.items.map((item) => item.sku);
    expect(skus).not.toContain(variant.sku);
    expect(skus).toContain(parent.sku);
    const disabled = backend.db.prepare('SELECT sku FROM products WHERE status = 2 LIMIT 1').get() as { sku: string };
    expect(skus).not.toContain(disabled.sku);
  });

  it('pages in id order, and a page past the last is empty', async () => {
    const all = await page({});
    const second = await page({ pageSize: 50, currentPage: 2 });
    expect(second.total_count).toBe(all.total_count);
    expect(second.items).toEqual(all.items.slice(50, 100));
    const past = await page({ pageSize: 50, currentPage: Math.ceil(all.total_count / 50) + 1 });
    expect(past.items).toEqual([]);
  });

  it('answers in the store view asked for', async () => {
    expect((await page({ pageSize: 5 }, 'ar')).items).toHaveLength(5);
  });

  it('refuses a page size past a sitemap file\'s, or below one, with Magento\'s input error', async () => {
    for (const pageSize of [25_001, 0]) {
      const answer = await graphqlCall(backend, SITEMAP_PRODUCTS, { pageSize }, { store: 'en' });
      expect(answer.errors?.[0]?.message).toMatch(/pageSize value must be/);
      expect(answer.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
  });
});
