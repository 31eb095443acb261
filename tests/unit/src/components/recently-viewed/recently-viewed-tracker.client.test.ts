/**
 * The product page's hand-over to the recording script (RecentlyViewedTracker.astro's marker): a guest's view of a
 * variant is recorded from the marker alone, the variant's SKU, price, image, address query and options, as one
 * entry for its product; a marker that is not a valid item or names no language records nothing.
 */
import { setPersistentEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackProductViews } from '@/components/recently-viewed/recently-viewed-tracker.client.ts';
import { toRecentlyViewedProduct } from '@/server/recently-viewed/recently-viewed-item.ts';
import { RECENTLY_VIEWED_KEY, encodeRecentlyViewedProduct, recentlyViewed } from '@/stores/recently-viewed/recently-viewed-list.ts';

const card = { id: 9, sku: 'IP15', name: 'iPhone 15', urlKey: 'apple-iphone-15', thumbnail: '/media/parent.svg', price: 3000, originalPrice: null, status: 1 as const };
const options = [
  {
    code: 'color',
    label: 'Colour',
    values: [
      { uid: 'c50', valueIndex: 50, label: 'Black', swatchColor: '#111111' },
      { uid: 'c51', valueIndex: 51, label: 'Blue', swatchColor: '#2f5d8a' },
    ],
  },
  { code: 'capacity', label: 'Capacity', values: [{ uid: 'k82', valueIndex: 82, label: '256 GB', swatchColor: null }] },
];
const variant = (color: number, sku: string) => ({
  sku,
  name: sku,
  choice: { color, capacity: 82 },
  optionUids: [],
  price: 3400 + color,
  originalPrice: null,
  specialFrom: null,
  specialTo: null,
  status: 1 as const,
  onlyLeft: null,
  thumbnail: `/media/${sku}.svg`,
  images: [],
});

/** The marker as the page renders it: the item's JSON and the page's language in data attributes. */
const marker = (track: string, locale: string | undefined) => ({ dataset: { recentlyViewedTrack: track, locale } }) as unknown as HTMLElement;
const handOver = (color: number, sku: string) => encodeRecentlyViewedProduct(toRecentlyViewedProduct(card, { variant: variant(color, sku), options }));

describe('trackProductViews (a guest)', () => {
  let storage: Record<string, string>;
  let unbind: () => void;
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: '' });
    storage = {};
    setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
    unbind = recentlyViewed.listen(() => {});
    recentlyViewed.set({ ar: [], en: [] });
  });
  afterEach(() => {
    unbind();
    vi.unstubAllGlobals();
  });

  it('records the variant the page handed over, with its options, image and address query', () => {
    trackProductViews([marker(handOver(51, 'IP15-BLUE-256'), 'en')]);
    const [entry] = recentlyViewed.get().en;
    expect(entry).toMatchObject({
      id: 9,
      sku: 'IP15-BLUE-256',
      urlKey: 'apple-iphone-15',
      price: 3451,
      thumbnail: '/media/IP15-BLUE-256.svg',
      variantQuery: 'color=51&capacity=82',
      options: [
        { label: 'Colour', value: 'Blue' },
        { label: 'Capacity', value: '256 GB' },
      ],
    });
    expect(JSON.parse(storage[RECENTLY_VIEWED_KEY] ?? 'null').en[0]).toMatchObject({ variant_query: 'color=51&capacity=82' });
  });

  it('keeps the variant viewed last as the product\'s only entry', () => {
    trackProductViews([marker(handOver(51, 'IP15-BLUE-256'), 'en')]);
    trackProductViews([marker(handOver(50, 'IP15-BLACK-256'), 'en')]);
    expect(recentlyViewed.get().en.map((item) => [item.sku, item.variantQuery])).toEqual([['IP15-BLACK-256', 'color=50&capacity=82']]);
  });

  it('records nothing from a marker that is not a valid item or names no language', () => {
    trackProductViews([marker('{"sku":"x"}', 'en'), marker(handOver(51, 'IP15-BLUE-256'), 'fr'), marker(handOver(51, 'IP15-BLUE-256'), undefined)]);
    expect(recentlyViewed.get()).toEqual({ ar: [], en: [] });
  });
});
