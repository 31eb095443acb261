/**
 * The page loaders against the real embedded backend (fresh seeded database): listing pages past the end are
 * "no such page" (a 404 for the route) instead of an error, and the deals list holds exactly the products
 * whose sale is active now.
 */
import { describe, expect, it } from 'vitest';
import { scanDeals } from '@/server/catalog/deals.ts';
import { loadProductPage } from '@/server/catalog/product-page-loader.ts';
import { MAX_PAGE_SIZE } from '@/lib/commerce/index.ts';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { useCommerceBackend } from '../../helpers/backend.ts';

useCommerceBackend();

describe('loadProductPage', () => {
  it('returns the requested page of a category', async () => {
    const [category] = await commerceFor('en').getMenuCategories();
    expect(category).toBeDefined();
    const page = await loadProductPage(commerceFor('en'), { categoryId: category!.id, page: 1, pageSize: 4 });
    expect(page?.page).toBe(1);
    expect(page?.items.length).toBeGreaterThan(0);
  });

  it('returns null for a page past the last one', async () => {
    const [category] = await commerceFor('en').getMenuCategories();
    const first = await loadProductPage(commerceFor('en'), { categoryId: category!.id, page: 1, pageSize: 4 });
    expect(first).not.toBeNull();
    const pastTheEnd = await loadProductPage(commerceFor('en'), { categoryId: category!.id, page: first!.totalPages + 1, pageSize: 4 });
    expect(pastTheEnd).toBeNull();
  });

  it('returns an empty first page for a search without results', async () => {
    const page = await loadProductPage(commerceFor('ar'), { search: 'zzqqxx-no-such-product', page: 1, pageSize: 4 });
    expect(page).toMatchObject({ items: [], total: 0 });
  });
});

describe('scanDeals', () => {
  it('lists every product on sale now, once, and nothing else', async () => {
    const { deals } = await scanDeals(commerceFor('en'));
    const catalogue = await commerceFor('en').listProducts({ page: 1, pageSize: MAX_PAGE_SIZE });
    const allPages = [catalogue];
    for (let page = 2; page <= catalogue.totalPages; page++) {
      allPages.push(await commerceFor('en').listProducts({ page, pageSize: MAX_PAGE_SIZE }));
    }
    const onSale = allPages
      .flatMap((p) => p.items)
      .filter((p) => p.originalPrice !== null && p.originalPrice > p.price)
      .map((p) => p.sku)
      .sort();
    expect(onSale.length).toBeGreaterThan(0);
    expect(deals.map((p) => p.sku).sort()).toEqual(onSale);
    expect(deals.every((p) => p.originalPrice !== null && p.originalPrice > p.price)).toBe(true);
  });
});
