/** The middleware's request-context step (src/server/middleware/open-request-context.ts). */
import { describe, expect, it } from 'vitest';
import { decideLocale, openRequestContext } from '@/server/middleware/open-request-context.ts';
import { readShopper } from '@/server/shopper/build-request-context.ts';
import { inRequestScope } from '@/server/shopper/request-scope.ts';
import { fakeRequest } from '../../../../helpers/fake-request.ts';

const opening = (cookies: Record<string, string>, url: string, originPathname = new URL(url).pathname, headers: Record<string, string> = {}) => {
  const { context } = fakeRequest(cookies, url);
  return { ...context, request: new Request(url, { headers }), originPathname, locals: {} };
};

describe('the request context step', () => {
  it("decides a page's locale by the path first asked for, else the cookie, else Arabic", () => {
    expect(decideLocale(opening({ locale: 'ar' }, 'http://localhost/404', '/en/nowhere'), null)).toBe('en');
    expect(decideLocale(opening({ locale: 'en' }, 'http://localhost/404'), null)).toBe('en');
    expect(decideLocale(opening({}, 'http://localhost/404'), null)).toBe('ar');
  });

  it("decides an Action's locale by its body, else its page, else the cookie", () => {
    const action = opening({ locale: 'en' }, 'http://localhost/_actions/cart.get', undefined, { referer: 'http://localhost/en/products/x' });
    expect(decideLocale(action, { readable: true, locale: 'ar' })).toBe('ar');
    expect(decideLocale({ ...action, cookies: opening({ locale: 'ar' }, 'http://localhost/').cookies }, { readable: false, locale: null })).toBe('en');
    expect(decideLocale(opening({}, 'http://localhost/_actions/cart.get'), { readable: false, locale: null })).toBe('ar');
  });

  it("builds `locals` once from the cookies, the request's id and address, and an error page of the request reuses it", () => {
    const first = opening({ cart: 'guestcart1' }, 'http://localhost/en/cart', undefined, { 'x-request-id': 'req-123' });
    const context = openRequestContext(first, readShopper(first.cookies), null, '203.0.113.7');
    expect(context).toBe(first.locals);
    expect(context).toMatchObject({ locale: 'en', requestId: 'req-123', clientIp: '203.0.113.7', shopper: { cartId: 'guestcart1', token: null } });
    const errorPage = { ...first, locals: {} };
    const reused = inRequestScope(first.request, context, () => openRequestContext(errorPage, readShopper(first.cookies), null, null));
    expect(reused).toBe(context);
    expect(errorPage.locals).toMatchObject({ locale: 'en', requestId: 'req-123' });
  });
});
