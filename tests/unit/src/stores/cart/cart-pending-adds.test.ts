// @vitest-environment happy-dom
/**
 * Adds a page left before their answer (stores/cart-pending-adds.ts): remembered in storage while in flight, and
 * sorted on the next page against the server's cart into landed, still able to land, and lost.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@/lib/commerce/index.ts';
import { $pendingCartAdds, LANDING_WINDOW_MS, forgetAdd, rememberAdd, sortPendingAdds, withPendingLines } from '@/stores/cart/cart-pending-adds.ts';
import { addItemLocally } from '@/stores/cart/cart-rules.ts';
import { STORAGE_KEYS } from '@/stores/layout/shopper-presence.ts';
import { cartLine } from '../../../../helpers/cart-line.ts';

/** A headset, one of it, as the server's cart holds it. */
const item = (overrides: Partial<CartItem> = {}) =>
  cartLine({ itemId: 7, name: 'سماعة', sku: 'HEAD-1', urlKey: 'headset', price: 199, quoteId: 'masked', mainProductSku: 'HEAD-1', ...overrides });

const optimistic = (overrides: Partial<CartItem> = {}) => item({ itemId: -1_000, ...overrides });
const NOW = 1_800_000_000_000;

afterEach(() => {
  if ($pendingCartAdds.get().length > 0) $pendingCartAdds.set([]);
  localStorage.clear();
});

describe('remembering an add', () => {
  it('keeps it in storage from the send until its answer, and no key once none is left', () => {
    const add = rememberAdd(optimistic(), 2, [item({ qty: 1 })], NOW);
    expect(add.expectedQty).toBe(3);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingCartAdds) ?? '[]')).toHaveLength(1);
    forgetAdd(add);
    expect(localStorage.getItem(STORAGE_KEYS.pendingCartAdds)).toBeNull();
  });

  it("expects the product's variant lines already held too", () => {
    const add = rememberAdd(optimistic(), 1, [item({ sku: 'HEAD-1-RED', mainProductSku: 'HEAD-1', qty: 2 })], NOW);
    expect(add.expectedQty).toBe(3);
    forgetAdd(add);
  });

  it('forgets only the add that was answered', () => {
    const first = rememberAdd(optimistic({ sku: 'A' }), 1, [], NOW);
    rememberAdd(optimistic({ sku: 'B' }), 1, [], NOW + 1);
    forgetAdd(first);
    expect($pendingCartAdds.get().map((add) => add.line.sku)).toEqual(['B']);
  });

  /** The store as the next page's module reads it from storage. */
  async function readOnNextPage(stored: string) {
    localStorage.setItem(STORAGE_KEYS.pendingCartAdds, stored);
    vi.resetModules();
    const nextPage = await import('@/stores/cart/cart-pending-adds.ts');
    return nextPage.$pendingCartAdds.get();
  }

  it('reads back from storage only what is a pending add', async () => {
    const kept = { line: optimistic(), qty: 1, expectedQty: 1, sentAt: NOW };
    expect(await readOnNextPage(JSON.stringify([{ qty: 1 }, kept, 'x', null]))).toEqual([kept]);
    expect(await readOnNextPage('{not json')).toEqual([]);
  });
});

describe('sorting left-behind adds against the server cart', () => {
  const add = { line: optimistic(), qty: 1, expectedQty: 2, sentAt: NOW };

  it('is landed once the server cart holds the expected quantity', () => {
    expect(sortPendingAdds([add], [item({ qty: 2 })], NOW + 100).landed).toEqual([add]);
  });

  it('waits while the server cart lacks it and it can still land', () => {
    const sorted = sortPendingAdds([add], [item({ qty: 1 })], NOW + LANDING_WINDOW_MS - 1);
    expect(sorted).toEqual({ landed: [], waiting: [add], lost: [] });
  });

  it('is lost once it can no longer land', () => {
    expect(sortPendingAdds([add], [item({ qty: 1 })], NOW + LANDING_WINDOW_MS).lost).toEqual([add]);
  });

  it('does not count the optimistic line itself as landed', () => {
    expect(sortPendingAdds([add], [item({ qty: 1 }), optimistic({ qty: 1 })], NOW).waiting).toEqual([add]);
  });

  it('counts a variant line of the product added', () => {
    const variant = item({ sku: 'HEAD-1-RED', mainProductSku: 'HEAD-1', qty: 2 });
    expect(sortPendingAdds([add], [variant], NOW).landed).toEqual([add]);
  });
});

describe('the cart shown while adds are pending', () => {
  const add = { line: optimistic({ sku: 'CASE-2', mainProductSku: 'CASE-2' }), qty: 1, expectedQty: 1, sentAt: NOW };

  it('shows the server lines and the line of an add they do not hold yet', () => {
    expect(withPendingLines([item()], [add], addItemLocally).map((line) => [line.sku, line.qty])).toEqual([
      ['HEAD-1', 1],
      ['CASE-2', 1],
    ]);
  });

  it('shows no line for an add the server holds, nor twice the line already shown', () => {
    const landed = item({ itemId: 9, sku: 'CASE-2', mainProductSku: 'CASE-2' });
    expect(withPendingLines([item(), landed], [add], addItemLocally)).toEqual([item(), landed]);
    expect(withPendingLines([item(), add.line], [add], addItemLocally)).toEqual([item(), add.line]);
  });
});
