/**
 * The server's cart for a signed-in shopper (src/server/cart/current-cart.ts) against the real backend:
 * - the guest cart the cookie names is merged into the customer cart (quantities capped at stock, no guest line
 *   lost), the cookie is dropped and the snapshot carries the customer cart's id: the quote id switches;
 * - adds and changes go to the customer cart, never a cart id from the browser;
 * - a locale switch claims the cart for the other store view with the same lines;
 * - a refused token is a forced sign-out (session and cart cookies dropped) and the refusal reaches the caller.
 */
import { describe, expect, it } from 'vitest';
import { CommerceAuthError } from '@/lib/commerce/index.ts';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { CART_COOKIE } from '@/server/shopper/cart-cookies.ts';
import { addToCart, changeCart, currentCart } from '@/server/cart/current-cart.ts';
import { SESSION_COOKIE } from '@/server/shopper/customer-session.ts';
import { graphqlCall, registerCustomer, useCommerceBackend } from '../../helpers/backend.ts';
import { fakeRequest, inLocale } from '../../helpers/fake-request.ts';

const backend = useCommerceBackend();
let customers = 0;

type SeedProduct = { sku: string; qty: number };

/** In-stock simple products: one with little stock (the cap), others with plenty. */
function seedProducts(): { scarce: SeedProduct; plenty: SeedProduct[] } {
  const query = (where: string) =>
    backend()
      .db.prepare(`SELECT sku, qty FROM products WHERE status = 1 AND is_in_stock = 1 AND type_id = 'simple' AND visibility > 1 AND ${where} ORDER BY id LIMIT 2`)
      .all() as SeedProduct[];
  const scarce = query('qty BETWEEN 2 AND 3')[0];
  const plenty = query('qty >= 50');
  if (!scarce || plenty.length < 2) throw new Error('the seed lacks products for the merge test');
  return { scarce, plenty };
}

async function signedIn(extraCookies: Record<string, string> = {}) {
  customers += 1;
  const token = await registerCustomer(backend(), { email: `cart${customers}@example.qa` }, { clientIp: `10.2.0.${customers}` });
  return { token, ...fakeRequest({ [SESSION_COOKIE]: token, ...extraCookies }) };
}

async function guestCartWith(lines: { sku: string; qty: number }[]): Promise<string> {
  const cartId = await commerceFor('en').createGuestCart();
  for (const line of lines) await commerceFor('en').addCartItem(cartId, line);
  return cartId;
}

describe('the signed-in shopper’s cart', () => {
  it('merges the guest cart at stock and switches the quote id to the customer cart', async () => {
    const { scarce, plenty } = seedProducts();
    const [other] = plenty as [SeedProduct];
    const first = await signedIn();
    await addToCart(inLocale(first.context, 'en'), { sku: scarce.sku, qty: scarce.qty - 1 });

    const guestId = await guestCartWith([
      { sku: scarce.sku, qty: 2 },
      { sku: other.sku, qty: 3 },
    ]);
    const { context, jar } = fakeRequest({ [SESSION_COOKIE]: first.token, [CART_COOKIE]: guestId });
    const cart = await currentCart(inLocale(context, 'en'));

    expect(cart?.cartId).not.toBe(guestId);
    expect(jar.get(CART_COOKIE)).toMatchObject({ deleted: true });
    const qtyOf = (sku: string) => cart?.items.find((item) => item.sku === sku)?.qty;
    // (stock - 1) + 2 would pass the stock: capped at what is on hand. The other line arrives whole.
    expect(qtyOf(scarce.sku)).toBe(scarce.qty);
    expect(qtyOf(other.sku)).toBe(3);
    expect(cart?.totals.itemsQty).toBe(scarce.qty + 3);
    expect(cart?.items.every((item) => item.quoteId === cart.cartId)).toBe(true);

    // The guest cart is closed: naming it again merges nothing twice.
    const again = await currentCart(inLocale(fakeRequest({ [SESSION_COOKIE]: first.token, [CART_COOKIE]: guestId }).context, 'en'));
    expect(again?.totals.itemsQty).toBe(scarce.qty + 3);
  });

  it('adds to and changes the customer cart, with no cart cookie', async () => {
    const { plenty } = seedProducts();
    const [one, two] = plenty as [SeedProduct, SeedProduct];
    const { context, jar } = await signedIn();
    const added = await addToCart(inLocale(context, 'en'), { sku: one.sku, qty: 1 });
    const withTwo = await addToCart(inLocale(context, 'en'), { sku: two.sku, qty: 2 });
    expect(withTwo.cartId).toBe(added.cartId);
    expect(jar.has(CART_COOKIE)).toBe(false);

    const line = withTwo.items.find((item) => item.sku === one.sku);
    const updated = await changeCart(inLocale(context, 'en'), { intent: 'update', itemId: line!.itemId, qty: 4 });
    expect(updated.items.find((item) => item.sku === one.sku)?.qty).toBe(4);
    const removed = await changeCart(inLocale(context, 'en'), { intent: 'remove', itemId: line!.itemId });
    expect(removed.items.map((item) => item.sku)).toEqual([two.sku]);
  });

  it('moves the cart to the other store view on a locale switch, with the same lines', async () => {
    const { plenty } = seedProducts();
    const [one] = plenty as [SeedProduct];
    const { context, token } = await signedIn();
    const english = await addToCart(inLocale(context, 'en'), { sku: one.sku, qty: 2 });

    const arabic = await currentCart(inLocale(context, 'ar'));
    expect(arabic?.items.map((item) => [item.sku, item.qty])).toEqual([[one.sku, 2]]);
    expect(arabic?.items[0]?.name).not.toBe(english.items[0]?.name);
    const { data } = await graphqlCall<{ customerCart: { store_id: number } }>(backend(), '{ customerCart { store_id } }', {}, { token, store: 'ar' });
    expect(data?.customerCart.store_id).toBe(1);
  });

  it('signs the shopper out when the backend refuses the token', async () => {
    const { context, jar, token } = await signedIn({ [CART_COOKIE]: 'abcdefABCDEF0123456789abcdefABCD' });
    await graphqlCall(backend(), 'mutation { revokeCustomerToken { result } }', {}, { token });
    await expect(currentCart(inLocale(context, 'en'))).rejects.toBeInstanceOf(CommerceAuthError);
    expect(jar.get(SESSION_COOKIE)).toMatchObject({ deleted: true });
    expect(jar.get(CART_COOKIE)).toMatchObject({ deleted: true });
  });
});
