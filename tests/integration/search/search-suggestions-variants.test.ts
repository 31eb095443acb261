/**
 * The header's suggestions against the real backend (loadSearchSuggestions): a keyword naming a variant ("galaxy s24
 * 256", "ايفون 15 ازرق") suggests its product with that variant's address, so choosing it opens the product with the
 * variant chosen; a keyword naming none gives no variant address; a sold-out product is marked out of stock.
 */
import { describe, expect, it } from 'vitest';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { useCommerceBackend } from '../../helpers/backend.ts';
import { loadSearchSuggestions } from '@/server/search/search-suggestions.ts';

const backend = useCommerceBackend();
const suggest = async (locale: 'ar' | 'en', keyword: string) => (await loadSearchSuggestions(commerceFor(locale), keyword, new Date())).view.items;

describe('search suggestions and variants', () => {
  it('open a product reached by a variant\'s words with that variant chosen', async () => {
    const s24 = (await suggest('en', 'galaxy s24 256')).find((item) => item.sku === 'SAMS-GALAXY-S24');
    expect(s24?.variantQuery).toMatch(/(^|&)capacity=82(&|$)/);
    const iphone = (await suggest('ar', 'ايفون 15 ازرق')).find((item) => item.sku === 'APPL-IPHONE-15');
    expect(iphone?.variantQuery).toMatch(/^color=51&capacity=\d+$/);
  });

  it('give no variant address when the keyword names no variant', async () => {
    const iphone = (await suggest('en', 'iphone 15')).find((item) => item.sku === 'APPL-IPHONE-15');
    expect(iphone).toBeDefined();
    expect(iphone).not.toHaveProperty('variantQuery');
  });

  it('mark a sold-out product out of stock', async () => {
    const product = backend().db.prepare(
      "SELECT p.sku, ps.name FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2 WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.status = 1 ORDER BY p.id LIMIT 1",
    ).get() as { sku: string; name: string };
    backend().db.prepare('UPDATE products SET qty = 0, is_in_stock = 0 WHERE sku = ?').run(product.sku);
    const found = (await suggest('en', product.name)).find((item) => item.sku === product.sku);
    expect(found?.status).toBe(2);
    const others = await suggest('en', 'iphone 15');
    expect(others.find((item) => item.sku === 'APPL-IPHONE-15')?.status).toBe(1);
  });
});
