import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceUnavailableError, type CommerceClient } from '@/lib/commerce/index.ts';
import { isDegraded, loadHomePageData as loadWith } from '@/server/home/home-page-data.ts';
import { productCard } from '../../../../helpers/product-card.ts';

const commerce = {
  getHomeContent: vi.fn(),
  getSocialFeed: vi.fn(),
  getMenuCategories: vi.fn(),
  getHomeProductList: vi.fn(),
  getEcards: vi.fn(),
  listProducts: vi.fn(),
};
/** The home page's loader with a client whose answers each test sets. */
const loadHomePageData = (now: Date) => loadWith(commerce as unknown as CommerceClient, now);

const now = new Date('2026-11-23T10:00:00Z');
const outage = new CommerceUnavailableError('backend down');

describe('loadHomePageData', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    commerce.getHomeContent.mockResolvedValue({ main: null, top: null, middle: null, bottom: null, brands: null, mobileItem: null });
    commerce.getSocialFeed.mockResolvedValue(null);
    commerce.getMenuCategories.mockResolvedValue([]);
    commerce.getHomeProductList.mockResolvedValue([]);
    commerce.getEcards.mockResolvedValue([]);
    commerce.listProducts.mockReset();
  });

  const card = (sku: string, configurable: boolean) => productCard(sku, configurable ? { priceIsFrom: true } : {});
  const colours = [
    { label: 'Black', swatchColor: '#000000' },
    { label: 'Blue', swatchColor: '#2563eb' },
  ];

  it('gives the carousels’ configurable products their colours, asked for once for every carousel', async () => {
    commerce.getHomeProductList.mockImplementation((list: string) =>
      Promise.resolve(list === 'latest' ? [card('PHONE', true), card('CABLE', false)] : [card('PHONE', true)]),
    );
    commerce.listProducts.mockResolvedValue({ items: [{ ...card('PHONE', true), colors: colours }] });
    const data = await loadHomePageData(now);
    expect(commerce.listProducts).toHaveBeenCalledTimes(1);
    expect(commerce.listProducts).toHaveBeenCalledWith({ skus: ['PHONE'], pageSize: 1 });
    expect(data.latest?.map((each) => each.colors)).toEqual([colours, undefined]);
    expect(data.featured?.[0]?.colors).toEqual(colours);
    expect(data.productColors).toEqual({ PHONE: colours });
  });

  it('asks for no colours when no carousel holds a configurable product', async () => {
    commerce.getHomeProductList.mockResolvedValue([card('CABLE', false)]);
    const data = await loadHomePageData(now);
    expect(commerce.listProducts).not.toHaveBeenCalled();
    expect(data.productColors).toEqual({});
  });

  it('shows the cards without swatches, and does not cache the page, when their colours could not be loaded', async () => {
    commerce.getHomeProductList.mockResolvedValue([card('PHONE', true)]);
    commerce.listProducts.mockRejectedValue(outage);
    const data = await loadHomePageData(now);
    expect(data.latest?.[0]?.colors).toBeUndefined();
    expect(data.latest?.[0]?.priceIsFrom).toBe(true);
    expect(data.productColors).toBeNull();
    expect(isDegraded(data)).toBe(true);
  });

  it('leaves out a section that failed and keeps the others', async () => {
    commerce.getEcards.mockRejectedValue(outage);
    const data = await loadHomePageData(now);
    expect(data.ecards).toBeNull();
    expect(data.categories).toEqual([]);
  });

  it('throws the backend failure when every catalogue section failed, so the outage page or kept copy answers', async () => {
    commerce.getMenuCategories.mockRejectedValue(outage);
    commerce.getHomeProductList.mockRejectedValue(outage);
    commerce.getEcards.mockRejectedValue(outage);
    await expect(loadHomePageData(now)).rejects.toBe(outage);
  });

  it('keeps a degraded page when every section failed for a reason that is not the backend', async () => {
    const bug = new TypeError('not a backend failure');
    commerce.getMenuCategories.mockRejectedValue(bug);
    commerce.getHomeProductList.mockRejectedValue(bug);
    commerce.getEcards.mockRejectedValue(bug);
    const data = await loadHomePageData(now);
    expect(data.categories).toBeNull();
    expect(data.latest).toBeNull();
  });
});
