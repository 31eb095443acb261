// @vitest-environment happy-dom
/**
 * The browser's half of spec §4: on sign-in the cart mirror takes the customer cart (the quote id switches before
 * the next page), the store is saved, the user stored and the local recently viewed list dropped; sign-out and
 * forced sign-out clear user, wishlist count, saved store and the cart mirror (items, quote id, coupon); a forced
 * sign-out (an UNAUTHORIZED answer) goes to /login, back to this page afterwards, with a notice for that page.
 */
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, CartSnapshot } from '@/lib/commerce/index.ts';
import { cartLine } from '../../../../helpers/cart-line.ts';
import { $cartItems, $cartLocale, $couponCode, $quoteId, $totalItemCount, writeCartState } from '@/stores/cart/cart-mirror.ts';
import { recentlyViewed } from '@/stores/recently-viewed/recently-viewed-list.ts';
import {
  $user,
  $wishlistCount,
  adoptSignIn,
  clearSignedInState,
  forceSignOutIfUnauthorized,
  forcedSignOutTarget,
  takeSessionNotice,
} from '@/stores/auth/session-mirror.ts';

// Astro's Actions client is a build-time module: these rules only read an error's code, as the real helper does.
vi.mock('@/lib/browser/actions-client.ts', () => ({
  loadActions: () => Promise.reject(new Error('no Actions in unit tests')),
  actionErrorCode: (error: unknown) =>
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined,
}));

// The stores' local storage, as the persistent stores see it.
useTestStorageEngine();
const stored = (key: string) => getTestStorage()[key] ?? null;

const line = (quoteId: string, overrides: Partial<CartItem> = {}): CartItem => cartLine({ itemId: 7, qty: 2, quoteId, ...overrides });

const customerCart: CartSnapshot = {
  cartId: 'CustomerMaskedId0123456789abcdef',
  items: [line('CustomerMaskedId0123456789abcdef'), line('CustomerMaskedId0123456789abcdef', { itemId: 8, sku: 'SONY-1002', qty: 1 })],
  totals: { subtotal: 300, discount: 10, grandTotal: 290, couponCode: 'WELCOME10', itemsQty: 3 },
};

const viewed = { id: 1, sku: 'APPL-1001', name: 'Phone', urlKey: 'phone', price: 100, specialPrice: null, specialFrom: null, specialTo: null, thumbnail: null, variantQuery: null, options: [] };

afterEach(() => {
  clearSignedInState();
  cleanTestStorage();
  sessionStorage.clear();
});

describe('sign-in in the browser', () => {
  it('switches the stored quote id to the customer cart and saves user and store', () => {
    writeCartState({ quoteId: 'GuestMaskedId0123456789abcdefgh', couponCode: '', items: [line('GuestMaskedId0123456789abcdefgh')] });
    recentlyViewed.set({ ar: [viewed], en: [viewed] });

    adoptSignIn({ fullName: 'Noor Al-Thani', cart: customerCart }, 'en');

    expect($quoteId.get()).toBe(customerCart.cartId);
    expect(stored('quoteId')).toBe(customerCart.cartId);
    expect($cartItems.get().map((item) => item.sku)).toEqual(['APPL-1001', 'SONY-1002']);
    expect($totalItemCount.get()).toBe(3);
    expect($couponCode.get()).toBe('WELCOME10');
    expect($cartLocale.get()).toBe('en');
    expect(stored('Store')).toBe('en');
    expect($user.get()).toEqual({ fullName: 'Noor Al-Thani', roles: [] });
    expect(JSON.parse(stored('user') ?? 'null')).toEqual({ fullName: 'Noor Al-Thani', roles: [] });
    expect(recentlyViewed.get()).toEqual({ ar: [], en: [] });
  });

  it('empties the mirror when the customer has no cart lines', () => {
    writeCartState({ quoteId: 'GuestMaskedId0123456789abcdefgh', couponCode: 'X', items: [line('GuestMaskedId0123456789abcdefgh')] });
    adoptSignIn({ fullName: 'Noor', cart: null }, 'ar');
    expect($quoteId.get()).toBe('');
    expect($cartItems.get()).toEqual([]);
    expect($totalItemCount.get()).toBe(0);
  });
});

describe('sign-out in the browser', () => {
  it('clears user, wishlist count, saved store, cart items, quote id and coupon', () => {
    adoptSignIn({ fullName: 'Noor', cart: customerCart }, 'ar');
    $wishlistCount.set(3);
    clearSignedInState();
    expect($user.get()).toBeNull();
    expect(stored('user')).toBeNull();
    expect($wishlistCount.get()).toBe(0);
    expect(stored('Store')).toBeNull();
    expect(stored('quoteId')).toBeNull();
    expect(stored('couponCode')).toBeNull();
    expect($cartItems.get()).toEqual([]);
    expect($totalItemCount.get()).toBe(0);
  });

  it('reads a stored user it can trust, and nothing else', () => {
    const unmount = $user.listen(() => undefined);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{"fullName": 3}' }));
    expect($user.get()).toBeNull();
    unmount();
  });
});

describe('forced sign-out', () => {
  it('on UNAUTHORIZED: clears everything, queues the notice and goes to /login, back to this page', () => {
    history.replaceState(null, '', '/ar/cart?x=1');
    adoptSignIn({ fullName: 'Noor', cart: customerCart }, 'ar');
    const navigate = vi.fn();
    expect(forceSignOutIfUnauthorized({ code: 'UNAUTHORIZED' }, 'ar', navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith(`/ar/login?redirect=${encodeURIComponent('/ar/cart?x=1')}`);
    expect($user.get()).toBeNull();
    expect($quoteId.get()).toBe('');
    expect($cartItems.get()).toEqual([]);
    expect(takeSessionNotice()).toBe('session-expired');
    expect(takeSessionNotice()).toBeNull();
  });

  it('leaves every other failure to its caller', () => {
    adoptSignIn({ fullName: 'Noor', cart: customerCart }, 'en');
    const navigate = vi.fn();
    for (const error of [{ code: 'CONFLICT' }, { code: 'SERVICE_UNAVAILABLE' }, new Error('offline'), undefined]) {
      expect(forceSignOutIfUnauthorized(error, 'en', navigate)).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
    expect($user.get()).not.toBeNull();
  });

  it('goes to /login alone when the current path cannot come back', () => {
    expect(forcedSignOutTarget('en', '//evil.example')).toBe('/en/login');
    expect(forcedSignOutTarget('en', '/en/account/orders')).toBe('/en/login?redirect=%2Fen%2Faccount%2Forders');
  });
});
