/**
 * loadStorageWhilePrerendered (issue 53): a prerendered page has the browser load its storage before it is shown, by
 * reading it; a shown page is left alone, and a storage the browser refuses is no error.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadStorageWhilePrerendered } from '@/lib/browser/storage-while-prerendered.ts';

/** A storage whose `length` counts its reads (the read that loads it). */
function countedStorage(): { storage: Storage; reads: () => number } {
  const read = vi.fn(() => 0);
  const storage = {} as Storage;
  Object.defineProperty(storage, 'length', { get: read });
  return { storage, reads: () => read.mock.calls.length };
}

describe('the browser storage of a prerendered page', () => {
  it('is read once each, local and session, while the page is prerendered', () => {
    const local = countedStorage();
    const session = countedStorage();
    loadStorageWhilePrerendered({ prerendering: true } as Document, { localStorage: local.storage, sessionStorage: session.storage });
    expect([local.reads(), session.reads()]).toEqual([1, 1]);
  });

  it('is not touched on a page that is shown', () => {
    const local = countedStorage();
    const session = countedStorage();
    loadStorageWhilePrerendered({ prerendering: false } as Document, { localStorage: local.storage, sessionStorage: session.storage });
    loadStorageWhilePrerendered({} as Document, { localStorage: local.storage, sessionStorage: session.storage });
    expect([local.reads(), session.reads()]).toEqual([0, 0]);
  });

  it('is no error where the browser refuses it, and the other storage is still read', () => {
    const session = countedStorage();
    const refused = {} as Window;
    Object.defineProperty(refused, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    Object.defineProperty(refused, 'sessionStorage', { value: session.storage });
    expect(() => loadStorageWhilePrerendered({ prerendering: true } as Document, refused)).not.toThrow();
    expect(session.reads()).toBe(1);
  });
});
