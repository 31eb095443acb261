/**
 * The sitemap names every category a shopper can open, at every level. A merchant-size catalogue goes three levels
 * below the root (department, kind, maker: Laptops, Gaming Laptops, Asus Gaming Laptops) where the menu shows two,
 * and the makers' pages were missing from the sitemap.
 */
import { describe, expect, it } from 'vitest';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { useCommerceBackend } from '../../helpers/backend.ts';

const backend = useCommerceBackend({ products: 600 });

/** The url keys of the active categories below the root, outside the e-cards (18), that list a sellable product. */
function categoriesWithProducts(): string[] {
  const rows = backend()
    .db.prepare(
      `SELECT c.path, cs.url_key FROM categories c
         JOIN category_store cs ON cs.category_id = c.id AND cs.store_id = (SELECT MIN(store_id) FROM category_store WHERE store_id > 0)
        WHERE c.level >= 2 AND c.path LIKE '1/2/%' AND c.path NOT LIKE '1/2/18' AND c.path NOT LIKE '1/2/18/%'
          AND cs.url_key IS NOT NULL
          AND EXISTS (SELECT 1 FROM category_product_index ci JOIN products p ON p.id = ci.product_id
                       WHERE ci.category_id = c.id AND p.status = 1 AND p.visibility <> 1)`,
    )
    .all() as Array<{ path: string; url_key: string }>;
  const inactive = new Set(
    (backend().db.prepare('SELECT id FROM categories WHERE is_active = 0').all() as Array<{ id: number }>).map((row) => String(row.id)),
  );
  return rows.filter((row) => !row.path.split('/').some((id) => inactive.has(id))).map((row) => row.url_key);
}

describe('listSitemapPages', () => {
  it('lists every category with products at every level below the root, the makers four levels down included', async () => {
    const { categories } = await commerceFor('en').listSitemapPages();
    const expected = categoriesWithProducts();
    const deepest = backend().db.prepare('SELECT COUNT(*) AS n FROM categories WHERE level = 4').get() as { n: number };
    expect(deepest.n).toBeGreaterThan(50);
    expect(new Set(categories)).toEqual(new Set(expected));
    expect(categories).toHaveLength(new Set(categories).size);
  });

  it('still lists the e-card families apart, and the menu still shows two levels', async () => {
    const [pages, menu] = await Promise.all([commerceFor('ar').listSitemapPages(), commerceFor('ar').getMenuCategories()]);
    expect(pages.ecards.length).toBeGreaterThan(0);
    expect(pages.categories.some((key) => pages.ecards.includes(key))).toBe(false);
    expect(menu.every((top) => top.children.every((kind) => kind.children.length === 0))).toBe(true);
  });
});
