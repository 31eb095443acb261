/**
 * An order's lines as its pages read them (getCustomerOrder, against the real backend): a variant's line carries
 * the variant's own image and address (`?color=…&capacity=…`) beside its chosen options; a simple product's line
 * carries its image and no variant address. In both store views, each naming the options in its own language.
 */
import { describe, expect, it } from 'vitest';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { placeOrderNumber, prepareCheckout, productWithStock, registerCustomer, useCommerceBackend } from '../../helpers/backend.ts';

const backend = useCommerceBackend();
const uid = (text: string) => Buffer.from(text).toString('base64');
const CHECKOUT = { shipping: { carrier_code: 'standard', method_code: 'standard' }, payment: 'cashondelivery' } as const;

describe("an order's lines", () => {
  it("link a variant's line to the variant's address with its image, and a simple product's to its page", async () => {
    const token = await registerCustomer(backend(), { email: 'variant-order-lines@example.qa' }, { clientIp: '10.7.9.1' });
    const simple = productWithStock(backend(), 'simple', 10);
    const blue = backend().db.prepare(
      `SELECT c.sku, (SELECT file FROM product_images WHERE product_id = c.id ORDER BY position LIMIT 1) AS image FROM configurable_links l
         JOIN products c ON c.id = l.child_id JOIN products p ON p.id = l.parent_id
         JOIN product_attribute_values colour ON colour.product_id = c.id AND colour.option_id = 51
         JOIN product_attribute_values capacity ON capacity.product_id = c.id AND capacity.option_id = 81
        WHERE p.sku = 'APPL-IPHONE-15'`,
    ).get() as { sku: string; image: string };
    backend().db.prepare('UPDATE products SET qty = 10, is_in_stock = 1 WHERE sku = ?').run(blue.sku);
    const items = [
      { sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [uid('configurable/93/51'), uid('configurable/180/81')] },
      { sku: simple.sku, quantity: 1 },
    ];
    const cartId = await prepareCheckout(backend(), token, items, CHECKOUT);
    const number = await placeOrderNumber(backend(), token, cartId);

    // Placed in one store view, read in each: the options are named in the reader's language.
    for (const [locale, blueLabel] of [['ar', 'أزرق'], ['en', 'Blue']] as const) {
      const order = await commerceFor(locale, token).getCustomerOrder(number);
      const [variantLine, simpleLine] = order?.items ?? [];
      expect(variantLine).toMatchObject({ sku: blue.sku, urlKey: expect.any(String), variantQuery: 'color=51&capacity=81' });
      expect(variantLine?.options).toHaveLength(2);
      expect(variantLine?.options[0]?.value).toBe(blueLabel);
      expect(variantLine?.imageUrl).toMatch(/^\/media\//);
      // The blue one's own photo, not the product's (a black one).
      expect(blue.image).toContain('blue');
      expect(variantLine?.imageUrl).toContain(blue.image);
      expect(simpleLine).toMatchObject({ sku: simple.sku, imageUrl: expect.stringMatching(/^\/media\//) });
      expect(simpleLine).not.toHaveProperty('variantQuery');
    }
  });
});
