/** Chunk-load recovery (at most one reload per 60 s) and which clicks start the navigation progress bar. */
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadFailure,
  reloadAfterChunkFailure,
} from '../../../../../src/components/engagement/chunk-reload.client.ts';
import { isProgressNavigation } from '../../../../../src/components/engagement/page-progress.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('chunk-load failure reload', () => {
  it('recognises the browsers’ failed dynamic import messages only', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /_astro/x.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Network down'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadAfterChunkFailure(storage, reload, t0)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadAfterChunkFailure(storage, reload, t0 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkFailure(storage, reload, t0 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable stamp as no earlier reload', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    expect(reloadAfterChunkFailure(storage, () => {}, 5)).toBe(true);
  });
});

describe('isProgressNavigation', () => {
  const location = { href: 'https://shop.test/en/deals?page=2', origin: 'https://shop.test' };
  const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = (href: string, target = '', attributes: string[] = []) => ({
    href,
    target,
    hasAttribute: (name: string) => attributes.includes(name),
  });

  it('starts for a plain click on another page of the store', () => {
    expect(isProgressNavigation(click, link('https://shop.test/en/cart'), location)).toBe(true);
    expect(isProgressNavigation(click, link('/en/deals?page=3'), location)).toBe(true);
  });

  it('does not start for other sites, new tabs, downloads, modified clicks or handled clicks', () => {
    expect(isProgressNavigation(click, link('https://wa.me/974'), location)).toBe(false);
    expect(isProgressNavigation(click, link('/en/cart', '_blank'), location)).toBe(false);
    expect(isProgressNavigation(click, link('/file.pdf', '', ['download']), location)).toBe(false);
    expect(isProgressNavigation({ ...click, ctrlKey: true }, link('/en/cart'), location)).toBe(false);
    expect(isProgressNavigation({ ...click, button: 1 }, link('/en/cart'), location)).toBe(false);
    expect(isProgressNavigation({ ...click, defaultPrevented: true }, link('/en/cart'), location)).toBe(false);
  });

  it('does not start for a jump within the current page', () => {
    expect(isProgressNavigation(click, link('/en/deals?page=2#main'), location)).toBe(false);
  });
});
