/**
 * Every page type of the store, in Arabic and English, as the production server sends it, checked by the W3C Nu
 * HTML Checker (the `vnu-jar` package's vnu.jar, run by the Java runtime on the PATH): no error on any page. All
 * pages are fetched from one built storefront and checked in one run of the checker, so the whole file costs
 * seconds. Pages behind the sign-in guard are fetched signed in, with a cart, an address, a wishlist item and an
 * order to show.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addProductsToCart, customerCartId, graphqlCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { buildAndServeStorefront, type BuiltStorefront } from '../../helpers/built-storefront.ts';
import { customerWithBelongings, type CustomerBelongings } from '../../helpers/customer-belongings.ts';
import { inBatches } from '../../helpers/hostile-input.ts';

type PageToCheck = { name: string; path: string; signedIn?: boolean; status?: number };

let backend: TestBackend;
let storefront: BuiltStorefront;
let customer: CustomerBelongings;
let folder: string;

beforeAll(async () => {
  backend = await startTestBackend();
  [storefront, customer] = await Promise.all([
    // Markup is checked here, not speed: a page slowed by a busy machine must not turn into the 503 page.
    buildAndServeStorefront(backend.url, { COMMERCE_TIMEOUT_MS: '20000' }),
    customerWithBelongings(backend, { email: 'validity@example.qa', firstname: 'Valid', lastname: 'Markup' }),
  ]);
  // Placing the order emptied the active cart: checkout and the cart page show one with an item.
  await addProductsToCart(backend, customer.token, await customerCartId(backend, customer.token), [{ sku: customer.sku, quantity: 1 }]);
  folder = mkdtempSync(join(tmpdir(), 'matjar-html-'));
}, 300_000);

afterAll(async () => {
  await storefront?.close();
  await backend?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A category, a brand, an e-card category and a product of the seed, by their URL keys, and the SKU of one sold out. */
async function seedSlugs() {
  const answer = await graphqlCall(
    backend,
    `{ categoryList(filters: { ids: { in: ["2", "18"] } }) { id children { url_key product_count } }
       getBrands { url_key product_count }
       products(search: "phone", pageSize: 1) { items { url_key } }
       soldOut: products(pageSize: 1, filter: { stock_status: { eq: "OUT_OF_STOCK" } }) { items { sku } } }`,
  );
  const [store, ecards] = [2, 18].map((id) => answer.data?.categoryList.find((category: { id: number }) => category.id === id));
  const withProducts = (entry: { url_key: string | null; product_count: number }) => entry.url_key && entry.product_count > 0;
  const category = store.children.find((child: { url_key: string; product_count: number }) => withProducts(child) && !/all-products/.test(child.url_key));
  const brand = answer.data?.getBrands.find(withProducts);
  return {
    category: category.url_key as string,
    ecards: ecards.children.find((child: { url_key: string | null }) => child.url_key).url_key as string,
    brand: (brand.url_key as string).split('/').pop()!.replace(/\.html$/, ''),
    product: answer.data?.products.items[0].url_key as string,
    soldOut: answer.data?.soldOut.items[0].sku as string,
  };
}

function pageTypes(locale: 'ar' | 'en', slugs: Awaited<ReturnType<typeof seedSlugs>>, orderNumber: string): PageToCheck[] {
  const at = (path: string) => `/${locale}${path}`;
  return [
    { name: 'home', path: at('') },
    { name: 'categories', path: at('/categories') },
    { name: 'listing', path: at(`/categories/${slugs.category}?sort=name&in_stock=1`) },
    { name: 'product', path: at(`/products/${slugs.product}`) },
    { name: 'brands', path: at('/brands') },
    { name: 'brand', path: at(`/brands/${slugs.brand}`) },
    { name: 'deals', path: at('/deals') },
    { name: 'collection', path: at('/collections/best-sellers') },
    { name: 'ecards', path: at('/ecards') },
    { name: 'ecard category', path: at(`/ecards/${slugs.ecards}`) },
    { name: 'search', path: at('/search?keyword=phone') },
    { name: 'search without results', path: at('/search?keyword=zzzzqqq') },
    { name: 'cart', path: at('/cart'), signedIn: true },
    { name: 'login', path: at('/login') },
    { name: 'signup', path: at('/signup') },
    { name: 'forgot password', path: at('/forgot-password') },
    { name: 'checkout', path: at('/checkout'), signedIn: true },
    { name: 'order success', path: at(`/order-success?order=${orderNumber}`), signedIn: true },
    { name: 'payment status', path: at(`/payment/status?increment_id=${orderNumber}`), signedIn: true },
    { name: 'account overview', path: at('/account'), signedIn: true },
    { name: 'account profile', path: at('/account/profile'), signedIn: true },
    { name: 'account addresses', path: at('/account/addresses'), signedIn: true },
    { name: 'account wishlist', path: at('/account/wishlist'), signedIn: true },
    { name: 'account orders', path: at('/account/orders'), signedIn: true },
    { name: 'account order', path: at(`/account/orders/${orderNumber}`), signedIn: true },
    { name: 'about', path: at('/about') },
    { name: 'contact', path: at('/contact') },
    { name: 'newsletter', path: at('/newsletter') },
    { name: 'stock reminder', path: at(`/stock-reminder?sku=${encodeURIComponent(slugs.soldOut)}`) },
    { name: 'stock reminder, signed in', path: at(`/stock-reminder?sku=${encodeURIComponent(slugs.soldOut)}`), signedIn: true },
    { name: 'stock reminder without a product', path: at('/stock-reminder'), status: 400 },
    { name: 'privacy', path: at('/privacy') },
    { name: 'refund policy', path: at('/refund-and-return-policy') },
    { name: 'terms', path: at('/terms-and-use') },
    { name: 'maintenance', path: at('/maintenance') },
    { name: 'under maintenance', path: at('/under-maintenance'), status: 503 },
    { name: '503', path: at('/503'), status: 503 },
    { name: '404', path: at('/no-such-page'), status: 404 },
  ];
}

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

it('answers every page type in both locales with HTML the Nu checker finds no error in', async () => {
  const slugs = await seedSlugs();
  const pages = [
    ...(['ar', 'en'] as const).flatMap((locale) => pageTypes(locale, slugs, customer.orderNumber)),
    { name: '500', path: '/500', status: 500 },
    // Asked again, a cached page comes from the route cache, as stored: it must be as valid as the render was.
    { name: 'home from the cache', path: '/en?' },
  ];
  const files = new Map<string, string>();
  const fetchPage = async (page: PageToCheck) => {
    const response = await fetch(`${storefront.url}${page.path}`, {
      redirect: 'manual',
      headers: page.signedIn ? { cookie: `customer_token=${customer.token}` } : {},
    });
    expect(response.status, `${page.path}`).toBe(page.status ?? 200);
    expect(response.headers.get('content-type'), page.path).toContain('text/html');
    if (page.name === 'home from the cache') expect(response.headers.get('x-cache'), page.path).toBe('HIT');
    const file = join(folder, `${page.name.replace(/[^\w]+/g, '_')}-${page.path.replace(/[^\w]+/g, '_')}.html`);
    writeFileSync(file, await response.text());
    files.set(file, page.path);
  };
  const [cached, ...rendered] = [pages.at(-1)!, ...pages.slice(0, -1)];
  await inBatches(rendered, fetchPage);
  await fetchPage(cached);

  // vnu prints its findings as JSON on stderr, and exits 1 when it found an error. The stylesheet is inside each page,
  // so vnu's CSS checker reads it too (integrations/registered-properties-fallback.ts keeps out what its grammar
  // does not know).
  const run = promisify(execFile);
  // Warnings are read too: one kind is held to none below.
  // The JVM compiles with its quick compiler only (C1): on two cores its optimizing one spent as much CPU as the
  // check itself (16 CPU-s against 8 for the same 76 pages and the same findings); C1's frames are larger, so a
  // larger thread stack than vnu's 512k minimum.
  const vnuArgs = ['-XX:TieredStopAtLevel=1', '-Xss8m', '-jar', vnuJar, '--format', 'json'];
  const { stderr } = await run('java', [...vnuArgs, ...files.keys()], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure: { stderr?: string }) => ({ stderr: failure.stderr ?? '' }),
  );
  const { messages: all } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const messages = all.filter((message) => message.type !== 'info');
  const described = (message: VnuMessage) => {
    const path = message.url ? files.get(decodeURIComponent(new URL(message.url).pathname)) : undefined;
    return `${path ?? message.url}:${message.lastLine ?? '?'} ${message.type}: ${message.message} [${(message.extract ?? '').trim().slice(0, 120)}]`;
  };
  const problems = messages.map(described);
  expect(problems).toEqual([]);
  // `aria-hidden` on an element that is already `hidden` says nothing twice (the header's badges once did, every page).
  const redundantAriaHidden = all.filter((message) => message.type === 'info' && /aria-hidden/.test(message.message)).map(described);
  expect(redundantAriaHidden).toEqual([]);
}, 300_000);
