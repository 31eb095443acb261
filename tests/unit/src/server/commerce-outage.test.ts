/**
 * The middleware's answer to a page the commerce backend failed: the backend's failures (down, hung, unreadable,
 * breaker open) render the service-unavailable page of the page's locale (else the remembered one) in its place;
 * anything else is left to Astro's error page; the service-unavailable page failing itself is not retried.
 */
import { describe, expect, it, vi } from 'vitest';
import { CommerceInputError, CommerceResponseError, CommerceUnavailableError } from '@/lib/commerce/index.ts';
import { requestLocale } from '@/lib/i18n/request-locale.ts';
import { renderOrUnavailable, retryAfterSeconds, serviceUnavailablePath } from '@/server/commerce-outage.ts';

/** A request for `path`, with the locale the middleware decided for it (the path's, else the cookie's). */
function context(path: string, cookieLocale?: string) {
  const rewrite = vi.fn((target: string) => Promise.resolve(new Response(`rendered ${target}`, { status: 503 })));
  return {
    url: new URL(`http://store.test${path}`),
    locals: { locale: requestLocale(path, cookieLocale) },
    rewrite,
  };
}

const failing = (error: unknown) => () => Promise.reject(error);

describe('renderOrUnavailable', () => {
  it('passes a rendered page through untouched', async () => {
    const page = new Response('ok');
    const ctx = context('/ar/products/x');
    expect(await renderOrUnavailable(ctx, () => Promise.resolve(page), 'r1')).toBe(page);
    expect(ctx.rewrite).not.toHaveBeenCalled();
  });

  it.each([
    ['unavailable', new CommerceUnavailableError('down')],
    ['unreadable', new CommerceResponseError('garbage')],
  ])('renders the service-unavailable page of the locale for a backend failure (%s)', async (_name, error) => {
    const english = context('/en/categories/phones');
    expect((await renderOrUnavailable(english, failing(error), 'r2')).status).toBe(503);
    expect(english.rewrite).toHaveBeenCalledWith('/en/503');
    const unprefixed = context('/api/session', 'en');
    await renderOrUnavailable(unprefixed, failing(error), 'r3');
    expect(unprefixed.rewrite).toHaveBeenCalledWith('/en/503');
    const noCookie = context('/api/session');
    await renderOrUnavailable(noCookie, failing(error), 'r4');
    expect(noCookie.rewrite).toHaveBeenCalledWith(serviceUnavailablePath('ar'));
  });

  it('leaves other errors to Astro, and does not loop when the service-unavailable page itself fails', async () => {
    const refused = context('/ar/products/x');
    await expect(renderOrUnavailable(refused, failing(new CommerceInputError('bad')), 'r5')).rejects.toThrow('bad');
    await expect(renderOrUnavailable(refused, failing(new TypeError('a bug')), 'r6')).rejects.toThrow('a bug');
    const itself = context('/ar/503');
    await expect(renderOrUnavailable(itself, failing(new CommerceUnavailableError('down')), 'r7')).rejects.toThrow('down');
    expect(refused.rewrite).not.toHaveBeenCalled();
    expect(itself.rewrite).not.toHaveBeenCalled();
  });

  it('asks clients to retry when the circuit breaker probes the backend again', () => {
    const saved = process.env.COMMERCE_BREAKER_RESET_MS;
    process.env.COMMERCE_BREAKER_RESET_MS = '12500';
    expect(retryAfterSeconds()).toBe(13);
    if (saved === undefined) delete process.env.COMMERCE_BREAKER_RESET_MS;
    else process.env.COMMERCE_BREAKER_RESET_MS = saved;
    expect(retryAfterSeconds()).toBe(5);
  });
});
