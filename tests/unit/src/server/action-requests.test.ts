/** An Action's body before and after Astro: unreadable bodies caught, zod's refusals put in the shopper's language. */
import { describe, expect, it } from 'vitest';
import {
  actionPagePath,
  hasWellFormedActionName,
  inspectActionBody,
  isActionRequest,
  localizeInputError,
  unreadableBodyResponse,
} from '@/server/action-requests.ts';

const post = (body: string, type: string, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/_actions/cart.addItem', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

describe('Action requests', () => {
  it('knows island calls and form posts to a page', () => {
    expect(isActionRequest(new URL('http://shop.test/_actions/cart.get'), 'POST')).toBe(true);
    expect(isActionRequest(new URL('http://shop.test/en/login?_action=auth.requestCode'), 'POST')).toBe(true);
    expect(isActionRequest(new URL('http://shop.test/en/login'), 'POST')).toBe(false);
    expect(isActionRequest(new URL('http://shop.test/_actions/cart.get'), 'GET')).toBe(false);
  });

  it('knows a name an Action could have from one that does not decode or is no dotted identifier', () => {
    const named = (path: string) => hasWellFormedActionName(new URL(`http://shop.test${path}`));
    expect(named('/_actions/cart.addItem')).toBe(true);
    // As Astro's own client calls it.
    expect(named('/_actions/auth.requestCode/')).toBe(true);
    expect(named('/_actions/cart.add%49tem')).toBe(true);
    expect(named('/en/login?_action=auth.requestCode')).toBe(true);
    for (const path of ['/_actions/a%zz', '/_actions/a%25zz', '/en/login?_action=a%25zz', '/en/login?_action=a%zz', '/_actions/', '/_actions/cart..get', '/_actions/%E0%A4%A', '/en/login?_action=', '/_actions/cart/get', '/_actions/cart.get//', '/_actions/a%2Eb%20c']) {
      expect(named(path), path).toBe(false);
    }
  });

  it('reads JSON and form bodies, and finds the locale they name', async () => {
    expect(await inspectActionBody(post('{"locale":"en","qty":1}', 'application/json'))).toEqual({ readable: true, locale: 'en' });
    expect(await inspectActionBody(post('locale=ar&email=x', 'application/x-www-form-urlencoded'))).toEqual({ readable: true, locale: 'ar' });
    expect(await inspectActionBody(post('{"locale":"fr"}', 'application/json'))).toEqual({ readable: true, locale: null });
    expect(await inspectActionBody(post('', 'application/json'))).toEqual({ readable: true, locale: null });
  });

  it('catches JSON that does not parse and form data that does not split', async () => {
    expect((await inspectActionBody(post('{bad', 'application/json'))).readable).toBe(false);
    expect((await inspectActionBody(post('--zzz\r\nbroken', 'multipart/form-data; boundary=zzz'))).readable).toBe(false);
    // Other types are Astro's to refuse (415).
    expect((await inspectActionBody(post('{bad', 'text/csv'))).readable).toBe(true);
  });

  it("names the page an Action was sent from: an island's Referer, a form's own page", () => {
    const request = post('', 'application/json', { referer: 'http://shop.test/en/products/x' });
    expect(actionPagePath(new URL(request.url), request)).toBe('/en/products/x');
    expect(actionPagePath(new URL(request.url), post('', 'application/json'))).toBe('/_actions/cart.addItem');
    expect(actionPagePath(new URL('http://shop.test/en/cart?_action=cart.addItem'), request)).toBe('/en/cart');
  });

  it('says an unreadable body is a 400, in Arabic or English', async () => {
    const island = unreadableBodyResponse(new URL('http://shop.test/_actions/cart.get'), 'ar');
    expect(island.status).toBe(400);
    expect(await island.json()).toEqual({
      type: 'AstroActionError',
      code: 'BAD_REQUEST',
      status: 400,
      message: 'تعذرت قراءة هذا الطلب. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    });
    const form = unreadableBodyResponse(new URL('http://shop.test/en/login?_action=auth.requestCode'), 'en');
    expect(await form.text()).toBe('We could not read this request. Please reload the page and try again.');
  });

  it("replaces zod's English, keeps our own validation keys, and rebuilds the fields", async () => {
    const astro = new Response(
      JSON.stringify({
        type: 'AstroActionInputError',
        issues: [
          { code: 'too_big', path: ['qty'], message: 'Too big: expected number to be <=10000' },
          { code: 'custom', path: ['email'], message: 'validation:invalidEmail' },
        ],
        fields: { qty: ['Too big: expected number to be <=10000'], email: ['validation:invalidEmail'] },
      }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
    const localized = await (await localizeInputError(astro, 'en')).json();
    expect(localized.message).toBe('Please check the information you entered.');
    expect(localized.fields).toEqual({ qty: ['This value is not valid.'], email: ['validation:invalidEmail'] });
    const other = new Response('{"type":"AstroActionError"}', { status: 400, headers: { 'content-type': 'application/json' } });
    expect(await localizeInputError(other, 'en')).toBe(other);
  });

  it('tells the shopper a page of an earlier release changed, as an Action error an island shows, in their language', async () => {
    const missing = { type: 'AstroActionInputError', issues: [{ code: 'invalid_type', path: ['sku'], message: 'Invalid input: expected string, received undefined' }] };
    const astro = () => new Response(JSON.stringify(missing), { status: 400, headers: { 'content-type': 'application/json' } });
    const answered = await localizeInputError(astro(), 'ar');
    expect(answered.status).toBe(400);
    expect(await answered.json()).toEqual({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'تغيّرت هذه الصفحة منذ أن فتحتها. يرجى مراجعة اختيارك والمحاولة مرة أخرى.' });
    expect((await (await localizeInputError(astro(), 'en')).json()).message).toMatch(/^This page has changed since you opened it/);
  });
});
