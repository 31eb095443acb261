/** The page type field measurements are labelled with, read from the route's pattern (src/lib/page-type.ts). */
import { describe, expect, it } from 'vitest';
import { pageTypeOfRoute } from '@/lib/page-type.ts';

describe('the page type of a route', () => {
  it('names every kind of page a shopper meets', () => {
    expect(pageTypeOfRoute('/[locale]')).toBe('home');
    for (const route of ['/[locale]/categories/[slug]', '/[locale]/categories', '/[locale]/brands/[slug]', '/[locale]/ecards/[slug]', '/[locale]/deals', '/[locale]/collections/[list]']) {
      expect(pageTypeOfRoute(route), route).toBe('category');
    }
    expect(pageTypeOfRoute('/[locale]/products/[...slug]')).toBe('product');
    expect(pageTypeOfRoute('/[locale]/search')).toBe('search');
    expect(pageTypeOfRoute('/[locale]/cart')).toBe('cart');
    for (const route of ['/[locale]/checkout', '/[locale]/payment/status', '/[locale]/order-success']) expect(pageTypeOfRoute(route), route).toBe('checkout');
    for (const route of ['/[locale]/account', '/[locale]/account/orders/[id]', '/[locale]/login', '/[locale]/signup', '/[locale]/forgot-password']) {
      expect(pageTypeOfRoute(route), route).toBe('account');
    }
  });

  it('calls everything else static, including error pages and look-alike paths', () => {
    for (const route of ['/[locale]/about', '/[locale]/contact', '/[locale]/privacy', '/404', '/500', '/[locale]/503', '/[locale]/cartography', '/[locale]/accountant']) {
      expect(pageTypeOfRoute(route), route).toBe('static');
    }
  });
});
