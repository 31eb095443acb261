/**
 * A signed-in shopper's recently viewed list on the server (spec §4): views recorded per store view come back as
 * the same items a guest's local list holds, newest first, one entry per product (a configurable product's being the
 * variant viewed last), in the store view's language;
 * a product that is no longer sold drops out; an unknown sku is refused; a list never reaches another customer.
 */
import { describe, expect, it } from 'vitest';
import { CommerceInputError } from '@/lib/commerce/index.ts';
import { customerRecentlyViewed, recordCustomerView } from '@/server/recently-viewed/customer-recently-viewed.ts';
import { RECENTLY_VIEWED_LIMIT } from '@/stores/recently-viewed/recently-viewed-list.ts';
import { registerCustomer, useCommerceBackend } from '../../helpers/backend.ts';
import { commerceFor } from '../../helpers/commerce-client.ts';

const backend = useCommerceBackend();

const products = (limit: number) =>
  backend()
    .db.prepare('SELECT id, sku FROM products WHERE status = 1 AND visibility > 1 ORDER BY id LIMIT ?')
    .all(limit) as { id: number; sku: string }[];

describe('the server-side recently viewed list', () => {
  it('answers the views newest first, once each, per language, as list items', async () => {
    const token = await registerCustomer(backend(), { email: 'viewed-list@example.qa' }, { clientIp: '10.4.0.1' });
    const [first, second, third] = products(3).map((row) => row.sku) as [string, string, string];
    for (const sku of [first, second, third, first]) await recordCustomerView(commerceFor('en', token), sku);
    await recordCustomerView(commerceFor('ar', token), second);

    const english = await customerRecentlyViewed(commerceFor('en', token));
    expect(english.map((item) => item.sku)).toEqual([first, third, second]);
    expect(english[0]).toMatchObject({ sku: first, name: expect.any(String), urlKey: expect.any(String), price: expect.any(Number) });
    const arabic = await customerRecentlyViewed(commerceFor('ar', token));
    expect(arabic.map((item) => item.sku)).toEqual([second]);
    expect(arabic[0]?.name).toMatch(/[\u0600-\u06FF]/);

    const other = await registerCustomer(backend(), { email: 'viewed-other@example.qa' }, { clientIp: '10.4.0.2' });
    expect(await customerRecentlyViewed(commerceFor('en', other))).toEqual([]);
  });

  it('keeps one more than the list shows (the product page leaves its own out) and drops products no longer sold', async () => {
    const token = await registerCustomer(backend(), { email: 'viewed-many@example.qa' }, { clientIp: '10.4.0.3' });
    const rows = products(RECENTLY_VIEWED_LIMIT + 3);
    for (const { sku } of rows) await recordCustomerView(commerceFor('en', token), sku);
    const newestFirst = rows.map((row) => row.sku).reverse();
    expect((await customerRecentlyViewed(commerceFor('en', token))).map((item) => item.sku)).toEqual(newestFirst.slice(0, RECENTLY_VIEWED_LIMIT + 1));

    const [newest] = rows.slice(-1);
    // An editor takes it off sale through the admin API (the development admin password).
    const admin = async (path: string, method: string, body: unknown, token?: string) => {
      const response = await fetch(`${backend().url}/rest${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return response.json() as Promise<unknown>;
    };
    const adminToken = String(await admin('/V1/integration/admin/token', 'POST', { username: 'admin', password: 'matjar-admin-dev' }));
    const setStatus = (status: number) => admin(`/all/V1/products/${encodeURIComponent(newest?.sku ?? '')}`, 'PUT', { product: { status } }, adminToken);
    await setStatus(2);
    try {
      const after = (await customerRecentlyViewed(commerceFor('en', token))).map((item) => item.sku);
      expect(after).not.toContain(newest?.sku);
      expect(after[0]).toBe(newestFirst[1]);
    } finally {
      await setStatus(1);
    }
  });

  it('keeps a configurable product once, as the variant viewed last, with its options, image and address (issue 39)', async () => {
    const token = await registerCustomer(backend(), { email: 'viewed-variant@example.qa' }, { clientIp: '10.4.0.5' });
    const variants = backend()
      .db.prepare(
        `SELECT c.sku FROM configurable_links l JOIN products p ON p.id = l.parent_id JOIN products c ON c.id = l.child_id
          WHERE p.sku = 'APPL-IPHONE-15' AND c.status = 1 ORDER BY c.id LIMIT 2`,
      )
      .all() as { sku: string }[];
    const [earlier, later] = variants.map((row) => row.sku) as [string, string];
    const [simple] = products(1).map((row) => row.sku) as [string];
    for (const sku of [earlier, simple, later]) await recordCustomerView(commerceFor('en', token), sku);
    await recordCustomerView(commerceFor('ar', token), later);

    const english = await customerRecentlyViewed(commerceFor('en', token));
    expect(english.map((item) => item.sku)).toEqual([later, simple]);
    const [variant] = english;
    expect(variant).toMatchObject({ urlKey: expect.stringContaining('iphone-15'), variantQuery: expect.stringMatching(/^color=\d+&capacity=\d+$/) });
    const named = { label: expect.stringMatching(/\S/), value: expect.stringMatching(/\S/) };
    expect(variant?.options).toEqual([named, named]);
    expect(english[1]).toMatchObject({ variantQuery: null, options: [] });

    const [arabic] = await customerRecentlyViewed(commerceFor('ar', token));
    expect(arabic?.sku).toBe(later);
    expect(arabic?.variantQuery).toBe(variant?.variantQuery);
    expect(arabic?.options.map((option) => option.value).join(' ')).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an unknown sku', async () => {
    const token = await registerCustomer(backend(), { email: 'viewed-unknown@example.qa' }, { clientIp: '10.4.0.4' });
    await expect(recordCustomerView(commerceFor('en', token), 'NO-SUCH-SKU')).rejects.toBeInstanceOf(CommerceInputError);
  });
});
