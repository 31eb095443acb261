/**
 * The admin saves that change the menus (`PUT /rest/{store}/V1/categories/{id}`, `PUT …/V1/brands/{id}`) and a
 * product's images (`PUT …/V1/products/{sku}/media/{entryId}`) over real HTTP: what shoppers then see through
 * GraphQL, and the cache tags each change names in its notice (read from the notice queue): a menu change names
 * `menu` and its own listing, an image change the product's pages alone, a save that changes nothing no notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

let backend: AdminTestBackend;
let admin: ReturnType<typeof adminClient>;

beforeAll(async () => {
  // A storefront URL nobody listens on: notices are queued (and read here), their delivery fails quietly.
  backend = await startAdminBackend({ revalidateUrls: ['http://127.0.0.1:9/api/revalidate'], revalidateSecret: 'admin-menu-test' });
  admin = adminClient(backend.url);
});
afterAll(() => backend.stop());

/** The tags of the notices queued since `afterId`, and the newest id. */
function noticesSince(afterId: number): { tags: string[][]; lastId: number } {
  const rows = backend.db.prepare('SELECT id, tags FROM change_notices WHERE id > ? ORDER BY id').all(afterId) as Array<{ id: number; tags: string }>;
  return { tags: rows.map((row) => JSON.parse(row.tags) as string[]), lastId: rows.at(-1)?.id ?? afterId };
}
const lastNotice = () => noticesSince(0).lastId;

describe('categories', () => {
  const MENU = `{ categoryList(filters: { ids: { eq: "3" } }) { id name position include_in_menu } }`;

  it('a name saved to one store view shows there alone and names the menus and the category', async () => {
    const before = lastNotice();
    const current = await admin<{ id: number; name: string }>('GET', '/rest/ar/V1/categories/3');
    expect(current.status).toBe(200);
    const saved = await admin<{ name: string }>('PUT', '/rest/ar/V1/categories/3', { category: { ...current.body, name: 'هواتف ذكية' } });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('هواتف ذكية');
    const ar = await graphql<{ categoryList: Array<{ name: string }> }>(backend.url, MENU, {}, 'ar');
    const en = await graphql<{ categoryList: Array<{ name: string }> }>(backend.url, MENU, {}, 'en');
    expect(ar.data?.categoryList[0]?.name).toBe('هواتف ذكية');
    expect(en.data?.categoryList[0]?.name).not.toBe('هواتف ذكية');
    const notices = noticesSince(before).tags;
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((tags) => [...tags].sort().join() === ['category:3', 'menu'].join())).toBe(true);
  });

  it('position and visibility are global; the same save again names nothing', async () => {
    const moved = await admin<{ position: number; include_in_menu: boolean }>('PUT', '/rest/all/V1/categories/3', { category: { position: 99, include_in_menu: false } });
    expect(moved.body).toMatchObject({ position: 99, include_in_menu: false });
    const before = lastNotice();
    const again = await admin('PUT', '/rest/all/V1/categories/3', { category: { position: 99, include_in_menu: false } });
    expect(again.status).toBe(200);
    expect(noticesSince(before).tags).toEqual([]);
  });

  it('refuses a name sent to the global scope, a read-only field changed, and unknown or malformed ids', async () => {
    expect((await admin('PUT', '/rest/all/V1/categories/3', { category: { name: 'Phones' } })).status).toBe(400);
    expect((await admin('PUT', '/rest/all/V1/categories/3', { category: { parent_id: 1 } })).status).toBe(400);
    expect((await admin('PUT', '/rest/all/V1/categories/3', { category: { position: 'first' } })).status).toBe(400);
    expect((await admin('GET', '/rest/all/V1/categories/99999')).status).toBe(404);
    expect((await admin('GET', '/rest/all/V1/categories/a%25zz')).status).toBe(404);
  });
});

describe('brands', () => {
  it('a rename names the menus and the brand; shoppers see it in that store view', async () => {
    const brand = backend.db.prepare('SELECT id FROM brands ORDER BY position LIMIT 1').get() as { id: number };
    const before = lastNotice();
    const saved = await admin<{ name: string }>('PUT', `/rest/en/V1/brands/${brand.id}`, { brand: { name: 'Renamed Brand' } });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('Renamed Brand');
    const notices = noticesSince(before).tags;
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((tags) => [...tags].sort().join() === [`brand:${brand.id}`, 'menu'].join())).toBe(true);
    expect((await admin('PUT', `/rest/all/V1/brands/${brand.id}`, { brand: { name: 'Everywhere' } })).status).toBe(400);
    expect((await admin('GET', '/rest/all/V1/brands/0')).status).toBe(404);
  });
});

describe('product images', () => {
  const IMAGES = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { image { url label } media_gallery { url label position } } } }`;

  it('a new main image and a new label show to shoppers and name the product alone', async () => {
    const product = backend.db
      .prepare('SELECT p.sku FROM products p WHERE (SELECT COUNT(*) FROM product_images i WHERE i.product_id = p.id) >= 2 AND p.status = 1 AND p.visibility = 4 AND p.type_id = \'simple\' ORDER BY p.id LIMIT 1')
      .get() as { sku: string };
    const entries = await admin<Array<{ id: number; file: string; types: string[] }>>('GET', `/rest/all/V1/products/${product.sku}/media`);
    expect(entries.body.length).toBeGreaterThanOrEqual(2);
    expect(entries.body[0]!.types).toContain('image');
    const second = entries.body[1]!;
    const before = lastNotice();
    const saved = await admin('PUT', `/rest/all/V1/products/${product.sku}/media/${second.id}`, { entry: { types: ['image', 'small_image', 'thumbnail'], label: 'Side view' } });
    expect(saved.status).toBe(200);
    const seen = await graphql<{ products: { items: Array<{ image: { url: string; label: string } }> } }>(backend.url, IMAGES, { sku: product.sku });
    expect(seen.data?.products.items[0]?.image.url).toContain(second.file);
    const notices = noticesSince(before).tags;
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((tags) => tags.join() === `product:${product.sku}`)).toBe(true);
    const after = await admin<Array<{ id: number }>>('GET', `/rest/all/V1/products/${product.sku}/media`);
    expect(after.body.map((entry) => entry.id).sort()).toEqual(entries.body.map((entry) => entry.id).sort());

    const unchanged = lastNotice();
    expect((await admin('PUT', `/rest/all/V1/products/${product.sku}/media/${second.id}`, { entry: { position: 1 } })).status).toBe(200);
    expect(noticesSince(unchanged).tags).toEqual([]);
    expect((await admin('PUT', `/rest/all/V1/products/${product.sku}/media/${second.id}`, { entry: { file: '/x.jpg' } })).status).toBe(400);
    expect((await admin('PUT', `/rest/all/V1/products/${product.sku}/media/999999`, { entry: { label: 'x' } })).status).toBe(404);
  });
});
