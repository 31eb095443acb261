/**
 * Pages of the previous release post to this one after a deploy (they live on in caches and tabs). Against the
 * production storefront (the Vitest run's build) and the embedded backend:
 * - the previous release's add-to-cart form, which still sent `locale`, is accepted: the item is in the cart (it
 *   was answered "Item is out of stock" before, the wrong reason, and the cart stayed empty); so is its island's
 *   call, and a checkout form's old `cartId`;
 * - a form lacking a field this release needs (a release that renamed one) is answered, in the shopper's language,
 *   "this page changed, please try again", never a bare 400 or "out of stock"; the island gets the same words.
 */
import { readFileSync } from 'node:fs';
import { parse as parseDevalue } from 'devalue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shopper } from '../../../scripts/lib/storefront-shopper.ts';
import { startStoreWithBackend, type StoreWithBackend } from '../../helpers/storefront-with-backend.ts';

const releaseText = (locale: 'ar' | 'en') => (JSON.parse(readFileSync(`locales/${locale}/release.json`, 'utf8')) as { pageChanged: string }).pageChanged;
const outOfStock = (JSON.parse(readFileSync('locales/ar/errors.json', 'utf8')) as { cart: { outOfStock: string } }).cart.outOfStock;

let store: StoreWithBackend;
let sku = '';

beforeAll(async () => {
  store = await startStoreWithBackend();
  // Three are added in all: a product with plenty in stock (Magento leaves only_x_left_in_stock out above its threshold).
  const answer = await fetch(`${store.backendUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ar' },
    body: JSON.stringify({ query: '{ products(search: "", pageSize: 40) { items { sku __typename stock_status only_x_left_in_stock } } }' }),
  });
  type Listed = { sku: string; __typename: string; stock_status: string; only_x_left_in_stock: number | null };
  const { data } = (await answer.json()) as { data: { products: { items: Listed[] } } };
  const simple = data.products.items.find((product) => product.__typename === 'SimpleProduct' && product.stock_status === 'IN_STOCK' && product.only_x_left_in_stock === null);
  sku = simple!.sku;
}, 300_000);

afterAll(async () => {
  await store?.stop();
});

async function cartLines(shopper: Shopper): Promise<number> {
  const answer = await shopper.send('cart', '/_actions/cart.get', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', referer: `${store.storefrontUrl}/ar/` }, body: '{}' });
  const cart = parseDevalue(await answer!.text()) as { items: { qty: number }[] } | null;
  return cart?.items.reduce((sum, line) => sum + line.qty, 0) ?? 0;
}

describe('a page of the previous release posting to this one', () => {
  it('has its add-to-cart form and island call accepted, the old locale field ignored', async () => {
    const shopper = new Shopper(store.storefrontUrl);
    const form = await shopper.send(
      'old form',
      '/ar/cart?_action=cart.addItem',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ locale: 'ar', sku, qty: '1' }).toString() },
      303,
    );
    expect(form?.headers.get('location')).toBe('/ar/cart?_result=' + new URL(form!.headers.get('location')!, store.storefrontUrl).searchParams.get('_result'));
    expect(await cartLines(shopper)).toBe(1);
    const island = await shopper.formAction('cart.addItem', { locale: 'en', sku, qty: '2' });
    expect(island).not.toBeNull();
    expect(await cartLines(shopper)).toBe(3);
  });

  it('tells a shopper whose form lacks a field this release needs that the page changed, in their language', async () => {
    const shopper = new Shopper(store.storefrontUrl);
    // A release that renamed `sku`: its page posts `product_sku`.
    const posted = await shopper.send(
      'renamed field',
      '/ar/cart?_action=cart.addItem',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ product_sku: sku, qty: '1' }).toString() },
      303,
    );
    const location = posted!.headers.get('location')!;
    const shown = await shopper.send('result', location, {}, 409);
    expect(shown, 'the cart page shows the result with 409').not.toBeNull();
    const html = await shown!.text();
    // The page's notice says so (the cart's toast texts, "out of stock" among them, are in every cart page).
    const notice = /<[^>]+role="alert"[^>]*>([\s\S]*?)<\//.exec(html)?.[1]?.trim();
    expect(notice).toBe(releaseText('ar'));
    expect(notice).not.toBe(outOfStock);

    const island = await fetch(`${store.storefrontUrl}/_actions/cart.addItem`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: store.storefrontUrl, referer: `${store.storefrontUrl}/en/` },
      body: new URLSearchParams({ product_sku: sku, qty: '1' }).toString(),
    });
    expect(island.status).toBe(400);
    expect(await island.json()).toEqual({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: releaseText('en') });
  });
});
