/** Pages that show one shopper's data are never cached (the middleware keeps them private): account and checkout. */
import { describe, expect, it } from 'vitest';
import { isPersonalPage } from '@/server/guards.ts';

const url = (path: string) => new URL(`http://localhost${path}`);

describe('personal pages', () => {
  it.each(['/ar/account', '/en/account/', '/en/account/orders/12', '/ar/checkout', '/en/checkout/payment'])('%s is personal', (path) => {
    expect(isPersonalPage(url(path))).toBe(true);
  });

  it.each(['/ar', '/en/accounts', '/ar/cart', '/en/login', '/account', '/api/session'])('%s is not', (path) => {
    expect(isPersonalPage(url(path))).toBe(false);
  });
});
