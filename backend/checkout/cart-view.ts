import { productViews } from '../catalog/product-view.ts';
import type { CartRow } from '../carts/carts.ts';
import { findCustomerById } from '../customers/customers.ts';
import { countryName, listRegions, STORE_COUNTRY } from '../directory/regions.ts';
import type { RequestContext } from '../http/context.ts';
import { toGraphqlCheckoutCart } from './graphql-shapes.ts';
import { loadCheckoutQuote } from './quote.ts';

/** GraphQL's `Cart` as of the request's instant, texts in the request's store view. */
export function cartView(ctx: RequestContext, cart: CartRow) {
  const quote = loadCheckoutQuote(ctx.db, cart, ctx.store.id, ctx.now);
  const products = productViews(
    { db: ctx.db, storeId: ctx.store.id, baseUrl: ctx.baseUrl },
    quote.lines.flatMap((line) => (line.parent_id === null ? [line.product_id] : [line.product_id, line.parent_id])),
  );
  // Magento's quote e-mail: the account's address on a customer's cart, what the guest gave on a guest cart.
  const email = cart.customer_id === null ? cart.email : (findCustomerById(ctx.db, cart.customer_id)?.email ?? null);
  const view = toGraphqlCheckoutCart(quote, {
    products: new Map(products.map((product) => [product.id, product])),
    regions: listRegions(ctx.db, STORE_COUNTRY),
    countryName: countryName(ctx.store.code),
    store: ctx.store.code,
  });
  return { ...view, email };
}
