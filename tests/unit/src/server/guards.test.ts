import { describe, expect, it } from 'vitest';
import { guardRedirect } from '@/server/guards.ts';

const url = (path: string) => new URL(path, 'http://store.test');

describe('guarded pages (one rule in middleware)', () => {
  it('sends a guest on an account page to sign in, coming back to that page', () => {
    expect(guardRedirect(url('/ar/account'), false)).toBe('/ar/login?redirect=%2Far%2Faccount');
    expect(guardRedirect(url('/en/account/orders/12/'), false)).toBe('/en/login?redirect=%2Fen%2Faccount%2Forders%2F12');
  });

  it('sends a guest at checkout to the cart', () => {
    expect(guardRedirect(url('/ar/checkout'), false)).toBe('/ar/cart');
    expect(guardRedirect(url('/en/checkout/payment'), false)).toBe('/en/cart');
  });

  it('lets a signed-in shopper through and leaves other pages alone', () => {
    expect(guardRedirect(url('/ar/account/profile'), true)).toBeNull();
    expect(guardRedirect(url('/en/checkout'), true)).toBeNull();
    expect(guardRedirect(url('/ar/accounts'), false)).toBeNull();
    expect(guardRedirect(url('/ar/cart'), false)).toBeNull();
    expect(guardRedirect(url('/account'), false)).toBeNull();
  });
});
