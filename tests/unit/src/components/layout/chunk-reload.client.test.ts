/** Chunk-load recovery: at most one reload per 60 s. */
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadFailure,
  reloadAfterChunkFailure,
} from '@/components/layout/chunk-reload.client.ts';

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
