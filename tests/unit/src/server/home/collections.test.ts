/**
 * The home lists' own pages and shelves (src/server/home/collections.ts): which lists have one, their addresses, the
 * list they load (the home's loader, with the configurable products' colours) and their cache options, the home
 * lists' own (the home listing tag, each product's and the shell's).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceUnavailableError, type CommerceClient } from '@/lib/commerce/index.ts';
import { collectionPath, collectionShelfPath, loadCollection, parseCollectionSlug } from '@/server/home/collections.ts';
import { productCard } from '../../../../helpers/product-card.ts';

const commerce = { getHomeProductList: vi.fn(), listProducts: vi.fn() };
const load = (slug: string | undefined) => loadCollection(commerce as unknown as CommerceClient, slug, now);

const now = new Date('2026-11-23T10:00:00Z');

const card = (sku: string, configurable = false) => productCard(sku, configurable ? { priceIsFrom: true } : {});

describe('the home lists’ collections', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    commerce.getHomeProductList.mockReset();
    commerce.listProducts.mockReset();
  });

  it('name the new arrivals, the best sellers and the featured products, nothing else', () => {
    expect(parseCollectionSlug('new-arrivals')).toBe('new-arrivals');
    expect(parseCollectionSlug('best-sellers')).toBe('best-sellers');
    expect(parseCollectionSlug('featured')).toBe('featured');
    for (const other of [undefined, '', 'latest', 'newArrivals', 'bestSellers', 'Featured', 'featured ', '../featured', 'x'.repeat(5000)]) {
      expect(parseCollectionSlug(other), String(other).slice(0, 20)).toBeNull();
    }
  });

  it('live under each locale, their shelf under their page', () => {
    expect(collectionPath('ar', 'best-sellers')).toBe('/ar/collections/best-sellers');
    expect(collectionShelfPath('en', 'featured')).toBe('/en/collections/featured/shelf');
    expect(collectionShelfPath('ar', 'new-arrivals')).toBe('/ar/collections/new-arrivals/shelf');
  });

  it('load their home list, ask nothing for another name', async () => {
    commerce.getHomeProductList.mockResolvedValue([card('CABLE')]);
    expect(await load('latest')).toBeNull();
    expect(await load(undefined)).toBeNull();
    expect(commerce.getHomeProductList).not.toHaveBeenCalled();

    const best = await load('best-sellers');
    expect(commerce.getHomeProductList).toHaveBeenCalledWith('bestSellers', now);
    expect(best?.view).toEqual({ slug: 'best-sellers', products: [card('CABLE')] });
    await load('featured');
    expect(commerce.getHomeProductList).toHaveBeenLastCalledWith('featured', now);
    // The new arrivals are the home's latest products.
    await load('new-arrivals');
    expect(commerce.getHomeProductList).toHaveBeenLastCalledWith('latest', now);
  });

  it('are cached as the home lists are: the home listing, each product shown and the shell', async () => {
    commerce.getHomeProductList.mockResolvedValue([card('PHONE-1'), card('TV-2')]);
    const cache = (await load('featured'))?.cache;
    if (!cache) throw new Error('the collection was not cached');
    expect([...cache.tags].sort()).toEqual(['config', 'listing:home', 'menu', 'product:PHONE-1', 'product:TV-2']);
    expect(cache.maxAge).toBeGreaterThan(0);
  });

  it('give configurable products their colours, as the home page does', async () => {
    const colours = [{ label: 'Black', swatchColor: '#000000' }];
    commerce.getHomeProductList.mockResolvedValue([card('PHONE', true), card('CABLE')]);
    commerce.listProducts.mockResolvedValue({ items: [{ ...card('PHONE', true), colors: colours }] });
    const loaded = await load('best-sellers');
    expect(commerce.listProducts).toHaveBeenCalledWith({ skus: ['PHONE'], pageSize: 1 });
    expect(loaded?.view.products.map((product) => product.colors)).toEqual([colours, undefined]);
  });

  it('show the cards without swatches, uncached, when the colours could not be loaded', async () => {
    commerce.getHomeProductList.mockResolvedValue([card('PHONE', true)]);
    commerce.listProducts.mockRejectedValue(new CommerceUnavailableError('backend down'));
    const loaded = await load('best-sellers');
    expect(loaded?.view.products).toEqual([card('PHONE', true)]);
    expect(loaded?.cache).toBe(false);
  });

  it('let a backend that cannot give the list fail the page (the kept copy or the 503 page answers)', async () => {
    const outage = new CommerceUnavailableError('backend down');
    commerce.getHomeProductList.mockRejectedValue(outage);
    await expect(load('featured')).rejects.toBe(outage);
  });
});
