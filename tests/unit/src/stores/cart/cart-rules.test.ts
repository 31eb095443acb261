import { describe, expect, it } from 'vitest';
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import {
  EMPTY_CART,
  addItemLocally,
  applySnapshot,
  countItems,
  decodeStoredItems,
  encodeStoredItems,
  isUnconfirmedLine,
  removeItemLocally,
  sameLines,
  setItemQtyLocally,
} from '@/stores/cart/cart-rules.ts';
import { hasPaymentReturnParams, shouldRefreshOnLoad } from '@/stores/cart/cart-refresh-rule.ts';
import { isGuestCartId, isStaleQuoteId, needsStoreMove } from '@/lib/cart-identity.ts';
import { cartLine } from '../../../../helpers/cart-line.ts';

const item = cartLine;

const totals = { subtotal: 100, discount: 0, grandTotal: 100, couponCode: null, itemsQty: 1 };

describe('stale guest quote id (spec §5)', () => {
  it('treats a purely numeric id as stale and a masked id as valid', () => {
    expect(isStaleQuoteId('42')).toBe(true);
    expect(isStaleQuoteId('aB3xYz9QwErT')).toBe(false);
    expect(isStaleQuoteId('12ab')).toBe(false);
  });
  it('accepts only masked ids as a guest cart id (the cart cookie)', () => {
    expect(isGuestCartId('aB3xYz9QwErT')).toBe(true);
    expect(isGuestCartId('42')).toBe(false);
    expect(isGuestCartId('')).toBe(false);
    expect(isGuestCartId('a'.repeat(65))).toBe(false);
    expect(isGuestCartId('abc;def')).toBe(false);
    expect(isGuestCartId('<script>')).toBe(false);
    expect(isGuestCartId(undefined)).toBe(false);
  });
});

describe('comparing carts', () => {
  it('is the same cart with the same products and quantities, in any order, whatever the line ids', () => {
    const a = item({ sku: 'A', qty: 1, itemId: 1 });
    const b = item({ sku: 'B', qty: 2, itemId: 2 });
    expect(sameLines([a, b], [{ ...b, itemId: 9 }, { ...a, itemId: -5 }])).toBe(true);
    expect(sameLines([a, b], [a])).toBe(false);
    expect(sameLines([a, b], [a, { ...b, qty: 3 }])).toBe(false);
    expect(sameLines([], [])).toBe(true);
  });
});

describe('unconfirmed lines', () => {
  it('an optimistic line (negative id) is unconfirmed; a line the server answered is not', () => {
    expect(isUnconfirmedLine(item({ itemId: -1_764_000_000_000 }))).toBe(true);
    expect(isUnconfirmedLine(item({ itemId: 42 }))).toBe(false);
  });
});

describe('refresh on load (spec §4)', () => {
  it('refreshes only with a stored quote id', () => {
    expect(shouldRefreshOnLoad('', '')).toBe(false);
    expect(shouldRefreshOnLoad('masked', '')).toBe(true);
    expect(shouldRefreshOnLoad('masked', '?page=2')).toBe(true);
  });

  it('refreshes without a quote id when an add was left unanswered by the page before', () => {
    expect(shouldRefreshOnLoad('', '', true)).toBe(true);
    expect(shouldRefreshOnLoad('', '?status=success', true)).toBe(false);
  });

  it.each(['statusMessage', 'amount', 'shipping_description', 'shipping_method', 'status', 'increment_id'])(
    'does not refresh on a payment return carrying %s',
    (param) => {
      expect(hasPaymentReturnParams(`?${param}=x`)).toBe(true);
      expect(shouldRefreshOnLoad('masked', `?q=1&${param}=`)).toBe(false);
    },
  );
});

describe('adding locally (spec §4)', () => {
  it('increments an item already present by exactly 1', () => {
    const items = [item({ qty: 2 })];
    const next = addItemLocally(items, item({ itemId: -5, qty: 3 }));
    expect(next).toHaveLength(1);
    expect(next[0]?.qty).toBe(3);
    expect(items[0]?.qty).toBe(2);
  });

  it('appends a new item with its quantity', () => {
    const next = addItemLocally([item()], item({ itemId: 2, sku: 'SONY-1002', qty: 2 }));
    expect(next.map((line) => line.sku)).toEqual(['APPL-1001', 'SONY-1002']);
    expect(countItems(next)).toBe(3);
  });
});

describe('quantity and removal', () => {
  it('sets one line quantity', () => {
    const next = setItemQtyLocally([item(), item({ itemId: 2, sku: 'B' })], 2, 5);
    expect(next.map((line) => line.qty)).toEqual([1, 5]);
  });

  it('keeps quote id and coupon while items remain', () => {
    const state = { quoteId: 'masked', couponCode: 'WELCOME10', items: [item(), item({ itemId: 2, sku: 'B' })] };
    expect(removeItemLocally(state, 1)).toEqual({ ...state, items: [state.items[1]] });
  });

  it('clears quote id and coupon when the last item goes', () => {
    const state = { quoteId: 'masked', couponCode: 'WELCOME10', items: [item()] };
    expect(removeItemLocally(state, 1)).toEqual(EMPTY_CART);
  });
});

describe('server snapshot and coupon', () => {
  it('takes quote id, items and the applied coupon from the snapshot', () => {
    const snapshot: CartSnapshot = { cartId: 'masked', items: [item()], totals: { ...totals, couponCode: 'WELCOME10' } };
    expect(applySnapshot(snapshot)).toEqual({ quoteId: 'masked', couponCode: 'WELCOME10', items: snapshot.items });
  });

  it('clears the coupon when the server holds none', () => {
    expect(applySnapshot({ cartId: 'masked', items: [item()], totals }).couponCode).toBe('');
  });

  it('an emptied cart clears quote id and coupon', () => {
    expect(applySnapshot({ cartId: 'masked', items: [], totals: { ...totals, couponCode: 'X' } })).toEqual(EMPTY_CART);
  });
});

describe('locale change (spec §4)', () => {
  it('moves a cart of the other store (ar is store 1, en store 2)', () => {
    expect(needsStoreMove(1, 'en')).toBe(true);
    expect(needsStoreMove(2, 'ar')).toBe(true);
  });
  it('leaves a cart of the same store or an unknown store alone', () => {
    expect(needsStoreMove(2, 'en')).toBe(false);
    expect(needsStoreMove(1, 'ar')).toBe(false);
    expect(needsStoreMove(null, 'en')).toBe(false);
  });
});

describe('stored items', () => {
  /** A line as the spec names its fields in local storage (spec §3 "Cart item"). */
  const stored = {
    item_id: 1,
    name: 'Phone',
    sku: 'APPL-1001',
    url_key: 'phone',
    price: 100,
    original_price: null,
    product_type: 'simple',
    qty: 1,
    quote_id: 'masked-abc',
    extension_attributes: { image_url: null, main_prod_sku: 'APPL-1001' },
  };
  it('keeps the spec field names in local storage and reads them back as the view model', () => {
    expect(JSON.parse(encodeStoredItems([item()]))).toEqual([stored]);
    expect(decodeStoredItems(encodeStoredItems([item({ itemId: 7, qty: 3 })]))).toEqual([item({ itemId: 7, qty: 3 })]);
  });
  it('reads back valid lines and drops anything else', () => {
    expect(decodeStoredItems(JSON.stringify([stored, { sku: 1 }, null]))).toEqual([item()]);
    expect(decodeStoredItems('not json')).toEqual([]);
    expect(decodeStoredItems('{"a":1}')).toEqual([]);
  });
});
