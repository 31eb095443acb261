// @vitest-environment happy-dom
/**
 * Catalogue link prefetch (spec §9): which pages load it, which links it prefetches, that it waits for the
 * browser to be idle (2000 ms at most), prefetches a link once it is on screen, once, and never on a 2g
 * connection or with Save-Data.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IN_VIEW_ATTRIBUTE,
  PREFETCH_IDLE_TIMEOUT_MS,
  cataloguePrefetchUrl,
  isConstrainedConnection,
  prefetchCatalogueLinks,
} from '@/components/catalog/link-prefetch.ts';
import { isCataloguePage } from '@/lib/catalogue-pages.ts';
import { whenIdle } from '@/lib/browser/when-idle.ts';

describe('isCataloguePage', () => {
  it.each(['/ar', '/en/', '/en/products', '/ar/products/apple-iphone-15', '/en/categories/audio', '/ar/brands/apple', '/en/ecards', '/en/deals', '/en/collections/featured', '/ar/search'])(
    '%s prefetches its links',
    (path) => expect(isCataloguePage(path)).toBe(true),
  );

  it.each(['/en/about', '/ar/privacy', '/en/terms-and-use', '/en/refund-and-return-policy', '/en/maintenance', '/en/cart', '/en/account/orders', '/en/products/a/b'])(
    '%s does not',
    (path) => expect(isCataloguePage(path)).toBe(false),
  );
});

describe('cataloguePrefetchUrl', () => {
  const here = new URL('https://shop.test/en/categories/audio?page=2#top');
  const to = (href: string) => new URL(href, here);

  it('keeps links to other catalogue pages of this store, without their fragment', () => {
    expect(cataloguePrefetchUrl(to('/en/products/sony-wh-1000xm5#reviews'), here)).toBe('https://shop.test/en/products/sony-wh-1000xm5');
    expect(cataloguePrefetchUrl(to('https://shop.test/en/categories/audio?page=3'), here)).toBe('https://shop.test/en/categories/audio?page=3');
    expect(cataloguePrefetchUrl(to('/en'), here)).toBe('https://shop.test/en');
  });

  it('leaves out the other language (the locale switcher stores a cookie)', () => {
    expect(cataloguePrefetchUrl(to('/ar/categories/audio?page=2&switch-locale=1'), here)).toBeNull();
    expect(cataloguePrefetchUrl(to('/ar/products/sony-wh-1000xm5'), here)).toBeNull();
  });

  it('leaves out this page, other sites, non-catalogue pages and links whose href does not parse', () => {
    expect(cataloguePrefetchUrl(to('/en/categories/audio?page=2#grid'), here)).toBeNull();
    expect(cataloguePrefetchUrl(to('https://elsewhere.test/en/products/x'), here)).toBeNull();
    for (const path of ['/en/cart', '/en/about', '/en/account/wishlist', '/en/search?keyword=tv', '/media/x.svg']) {
      expect(cataloguePrefetchUrl(to(path), here)).toBeNull();
    }
    const broken = document.createElement('a');
    broken.href = 'http://[bad';
    expect(cataloguePrefetchUrl(broken, here)).toBeNull();
  });
});

describe('isConstrainedConnection', () => {
  it('is true with Save-Data or on 2g, false otherwise or when the browser does not say', () => {
    expect(isConstrainedConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: '2g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isConstrainedConnection({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});

/** happy-dom's DOMTokenList supports no link relation: tests choose. */
const tokenListPrototype = (): DOMTokenList => Object.getPrototypeOf(document.createElement('link').relList);

describe('prefetchCatalogueLinks, when idle', () => {
  let idle: { callback: (deadline: IdleDeadline) => void; timeout: number | undefined }[];
  let observed: Element[];
  let reportVisible: (elements: Element[]) => void;
  let connection: { saveData?: boolean; effectiveType?: string } | undefined;

  beforeEach(() => {
    idle = [];
    observed = [];
    connection = { effectiveType: '4g', saveData: false };
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void, options?: { timeout?: number }) => {
      idle.push({ callback, timeout: options?.timeout });
      return idle.length;
    });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
          reportVisible = (elements) => callback(elements.map((target) => ({ isIntersecting: true, target })));
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve(element: Element) {
          observed = observed.filter((e) => e !== element);
        }
      },
    );
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
    vi.spyOn(tokenListPrototype(), 'supports').mockImplementation((token) => token === 'prefetch');
    history.replaceState(null, '', '/en/categories/tablets');
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <a id="product" href="/en/products/sony-wh-1000xm5">Sony</a>
      <a id="again" href="/en/products/sony-wh-1000xm5#specs">Sony specs</a>
      <a id="category" href="/en/categories/audio">Audio</a>
      <a id="cart" href="/en/cart">Cart</a>
      <a id="social" href="https://instagram.com/matjar">Instagram</a>
      <a id="arabic" href="/ar/categories/audio?switch-locale=1">العربية</a>
      <div style="visibility: hidden"><a id="menu" href="/en/brands/sony">Sony</a></div>`;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'connection');
  });

  const prefetchLinks = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
  const byId = (id: string) => document.getElementById(id)!;
  const moment = (milliseconds: number): IdleDeadline => ({ didTimeout: false, timeRemaining: () => milliseconds });
  /** Runs the idle callbacks asked for since the first (which starts the prefetcher), each a moment too short for two. */
  let ran = 1;
  const runIdle = () => {
    for (; ran < idle.length; ran++) idle[ran]!.callback(moment(0));
  };
  beforeEach(() => {
    ran = 1;
  });

  it('waits for the browser to be idle, 2000 ms at most, before looking at links', () => {
    whenIdle(() => prefetchCatalogueLinks(), PREFETCH_IDLE_TIMEOUT_MS);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(PREFETCH_IDLE_TIMEOUT_MS);
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    expect(observed).toEqual([]);
    idle[0]!.callback(moment(50));
    expect(observed.map((link) => link.id)).toEqual(['product', 'again', 'category', 'menu']);
    expect(prefetchLinks()).toEqual([]);
  });

  it('prefetches each catalogue link once it is on screen, each URL once, in an idle moment', () => {
    whenIdle(() => prefetchCatalogueLinks(), PREFETCH_IDLE_TIMEOUT_MS);
    idle[0]!.callback(moment(50));
    reportVisible([byId('product'), byId('again')]);
    expect(prefetchLinks()).toEqual([]);
    runIdle();
    expect(prefetchLinks()).toEqual([new URL('/en/products/sony-wh-1000xm5', location.origin).href]);
    reportVisible([byId('category')]);
    runIdle();
    expect(prefetchLinks()).toHaveLength(2);
    expect(observed.map((link) => link.id)).toEqual(['menu']);
  });

  it('adds as many prefetches as an idle moment holds, and the rest in the next moment', () => {
    whenIdle(() => prefetchCatalogueLinks(), PREFETCH_IDLE_TIMEOUT_MS);
    idle[0]!.callback(moment(50));
    reportVisible([byId('product'), byId('category')]);
    expect(idle).toHaveLength(2);
    idle[1]!.callback(moment(0));
    expect(prefetchLinks()).toHaveLength(1);
    expect(idle).toHaveLength(3);
    idle[2]!.callback(moment(10));
    expect(prefetchLinks()).toHaveLength(2);
    expect(idle).toHaveLength(3);
  });

  it('skips links in the viewport that are hidden (a closed menu panel) and keeps watching them', () => {
    whenIdle(() => prefetchCatalogueLinks(), PREFETCH_IDLE_TIMEOUT_MS);
    idle[0]!.callback(moment(50));
    reportVisible([byId('menu')]);
    runIdle();
    expect(prefetchLinks()).toEqual([]);
    expect(observed.map((link) => link.id)).toEqual(['product', 'again', 'category', 'menu']);
  });

  it('does nothing with Save-Data or on 2g', () => {
    for (const constrained of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      connection = constrained;
      prefetchCatalogueLinks();
    }
    expect(observed).toEqual([]);
    expect(prefetchLinks()).toEqual([]);
  });

  it('does nothing where the browser has no <link rel="prefetch">', () => {
    vi.spyOn(tokenListPrototype(), 'supports').mockReturnValue(false);
    prefetchCatalogueLinks();
    expect(observed).toEqual([]);
  });

  it('stops when the connection turns constrained after load, even with links queued', () => {
    whenIdle(() => prefetchCatalogueLinks(), PREFETCH_IDLE_TIMEOUT_MS);
    idle[0]!.callback(moment(50));
    reportVisible([byId('product')]);
    runIdle();
    expect(prefetchLinks()).toHaveLength(1);
    reportVisible([byId('category')]);
    connection = { saveData: true };
    runIdle();
    expect(prefetchLinks()).toHaveLength(1);
  });

  it('starts again for links seen once a constrained connection has recovered', () => {
    document.body.insertAdjacentHTML('beforeend', '<a id="phones" href="/en/categories/phones">Phones</a>');
    whenIdle(() => prefetchCatalogueLinks(), PREFETCH_IDLE_TIMEOUT_MS);
    idle[0]!.callback(moment(50));
    connection = { saveData: true };
    reportVisible([byId('product'), byId('category')]);
    runIdle();
    expect(prefetchLinks()).toEqual([]);
    connection = { effectiveType: '4g' };
    reportVisible([byId('phones')]);
    runIdle();
    expect(prefetchLinks()).toEqual(['http://localhost:3000/en/categories/phones']);
  });

  it('with Speculation Rules, marks each catalogue link on screen in an idle moment instead of fetching it', () => {
    vi.spyOn(tokenListPrototype(), 'supports').mockReturnValue(false);
    whenIdle(() => prefetchCatalogueLinks(true), PREFETCH_IDLE_TIMEOUT_MS);
    idle[0]!.callback(moment(50));
    reportVisible([byId('product'), byId('again'), byId('category')]);
    expect(document.querySelectorAll(`[${IN_VIEW_ATTRIBUTE}]`)).toHaveLength(0);
    runIdle();
    expect([...document.querySelectorAll(`[${IN_VIEW_ATTRIBUTE}]`)].map((link) => link.id)).toEqual(['product', 'category']);
    expect(prefetchLinks()).toEqual([]);
  });

  it('falls back to a 2000 ms timer where there is no idle callback', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      whenIdle(() => prefetchCatalogueLinks(), PREFETCH_IDLE_TIMEOUT_MS);
      vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1);
      expect(observed).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(observed).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
