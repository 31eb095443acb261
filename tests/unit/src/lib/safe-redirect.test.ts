/** After sign-in the shopper goes to `redirect` only when it is one of our paths; anything else is the account. */
import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from '@/lib/safe-redirect.ts';

describe('the sign-in redirect', () => {
  it.each(['/ar/account', '/en/checkout', '/ar/products/iphone-15?colour=black#reviews', '/ar/search?keyword=a%2F%2Fb', '/'])(
    'keeps our own path %s',
    (path) => {
      expect(isSafeRedirect(path)).toBe(true);
      expect(safeRedirect(path, 'ar')).toBe(path);
    },
  );

  it.each([
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/ar\\..\\evil',
    'https://evil.example/ar',
    'javascript:alert(1)',
    'ar/account',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ar/ account',
    '/ar/\u0085x',
    '',
    `/${'a'.repeat(600)}`,
  ])('refuses %j and goes to the account', (value) => {
    expect(isSafeRedirect(value)).toBe(false);
    expect(safeRedirect(value, 'en')).toBe('/en/account');
  });

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 42, ['/ar'], { toString: () => '/ar' }]) expect(safeRedirect(value, 'ar')).toBe('/ar/account');
  });
});
