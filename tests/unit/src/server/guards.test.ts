import { describe, expect, it } from 'vitest';
import { guardPage, guardRedirect } from '@/server/guards.ts';

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

describe("the middleware's guard step", () => {
  it('answers a guarded page without a session with its redirect, kept out of every cache', () => {
    const response = guardPage(url('/en/account/orders'), false);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/en/login?redirect=%2Fen%2Faccount%2Forders');
    expect(response?.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets a signed-in shopper and an open page pass', () => {
    expect(guardPage(url('/en/account/orders'), true)).toBeNull();
    expect(guardPage(url('/en/cart'), false)).toBeNull();
  });
});
