/* eslint-disable @typescript-eslint/no-explicit-any -- answers are probed by the assertions themselves */
/**
 * Hostile requests to the production storefront (built once for this file, over a real backend): every route with
 * XSS, SQL, traversal, odd Unicode and overlong params and queries; every Action with malformed, mistyped and
 * out-of-range bodies; forged cookies; another customer's ids through the storefront; replayed and forged change
 * notices; cross-site form posts; open-redirect attempts. None may answer 5xx, reflect markup, or show one
 * customer another's data; every HTML answer carries a CSP without 'unsafe-inline' for scripts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotice } from '@/server/revalidation/signature.ts';
import {
  graphqlCall,
  registerCustomer,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend.ts';
import { customerWithBelongings } from '../helpers/customer-belongings.ts';
import { buildAndServeStorefront, type BuiltStorefront } from '../helpers/built-storefront.ts';
import { FOREIGN_IDS, OVERLONG, TEXT_PAYLOADS, XSS, encode, inBatches, probe, probeCount, probeOversized, segment, SQL } from '../helpers/hostile-input.ts';

const REVALIDATE_SECRET = 'battery-revalidate-secret-0123456789';
const EVIL_ORIGIN = 'https://evil.example';

let backend: TestBackend;
let storefront: BuiltStorefront;
let alice: string;
let bob: string;
let bobSku: string;
let bobCartId: string;
let bobAddressId: number;
let bobWishlistItemId: number;
let bobOrderNumber: string;

beforeAll(async () => {
  backend = await startTestBackend({ config: { otpClientHourlyLimit: 0, otpRecipientHourlyLimit: 0 } });
  storefront = await buildAndServeStorefront(backend.url, { REVALIDATE_SECRET });
  alice = await registerCustomer(backend, { email: 'alice.storefront@example.qa', firstname: 'Alice', lastname: 'Visible' });
  ({
    token: bob,
    sku: bobSku,
    cartId: bobCartId,
    addressId: bobAddressId,
    wishlistItemId: bobWishlistItemId,
    orderNumber: bobOrderNumber,
  } = await customerWithBelongings(
    backend,
    { email: 'bob.storefront@example.qa', firstname: 'Bob', lastname: 'Hiddenname' },
    { cartQuantity: 2, street: ['Hidden Street 7', 'Building 3'] },
  ));
}, 300_000);

afterAll(async () => {
  await storefront?.close();
  await backend?.close();
});

const url = (path: string) => `${storefront.url}${path}`;

/** An Action call as an island makes it (JSON), or as a page's form (form data, same-origin). */
function action(name: string, body: string, options: { type?: string; cookie?: string; origin?: string; referer?: string; sent?: string[] } = {}) {
  return probe(url(`/_actions/${name}`), {
    method: 'POST',
    headers: {
      'content-type': options.type ?? 'application/json',
      origin: options.origin ?? storefront.url,
      ...(options.referer ? { referer: url(options.referer) } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body,
    sent: options.sent ?? [],
  });
}

function expectSameOriginLocation(location: string | null, label: string): void {
  if (location === null) return;
  const target = new URL(location, storefront.url);
  expect(target.origin, `${label} redirected off-site to ${location}`).toBe(new URL(storefront.url).origin);
}

describe('every route, every hostile param and query', () => {
  const routes: ((payload: string, locale: string) => string)[] = [
    (p, l) => `/${l}/categories/${segment(p)}`,
    (p, l) => `/${l}/products/${segment(p)}`,
    (p, l) => `/${l}/products/${segment(p)}/related`,
    (p, l) => `/${l}/brands/${segment(p)}`,
    (p, l) => `/${l}/ecards/${segment(p)}`,
    (p, l) => `/${l}/collections/${segment(p)}`,
    (p, l) => `/${l}/collections/${segment(p)}/shelf`,
    (p, l) => `/${l}/search?keyword=${encode(p)}`,
    (p, l) => `/${l}/search?keyword=phone&sort=${encode(p)}&brand=${encode(p)}&price=${encode(p)}&in_stock=${encode(p)}`,
    (p, l) => `/${l}/categories/laptops?page=${encode(p)}&sort=${encode(p)}`,
    (p, l) => `/${l}/products?page=${encode(p)}`,
    (p, l) => `/${l}/login?redirect=${encode(p)}`,
    (p, l) => `/${l}/stock-reminder?sku=${encode(p)}`,
    (p, l) => `/${l}/${segment(p)}`,
    (p) => `/${segment(p)}?x=${encode(p)}`,
    (p, l) => `/api/search-suggestions?locale=${l}&keyword=${encode(p)}`,
    (p) => `/media/${segment(p)}`,
    (p, l) => `/${l}/account/orders?page=${encode(p)}`,
    (p) => `/api/shopper.css?locale=${encode(p)}`,
    (p, l) => `/${l}/compare?differences=${encode(p)}`,
    (p, l) => `/${l}/products/apple-iphone-15?reviews=${encode(p)}`,
  ];

  for (const [index, route] of routes.entries()) {
    it(`route ${route('{P}', 'ar')}`, async () => {
      await inBatches(
        TEXT_PAYLOADS.map((payload, i) => [payload, i % 2 === 0 ? 'ar' : 'en'] as const),
        async ([payload, locale]) => {
          const path = route(payload, locale);
          const answer = await probe(url(path), { sent: [payload] });
          expectSameOriginLocation(answer.headers.get('location'), path);
          // An oversized slug is a 404; one whose URL outgrows the server's header limit is refused before routing (431).
          if (index < 4 && OVERLONG.includes(payload)) expect(path.length < 16_000 ? [404] : [404, 414, 431], path.slice(0, 80)).toContain(answer.status);
        },
      );
    });
  }
});

describe('every Action: malformed, mistyped and out-of-range bodies', () => {
  const actions = [
    'cart.get', 'cart.addItem', 'cart.updateItem', 'cart.removeItem', 'cart.applyCoupon', 'cart.removeCoupon', 'cart.expressDeliveryCost',
    'engagement.subscribeNewsletter', 'engagement.stockReminderContact', 'engagement.stockReminder', 'engagement.requestGuestPhoneCode',
    'engagement.verifyGuestPhone', 'engagement.recentlyViewed', 'engagement.recordRecentlyViewed',
    'auth.requestCode', 'auth.verifyCode', 'auth.signOut',
    'account.updateName', 'account.requestEmailCode', 'account.confirmEmail', 'account.requestPhoneCode', 'account.confirmPhone',
    'account.saveAddress', 'account.deleteAddress', 'account.wishlist', 'account.addToWishlist', 'account.removeFromWishlist',
    'compare.add', 'compare.remove', 'reviews.write',
  ];
  const bodies = ['{bad json', '[]', 'null', '"x"', '{"locale":"xx"}', `{"locale":"en","sku":${JSON.stringify(XSS[0])},"qty":1,"email":${JSON.stringify(XSS[1])}}`];

  it('answers an unreadable body 400 with a message in the page\'s language, never 500', async () => {
    for (const [locale, expected] of [['ar', 'تعذرت قراءة هذا الطلب'], ['en', 'We could not read this request']] as const) {
      const answer = await action('cart.addItem', '{"locale":', { referer: `/${locale}/products` });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(expected) });
    }
    const form = await action('auth.requestCode', '--zzz\r\nbroken', { type: 'multipart/form-data; boundary=zzz', referer: '/en/login' });
    expect(form.status).toBe(400);
    expect(JSON.parse(form.body).message).toContain('We could not read this request');
  });

  it('answers a malformed Action name 400 in the page\'s language, on an island\'s route and on a page\'s form, never 500', async () => {
    // A URL that does not decode is refused by the server before the app runs (a plain 400); a name that decodes
    // to no Action's name reaches the middleware, which answers it like an unreadable body, in the page's language.
    const decodes = (path: string) => {
      try {
        decodeURI(path);
        return true;
      } catch {
        return false;
      }
    };
    for (const name of ['a%zz', 'a%25zz', 'a%2525zz', '%E0%A4%A', 'cart.%zz', 'cart..get']) {
      const island = await action(name, '{"locale":"en"}', { referer: '/en/login' });
      expect(island.status, `/_actions/${name}`).toBe(400);
      if (decodes(`/_actions/${name}`)) {
        expect(JSON.parse(island.body)).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('We could not read this request') });
      }
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=zzz']) {
        const body = type.startsWith('multipart') ? '--zzz\r\nContent-Disposition: form-data; name="locale"\r\n\r\nar\r\n--zzz--\r\n' : 'locale=ar';
        const path = `/en/login?_action=${name}`;
        const form = await probe(url(path), { method: 'POST', headers: { 'content-type': type, origin: storefront.url }, body });
        expect(form.status, `${path} (${type})`).toBe(400);
        if (decodes(path)) expect(form.body).toContain('تعذرت قراءة هذا الطلب');
      }
    }
    // Read by a browser or a crawler, the same names are no page: a 4xx too.
    for (const path of ['/_actions/a%zz', '/_actions/a%25zz', '/en/login?_action=a%25zz']) expect((await probe(url(path))).status, path).toBeLessThan(500);
  });

  it('answers an unreadable body to a page\'s form 400 in the page\'s language', async () => {
    const form = await probe(url('/en/login?_action=auth.requestCode'), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', origin: storefront.url },
      body: '--zzz\r\nbroken',
    });
    expect(form.status).toBe(400);
    expect(form.body).toContain('We could not read this request');
  });

  it('answers every hostile body to every Action without a 5xx', async () => {
    const cases = actions.flatMap((name) => bodies.map((body) => [name, body] as const));
    await inBatches(cases, async ([name, body]) => {
      const answer = await action(name, body, { sent: XSS, referer: '/ar' });
      if (body !== '{"locale":"xx"}' && !body.includes('"sku"')) expect([400, 401, 403, 404, 415, 429]).toContain(answer.status);
    });
  });

  it('refuses wrong types, out-of-range quantities and unknown skus with a localized 400', async () => {
    const form = (fields: Record<string, string | number>) => ({ type: 'application/x-www-form-urlencoded', body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString() });
    // The locale is the page's, as a browser's post names it (Referer): an Action's input holds only what the shopper sends.
    const writeAction = (name: string, { locale, ...fields }: Record<string, string | number>) => {
      const { type, body } = form(fields);
      return action(name, body, { type, referer: `/${locale}` });
    };
    const wrongType = await writeAction('cart.addItem', { locale: 'ar', sku: '', qty: 'two' });
    expect(wrongType.status).toBe(400);
    const wrong = JSON.parse(wrongType.body);
    expect(wrong.message).toBe('يرجى التحقق من المعلومات التي أدخلتها.');
    expect(wrong.issues.map((issue: { message: string }) => issue.message)).toEqual(['هذه القيمة غير صالحة.', 'هذه القيمة غير صالحة.']);
    for (const qty of [0, -1, 10_001, 1e12, 1.5, Number.MAX_SAFE_INTEGER]) {
      const answer = await writeAction('cart.addItem', { locale: 'en', sku: bobSku, qty });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).fields.qty).toEqual(['This value is not valid.']);
    }
    for (const id of [0, -1, 2 ** 31, 1.5]) expect((await writeAction('cart.updateItem', { locale: 'en', itemId: id, qty: 1 })).status).toBe(400);
    const unknown = await writeAction('cart.addItem', { locale: 'en', sku: 'NO-SUCH-SKU-1', qty: 1 });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'BAD_REQUEST', message: 'This product is not sold here any more.' });
  });

  it('refuses cross-site form posts to Actions and form pages', async () => {
    const posts = [
      ['/_actions/auth.requestCode', 'locale=en&flow=sign-in&method=email&email=a%40b.qa'],
      ['/_actions/account.deleteAddress', `locale=en&id=${bobAddressId}`],
      ['/_actions/auth.signOut', 'locale=en'],
      ['/en/login?_action=auth.requestCode', 'locale=en&flow=sign-in'],
      ['/en/contact', 'name=Eve&email=eve%40evil.example&message=hi'],
      ['/en/contact?_action=engagement.contact', 'locale=en&name=Eve&email=eve%40evil.example&message=hi'],
      ['/ar/newsletter?_action=engagement.subscribeNewsletter', 'locale=ar&email=eve%40evil.example'],
      ['/en/cart?_action=cart.addItem', 'locale=en&sku=X&qty=1'],
      ['/en/compare?_action=compare.add', 'productId=1'],
      ['/en/products/apple-iphone-15?_action=reviews.write', 'sku=APPL-IPHONE-15&nickname=Eve&summary=x&text=x'],
      ['/api/announcement/close', 'id=0123456789abcdef&return=%2Fen'],
    ] as const;
    for (const [path, body] of posts) {
      for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
        const answer = await probe(url(path), { method: 'POST', headers: { 'content-type': type, origin: EVIL_ORIGIN, cookie: `customer_token=${bob}` }, body });
        expect(answer.status, `${type} ${path}`).toBe(403);
      }
    }
    // The payment provider's return is the one cross-site post let through: it only redirects to its clean GET.
    const providerReturn = await probe(url('/en/payment/status'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://checkout.payfort.com' },
      body: 'merchant_reference=000000001&status=14&response_message=Success.',
    });
    expect(providerReturn.status).toBe(303);
  });
});

describe('the review form and the compare forms', () => {
  const formPost = (path: string, fields: Record<string, string>, cookie?: string) =>
    probe(url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefront.url, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
      sent: Object.values(fields),
    });

  const formAction = (name: string, fields: Record<string, string>, options: { cookie?: string; referer: string }) =>
    action(name, new URLSearchParams(fields).toString(), { type: 'application/x-www-form-urlencoded', sent: Object.values(fields), ...options });

  it('refuses a guest\'s review, and hostile or over-long fields from a customer, with a localized answer and nothing stored', async () => {
    const reviews = () => (backend.db.prepare('SELECT COUNT(*) AS n FROM reviews').get() as { n: number }).n;
    const before = reviews();
    const guest = await formAction('reviews.write', { sku: bobSku, nickname: 'Eve', summary: 'Hi', text: 'Hi', rating1: 'MQ==:NQ==' }, { referer: '/en' });
    expect(guest.status).toBe(401);
    expect(JSON.parse(guest.body).message).toBe('Sign in to write a review.');
    const cookie = `customer_token=${bob}`;
    await inBatches(TEXT_PAYLOADS, async (payload) => {
      const answer = await formAction('reviews.write', { sku: payload, nickname: payload, summary: payload, text: payload, rating1: payload }, { cookie, referer: '/ar' });
      expect([400, 401, 404, 409, 429]).toContain(answer.status);
    });
    const tooLong = await formAction('reviews.write', { sku: bobSku, nickname: 'n'.repeat(41), summary: 's', text: 't', rating1: 'MQ==:NQ==' }, { cookie, referer: '/ar' });
    expect(tooLong.status).toBe(400);
    expect(JSON.parse(tooLong.body).fields.nickname).toEqual(['reviews:errors.nicknameTooLong']);
    expect(reviews()).toBe(before);
    // Without script: the form's answer is the product page again, never a 5xx, with what was typed escaped.
    const page = await formPost('/en/products/apple-iphone-15?_action=reviews.write', { sku: 'APPL-IPHONE-15', nickname: XSS[0]!, summary: XSS[1]!, text: XSS[2]!, rating1: 'x' });
    expect(page.status).toBe(303);
  });

  it('answers hostile compare posts without a 5xx and keeps the list cookie HttpOnly', async () => {
    await inBatches([...FOREIGN_IDS, ...SQL.slice(0, 3), ...XSS.slice(0, 2), OVERLONG[0]!], async (payload) => {
      const answer = await formAction('compare.add', { productId: payload }, { referer: '/en' });
      // A real product's id ("1") is added; anything else is refused, never a 5xx.
      expect([200, 400, 404, 409]).toContain(answer.status);
      await formAction('compare.remove', { productId: payload }, { referer: '/en' });
      await probe(url('/en/compare'), { headers: { cookie: `compare_list=${encodeURIComponent(payload)}; compare_count=${encodeURIComponent(payload)}` }, sent: [payload] });
    });
    const productId = (backend.db.prepare("SELECT id FROM products WHERE status = 1 AND visibility <> 1 AND type_id = 'simple' ORDER BY id LIMIT 1").get() as { id: number }).id;
    const added = await formPost('/en/compare?_action=compare.add', { productId: String(productId) });
    expect(added.status).toBe(303);
    const cookies = added.headers.get('set-cookie') ?? '';
    expect(cookies).toMatch(/compare_list=[A-Za-z0-9]{32};[^,]*HttpOnly/i);
    expect(cookies).toMatch(/compare_count=1;/);
    const page = await probe(url('/en/compare'), { headers: { cookie: cookies.split(/,(?=\s*\w+=)/).map((part) => part.split(';')[0]!.trim()).join('; ') } });
    expect(page.headers.get('cache-control')).toContain('no-store');
  });
});

describe('the pages without script: the shopper\'s stylesheet and the announcement close form', () => {
  it('builds the stylesheet from hostile display cookies without letting one out of its CSS string or rule', async () => {
    await inBatches(TEXT_PAYLOADS, async (payload) => {
      const value = encode(payload);
      const cookie = `signed_in=1; cart_count=${value}; wishlist_count=${value}; full_name=${value}; closed_announcement=${value}`;
      const answer = await probe(url('/api/shopper.css?locale=ar'), { headers: { cookie }, sent: [payload] });
      // Cookies past the server's header limit are refused before routing.
      if (cookie.length > 8_000 && answer.status === 431) return;
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      // The locale's @font-face rules first, on one line, each naming a font file of the build (no cookie reaches
      // them); then one rule a line, each a selector of ours and one block; text only inside an escaped string.
      const [fonts, ...personal] = answer.body.split('\n');
      expect(fonts).toMatch(/^(@font-face\{font-family:'Noto Kufi Arabic';[^{}]*src:url\(\/_astro\/[\w.-]+\.woff2\) format\('woff2'\);[^{}]*\})+$/);
      for (const rule of personal.filter(Boolean)) {
        expect(rule, payload.slice(0, 40)).toMatch(/^:root \[data-[a-z-]+(=[a-z-]+|="[0-9a-f]{16}")?\](::after)?\{[^{}]*\}$/);
        const content = /content:"(.*)"\}$/.exec(rule)?.[1];
        if (content !== undefined) expect(content, payload.slice(0, 40)).not.toMatch(/["<>{};\n]/);
      }
    });
  });

  it('closes the announcement only for a well-formed id and a path of ours, never a 5xx', async () => {
    const form = (id: string, back: string) => `id=${encode(id)}&return=${encode(back)}`;
    const post = (body: string) =>
      probe(url('/api/announcement/close'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefront.url, accept: 'text/html' },
        body,
        sent: [body],
      });
    // A refusal speaks the language of the page the form was on, whatever the Referer says.
    const refused = await probe(url('/api/announcement/close'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefront.url, accept: 'text/html', referer: 'not a url' },
      body: form('not-an-id', '/en/about'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toBe('Please check the information you entered.');
    const good = await post(form('0123456789abcdef', '/en/about'));
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/en/about');
    expect(good.headers.get('set-cookie')).toMatch(/^closed_announcement=0123456789abcdef;/);
    await inBatches(TEXT_PAYLOADS, async (payload) => {
      for (const body of [form(payload, '/en/about'), form('0123456789abcdef', payload), payload]) {
        const answer = await post(body);
        expect(answer.status, body.slice(0, 60)).toBe(400);
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
    });
  });
});

describe('forged cookies and another customer\'s ids', () => {
  it('treats a forged session or cart cookie as signed out and empty, on pages, Actions and the session endpoint', async () => {
    const forgedTokens = ['x', '<script>alert(1)</script>', 'a'.repeat(5_000), `${bob.slice(0, -2)}zz`, "' OR '1'='1", '../../../etc/passwd'];
    // Bob's own (customer) cart id as a guest cart cookie included.
    const forgedCarts = [...FOREIGN_IDS, 'A'.repeat(32), bobCartId, '%00', '../../V1/carts/mine'];
    const cookies = [
      ...forgedTokens.map((token) => `customer_token=${encodeURIComponent(token)}; signed_in=1`),
      ...forgedCarts.map((cart) => `cart=${encodeURIComponent(cart)}`),
    ];
    await inBatches(cookies, async (cookie) => {
      for (const path of ['/en/cart', '/ar/account', '/en/account/addresses', '/api/session?locale=en']) {
        const answer = await probe(url(path), { headers: { cookie }, sent: forgedTokens });
        expect(answer.body).not.toContain('Hiddenname');
        expect(answer.body).not.toContain(bobSku);
        expectSameOriginLocation(answer.headers.get('location'), path);
      }
      const cart = await action('cart.get', JSON.stringify({ locale: 'en' }), { cookie });
      expect(cart.body).not.toContain(bobSku);
    });
  });

  it("cannot reach Bob's address, wishlist item or order through Alice's session", async () => {
    const cookie = `customer_token=${alice}`;
    const form = 'application/x-www-form-urlencoded';
    await action('account.deleteAddress', `locale=en&id=${bobAddressId}`, { type: form, cookie });
    await action('account.saveAddress', new URLSearchParams({ locale: 'en', id: String(bobAddressId), firstname: 'Mallory', lastname: 'Evil', city: 'Doha', zone: '38', streetNumber: '920', buildingNumber: '12', regionId: '1', telephone: '55123456' }).toString(), { type: form, cookie });
    await action('account.removeFromWishlist', `locale=en&wishlistItemId=${bobWishlistItemId}`, { type: form, cookie });
    for (const id of FOREIGN_IDS) {
      await action('account.deleteAddress', `locale=en&id=${encodeURIComponent(id)}`, { type: form, cookie });
      await action('account.removeFromWishlist', `locale=en&wishlistItemId=${encodeURIComponent(id)}`, { type: form, cookie });
    }
    for (const path of ['/en/account', '/en/account/addresses', '/en/account/wishlist', '/en/account/orders', `/en/account/orders?page=1`]) {
      const page = await probe(url(path), { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('Hiddenname');
      expect(page.body).not.toContain(bobOrderNumber);
    }
    const bobsAddresses = await graphqlCall(backend, '{ customer { addresses { id firstname } } }', {}, { token: bob });
    expect(bobsAddresses.data?.customer.addresses).toEqual(expect.arrayContaining([{ id: bobAddressId, firstname: 'Bob' }]));
    const bobsList = await fetch(`${backend.url}/rest/en/V1/wishlist/items`, { headers: { Authorization: `Bearer ${bob}` } }).then((r) => r.json() as Promise<any>);
    expect(bobsList.data.map((item: { wishlist_item_id: number }) => item.wishlist_item_id)).toContain(bobWishlistItemId);
  });
});

describe('change notices: forged, replayed, oversized', () => {
  function notice(body: string, timestamp: number, signature?: string) {
    return probe(url('/api/revalidate'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-matjar-timestamp': String(timestamp),
        'x-matjar-signature': signature ?? signNotice(REVALIDATE_SECRET, timestamp, body),
      },
      body,
    });
  }

  it('applies a signed notice once and refuses old, tampered and unsigned ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ tags: ['catalogue'], at: new Date().toISOString() });
    expect((await notice(body, now)).status).toBe(204);
    expect((await notice(body, now)).status).toBe(204);
    expect((await notice(body, now - 3_600)).status).toBe(401);
    expect((await notice(body, now + 3_600)).status).toBe(401);
    expect((await notice(body.replace('catalogue', 'cms'), now, signNotice(REVALIDATE_SECRET, now, body))).status).toBe(401);
    expect((await notice(body, now, signNotice('another-secret-0123456789', now, body))).status).toBe(401);
    for (const signature of ['', 'sha256=', 'sha256=zz', `sha256=${'0'.repeat(64)}`, XSS[0]!, 'a'.repeat(5_000)]) {
      expect((await notice(body, now, signature)).status).toBe(401);
    }
    for (const bad of ['{bad', '[]', JSON.stringify({ tags: [XSS[0]], at: 'yesterday' }), JSON.stringify({ tags: Array(5_000).fill('x') })]) {
      expect([400, 413]).toContain((await notice(bad, now)).status);
    }
    await probeOversized(url('/api/revalidate'), 'x'.repeat(200_000));
  });
});

describe('field measurement reports (POST /api/rum)', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  const report = { pageType: 'product', locale: 'en', device: 'phone', connection: '4g', lcp: 1800, cls: 0.01, ttfb: 200 };
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    probe(url('/api/rum'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: storefront.url, 'user-agent': PHONE, ...headers },
      body,
      sent: [body],
    });

  it('takes our own page\'s beacon with 204, no cookie and no cache, and refuses another site\'s', async () => {
    const taken = await beacon(JSON.stringify(report));
    expect(taken.status).toBe(204);
    expect(taken.headers.get('set-cookie')).toBeNull();
    expect(taken.headers.get('cache-control')).toBe('private, no-store');
    expect((await beacon(JSON.stringify(report), { origin: EVIL_ORIGIN })).status).toBe(403);
  });

  it('answers hostile bodies with 4xx, never reflecting them', async () => {
    await inBatches(TEXT_PAYLOADS, async (payload) => {
      const answer = await beacon(JSON.stringify({ ...report, pageType: payload, locale: payload }));
      expect([204, 400, 413], payload.slice(0, 40)).toContain(answer.status);
      expect(answer.body).not.toContain('<script');
    });
    for (const bad of ['{bad', '[]', 'null', '"x"', JSON.stringify({ ...report, lcp: 'NaN' }), '{"pageType":"home","locale":"en","device":"phone","connection":"4g","lcp":1e999}']) {
      expect((await beacon(bad)).status, bad).toBe(400);
    }
    expect(await probeOversized(url('/api/rum'), JSON.stringify({ ...report, pageType: 'x'.repeat(200_000) }))).toBe(413);
  });

  it('limits one address to 120 reports a minute, with Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    await inBatches(Array.from({ length: 130 }, (_, index) => index), async () => {
      const answer = await beacon(JSON.stringify(report));
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
    });
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('redirects go to our own paths only', () => {
  const attempts = ['//evil.example', 'https://evil.example/', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/\t/evil.example', ' //evil.example', '/%2F%2Fevil.example', 'http:/evil.example', '//evil.example/%2e%2e'];

  it('signing out never leads off-site, whatever redirect is posted', async () => {
    for (const redirect of attempts) {
      const answer = await action('auth.signOut', new URLSearchParams({ locale: 'en', redirect }).toString(), { type: 'application/x-www-form-urlencoded' });
      expect(answer.status).toBe(200);
      // The answer is Astro's serialized `{ redirectTo }` (a flat array): its one string is where the page goes.
      const redirectTo = (JSON.parse(answer.body) as unknown[]).find((value): value is string => typeof value === 'string');
      expect(redirectTo, redirect).toMatch(/^\/(?![/\\])/);
      expect(new URL(redirectTo!, storefront.url).origin, redirect).toBe(new URL(storefront.url).origin);
    }
  });

  it('the sign-in page and guarded pages keep redirect a same-origin path', async () => {
    for (const redirect of attempts) {
      const guarded = await probe(url(`/en/account?redirect=${encodeURIComponent(redirect)}`));
      expectSameOriginLocation(guarded.headers.get('location'), redirect);
      const login = await probe(url(`/en/login?redirect=${encodeURIComponent(redirect)}`), { sent: [redirect] });
      expect(login.body).not.toContain('href="//evil.example');
      expect(login.body).not.toContain('action="https://evil.example');
    }
  });
});

describe('abuse limits', () => {
  it('answers code requests past the per-IP limit with 429 and the wait in the shopper\'s language', async () => {
    // A new address each time: the backend's own wait between two codes to one address is not what is tested.
    let sent = 0;
    const request = () =>
      action('auth.requestCode', new URLSearchParams({ locale: 'ar', flow: 'sign-in', method: 'email', email: `limit-${++sent}@example.qa` }).toString(), {
        type: 'application/x-www-form-urlencoded',
      });
    let last = await request();
    for (let i = 0; i < 15 && last.status !== 429; i++) last = await request();
    expect(last.status).toBe(429);
    expect(sent).toBeGreaterThan(1);
    expect(JSON.parse(last.body)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^محاولات كثيرة جداً\. يرجى المحاولة مرة أخرى بعد \d+ ثانية\.$/) });
  });

  it('limits the contact form and keeps what was typed', async () => {
    // The form posts to its Action, which answers 303 to the page; the page shows the outcome with what was typed.
    const post = async () => {
      const posted = await probe(url('/en/contact?_action=engagement.contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefront.url },
        body: new URLSearchParams({ locale: 'en', name: 'Noura', email: 'noura@example.qa', message: 'Where is my order?' }).toString(),
      });
      expect(posted.status).toBe(303);
      const session = (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return probe(url(posted.headers.get('location') ?? ''), { headers: { cookie: session } });
    };
    let last = await post();
    for (let i = 0; i < 10 && last.status !== 429; i++) last = await post();
    expect(last.status).toBe(429);
    expect(last.headers.get('cache-control')).toBe('private, no-store');
    expect(last.body).toContain('Too many attempts. Please try again in');
    expect(last.body).toContain('Where is my order?');
  });
});

describe('the storefront battery', () => {
  it('sent at least 300 hostile requests', () => {
    expect(probeCount()).toBeGreaterThanOrEqual(300);
  });
});
