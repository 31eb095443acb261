/**
 * readyWhilePrerendered (issue 53): a prerendered page has the browser load its storage before it is shown, by reading
 * each once; a shown page is left alone, and a storage the browser refuses (null) is no error.
 */
import { describe, expect, it, vi } from 'vitest';
import { readyWhilePrerendered } from '@/layouts/ready-while-prerendered.ts';

/** A storage whose `length` counts its reads (the read that loads it). */
function countedStorage(): { storage: Storage; reads: () => number } {
  const read = vi.fn(() => 0);
  const storage = {} as Storage;
  Object.defineProperty(storage, 'length', { get: read });
  return { storage, reads: () => read.mock.calls.length };
}

/** A page with no lazy photo and no product to record. */
function page(prerendering: boolean | undefined): Document {
  return { prerendering, querySelectorAll: () => [], querySelector: () => null, defaultView: null } as unknown as Document;
}

describe('the browser storage of a prerendered page', () => {
  it('is read once each, local and session, while the page is prerendered', () => {
    const local = countedStorage();
    const session = countedStorage();
    readyWhilePrerendered('[data-recently-viewed-track]', page(true), { local: local.storage, session: session.storage });
    expect([local.reads(), session.reads()]).toEqual([1, 1]);
  });

  it('is not touched on a page that is shown', () => {
    const local = countedStorage();
    const session = countedStorage();
    readyWhilePrerendered('[data-recently-viewed-track]', page(false), { local: local.storage, session: session.storage });
    readyWhilePrerendered('[data-recently-viewed-track]', page(undefined), { local: local.storage, session: session.storage });
    expect([local.reads(), session.reads()]).toEqual([0, 0]);
  });

  it('is no error where the browser refuses one, and the other is still read', () => {
    const session = countedStorage();
    expect(() => readyWhilePrerendered('[data-recently-viewed-track]', page(true), { local: null, session: session.storage })).not.toThrow();
    expect(session.reads()).toBe(1);
  });
});
