/**
 * The home page's commerce calls against the real embedded backend (seeded): CMS blocks, the three REST product
 * lists, and what happens when a block is missing or malformed or the backend is down.
 */
import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { HOME_PRODUCT_LIST_SIZE } from '@/lib/commerce/index.ts';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { useCommerceBackend } from '../../helpers/backend.ts';

const backend = useCommerceBackend();

function productFlags(sku: string): { best_seller: number; sw_featured: number; created_at: string } {
  return backend().db.prepare('SELECT best_seller, sw_featured, created_at FROM products WHERE sku = ?').get(sku) as {
    best_seller: number;
    sw_featured: number;
    created_at: string;
  };
}

describe('getHomeContent against the seed', () => {
  it('loads the four banner sections and the brand slider in both locales', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const content = await commerceFor(locale).getHomeContent();
      expect(content.main?.length).toBeGreaterThanOrEqual(2);
      expect(content.top?.length).toBeGreaterThanOrEqual(1);
      expect(content.middle?.length).toBeGreaterThanOrEqual(1);
      expect(content.bottom?.length).toBeGreaterThanOrEqual(1);
      expect(content.brands?.length).toBeGreaterThan(0);
      for (const banner of [...content.main!, ...content.top!, ...content.middle!, ...content.bottom!]) {
        expect(banner.image).toMatch(/^\/media\//);
        expect(banner.name).not.toBe('');
        if (banner.href !== null) expect(banner.href.startsWith(`/${locale}`)).toBe(true);
      }
    }
  });

  it('applies every spec §2 link rule found in the seed', async () => {
    const content = await commerceFor('en').getHomeContent();
    const hrefs = [...content.main!, ...content.top!, ...content.middle!, ...content.bottom!].map((b) => b.href);
    expect(hrefs.some((href) => href?.startsWith('/en/categories/'))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith('/en/products/'))).toBe(true);
    expect(hrefs).toContain('/en/deals');
    // "Make your home smart" opens the Smart Home category, not the home page (issue 40).
    expect(content.middle?.map((b) => b.href)).toEqual(['/en/categories/smart-home']);
    expect((await commerceFor('ar').getHomeContent()).middle?.map((b) => b.href)).toEqual(['/ar/categories/smart-home']);
    // The seed's "static" banner has no link.
    expect(hrefs).toContain(null);
  });

  it('a disabled block leaves only its section empty', async () => {
    backend().db.prepare("UPDATE cms_blocks SET is_active = 0 WHERE identifier = 'pwa_home_two_en'").run();
    try {
      const content = await commerceFor('en').getHomeContent();
      expect(content.top).toEqual([]);
      expect(content.main?.length).toBeGreaterThan(0);
      expect(content.brands?.length).toBeGreaterThan(0);
    } finally {
      backend().db.prepare("UPDATE cms_blocks SET is_active = 1 WHERE identifier = 'pwa_home_two_en'").run();
    }
  });

  it('a malformed block leaves only its section empty', async () => {
    const row = backend().db.prepare("SELECT content FROM cms_blocks WHERE identifier = 'pwa_home_one_en'").get() as {
      content: string;
    };
    backend().db.prepare("UPDATE cms_blocks SET content = '<p>oops</p>' WHERE identifier = 'pwa_home_one_en'").run();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const content = await commerceFor('en').getHomeContent();
      expect(content.main).toEqual([]);
      expect(content.middle?.length).toBeGreaterThan(0);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('pwa_home_one_en'));
    } finally {
      log.mockRestore();
      backend().db.prepare("UPDATE cms_blocks SET content = ? WHERE identifier = 'pwa_home_one_en'").run(row.content);
    }
  });
});

describe('getHomeProductList against the seed (spec §7)', () => {
  it('latest: 15 enabled, visible products, newest first', async () => {
    const latest = await commerceFor('en').getHomeProductList('latest');
    expect(latest).toHaveLength(HOME_PRODUCT_LIST_SIZE);
    const created = latest.map((product) => productFlags(product.sku).created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const product of latest) {
      expect(product.urlKey).not.toBe('');
      expect(product.thumbnail).toMatch(/^\/media\//);
    }
  });

  it('best sellers carry best_seller = 1 and featured carry sw_featured = 1', async () => {
    const [bestSellers, featured] = await Promise.all([
      commerceFor('ar').getHomeProductList('bestSellers'),
      commerceFor('ar').getHomeProductList('featured'),
    ]);
    expect(bestSellers).toHaveLength(HOME_PRODUCT_LIST_SIZE);
    expect(featured).toHaveLength(HOME_PRODUCT_LIST_SIZE);
    expect(bestSellers.every((product) => productFlags(product.sku).best_seller === 1)).toBe(true);
    expect(featured.every((product) => productFlags(product.sku).sw_featured === 1)).toBe(true);
  });

  it('prices follow the sale rule at the given time', async () => {
    const latest = await commerceFor('en').getHomeProductList('latest');
    const withWindow = latest.find((product) => product.specialFrom && product.specialTo);
    expect(withWindow).toBeDefined();
    const from = Date.parse(`${withWindow!.specialFrom!.replace(' ', 'T')}Z`);
    const [before, inside] = await Promise.all([
      commerceFor('en').getHomeProductList('latest', new Date(from - 1000)),
      commerceFor('en').getHomeProductList('latest', new Date(from + 1000)),
    ]);
    const pick = (list: typeof latest) => list.find((product) => product.sku === withWindow!.sku)!;
    expect(pick(before).originalPrice).toBeNull();
    expect(pick(inside).originalPrice).toBe(pick(before).price);
    expect(pick(inside).price).toBeLessThan(pick(before).price);
  });
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('backend down', () => {
  it('sections and lists fail as null / typed errors, never a crash', async () => {
    process.env.COMMERCE_URL = `http://127.0.0.1:${await closedPort()}`;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const content = await commerceFor('en').getHomeContent();
      expect(content).toEqual({ main: null, top: null, middle: null, bottom: null, brands: null });
      await expect(commerceFor('en').getHomeProductList('latest')).rejects.toMatchObject({ name: 'CommerceUnavailableError' });
      // Each failed section is reported to operators.
      expect(log).toHaveBeenCalledTimes(5);
    } finally {
      log.mockRestore();
      process.env.COMMERCE_URL = backend().url;
    }
  });
});
