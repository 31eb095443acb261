/**
 * The wishlist keeps a configurable product's chosen variant (the product page's button names it), end to end
 * through the storefront's server steps and the real backend: the page's row shows the variant (its SKU, price,
 * stock, image, options in the shopper's language) and links to its own address; adding the product again keeps
 * the choice, another variant replaces it; the row's add to cart puts that variant in the cart; and a variant on
 * sale is priced as its product page offers it.
 */
import { describe, expect, it } from 'vitest';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { graphqlCall, registerCustomer, useCommerceBackend } from '../../helpers/backend.ts';
import { addProductToWishlist, loadWishlist } from '@/server/wishlist/wishlist-steps.ts';
import { observeCommerceCalls } from '@/lib/commerce/call-observer.ts';

const backend = useCommerceBackend();

/** The iPhone 15's variant of a colour and capacity (value indexes), with its id and first image. */
function iphone(colour: number, capacity: number) {
  return backend().db.prepare(
    `SELECT c.id, c.sku, p.id AS parent_id, (SELECT file FROM product_images WHERE product_id = c.id ORDER BY position LIMIT 1) AS image
       FROM configurable_links l JOIN products c ON c.id = l.child_id JOIN products p ON p.id = l.parent_id
       JOIN product_attribute_values a ON a.product_id = c.id AND a.option_id = ?
       JOIN product_attribute_values b ON b.product_id = c.id AND b.option_id = ?
      WHERE p.sku = 'APPL-IPHONE-15'`,
  ).get(colour, capacity) as { id: number; sku: string; parent_id: number; image: string };
}

describe('a wishlist with a variant', () => {
  it('keeps the variant chosen on the product page, shows it, and adds it to the cart', async () => {
    const token = await registerCustomer(backend(), { email: 'wishlist-variants@example.qa' }, { clientIp: '10.7.9.2' });
    const blue256 = iphone(51, 82);
    backend().db.prepare('UPDATE products SET qty = 10, is_in_stock = 1 WHERE id = ?').run(blue256.id);
    const mark = await addProductToWishlist(commerceFor('en', token), blue256.parent_id, blue256.id);
    // The product's button is marked: the list holds the product, with the variant.
    expect(mark.productId).toBe(blue256.parent_id);

    for (const [locale, colour] of [['en', 'Blue'], ['ar', 'أزرق']] as const) {
      const [entry, ...others] = await loadWishlist(commerceFor(locale, token));
      expect(others).toEqual([]);
      expect(entry?.variantQuery).toBe('color=51&capacity=82');
      expect(entry?.options.map((option) => option.value)).toEqual([colour, expect.stringContaining('256')]);
      expect(entry?.product).toMatchObject({ id: blue256.parent_id, sku: 'APPL-IPHONE-15', status: 1 });
      expect(entry?.product.thumbnail).toContain(blue256.image);
      expect(entry?.variant).toMatchObject({ sku: blue256.sku, choice: { color: 51, capacity: 82 } });
    }

    // The product again (a card's heart) keeps the choice; another variant replaces it.
    await addProductToWishlist(commerceFor('en', token), blue256.parent_id);
    expect((await loadWishlist(commerceFor('en', token)))[0]?.variantQuery).toBe('color=51&capacity=82');
    const black128 = iphone(49, 81);
    await addProductToWishlist(commerceFor('en', token), black128.parent_id, black128.id);
    const [kept] = await loadWishlist(commerceFor('en', token));
    expect(kept?.variantQuery).toBe('color=49&capacity=81');
    expect(kept?.variant?.sku).toBe(black128.sku);

    // What the row's add to cart posts (the product's SKU and the variant's values) adds that variant.
    backend().db.prepare('UPDATE products SET qty = 10, is_in_stock = 1 WHERE id = ?').run(black128.id);
    const cart = await graphqlCall(backend(), '{ customerCart { id } }', {}, { token });
    const added = await graphqlCall(
      backend(),
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
        cart { items { ... on ConfigurableCartItem { configured_variant { sku } } } } user_errors { message } } }`,
      { id: cart.data?.customerCart.id, items: [{ sku: kept?.product.sku, quantity: 1, selected_options: kept?.variant?.optionUids }] },
      { token },
    );
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    expect(added.data?.addProductsToCart.cart.items).toEqual([{ configured_variant: { sku: black128.sku } }]);
  });

  it("prices a kept variant on sale as its product page does: the sale price, the regular one struck", async () => {
    const token = await registerCustomer(backend(), { email: 'wishlist-sale-variant@example.qa' }, { clientIp: '10.7.9.4' });
    // The seed's blue 128 GB iPhone 15 is the one variant on sale, its window open now.
    const blue128 = iphone(51, 81);
    const { price, special_price } = backend().db.prepare('SELECT price, special_price FROM products WHERE id = ?').get(blue128.id) as {
      price: number;
      special_price: number | null;
    };
    expect(special_price).not.toBeNull();
    await addProductToWishlist(commerceFor('en', token), blue128.parent_id, blue128.id);
    const [entry] = await loadWishlist(commerceFor('en', token));
    expect(entry?.product).toMatchObject({ price: special_price, originalPrice: price });
    expect(entry?.variant).toMatchObject({ sku: blue128.sku, price: special_price, originalPrice: price, specialTo: expect.any(String) });
  });

  it('reads the kept variants of several products in one call, each shown as its product offers it', async () => {
    const token = await registerCustomer(backend(), { email: 'wishlist-many-variants@example.qa' }, { clientIp: '10.7.9.5' });
    // One enabled variant of each of four configurable products.
    const kept = backend().db.prepare(
      `SELECT p.id AS parent_id, MIN(c.id) AS id FROM products p JOIN configurable_links l ON l.parent_id = p.id
         JOIN products c ON c.id = l.child_id AND c.status = 1
        WHERE p.type_id = 'configurable' AND p.status = 1 AND p.visibility = 4 GROUP BY p.id ORDER BY p.id LIMIT 4`,
    ).all() as Array<{ parent_id: number; id: number }>;
    expect(kept).toHaveLength(4);
    for (const line of kept) await addProductToWishlist(commerceFor('en', token), line.parent_id, line.id);

    const operations: string[] = [];
    const stop = observeCommerceCalls((report) => operations.push(report.operation));
    const entries = await loadWishlist(commerceFor('en', token)).finally(stop);
    const skus = new Map(
      (backend().db.prepare(`SELECT id, sku FROM products WHERE id IN (${kept.map((line) => line.id).join(',')})`).all() as Array<{ id: number; sku: string }>)
        .map((row) => [row.id, row.sku]),
    );
    expect(entries.map((entry) => entry.variant?.sku).sort()).toEqual([...skus.values()].sort());
    for (const entry of entries) expect(entry.variantQuery).toMatch(/^color=\d+/);
    expect(operations.filter((operation) => operation === 'GraphQL ProductVariants')).toHaveLength(1);
    expect(operations.filter((operation) => operation === 'GraphQL ProductDetail')).toEqual([]);
  });

  it('lists a product without a variant chosen as before: no options and no variant address', async () => {
    const token = await registerCustomer(backend(), { email: 'wishlist-plain@example.qa' }, { clientIp: '10.7.9.3' });
    const simple = backend().db.prepare("SELECT id FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 ORDER BY id LIMIT 1").get() as { id: number };
    await addProductToWishlist(commerceFor('en', token), simple.id);
    const [entry] = await loadWishlist(commerceFor('en', token));
    expect(entry).toMatchObject({ variant: null, options: [], variantQuery: null, product: { id: simple.id } });
  });
});
