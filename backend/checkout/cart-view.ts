import { productViews } from '../catalog/product-view.ts';
import type { CartRow } from '../carts/carts.ts';
import { countryName, listRegions, STORE_COUNTRY } from '../directory/regions.ts';
import type { RequestContext } from '../http/context.ts';
import { toGraphqlCheckoutCart } from './graphql-shapes.ts';
import { loadCheckoutQuote } from './quote.ts';

/** GraphQL's `Cart` as of the request's instant, texts in the request's store view. */
export function cartView(ctx: RequestContext, cart: CartRow) {
  const quote = loadCheckoutQuote(ctx.db, cart, ctx.store.id, ctx.now);
  const products = productViews({ db: ctx.db, storeId: ctx.store.id, baseUrl: ctx.baseUrl }, quote.lines.map((line) => line.product_id));
  return toGraphqlCheckoutCart(quote, {
    products: new Map(products.map((product) => [product.id, product])),
    regions: listRegions(ctx.db, STORE_COUNTRY),
    countryName: countryName(ctx.store.code),
    store: ctx.store.code,
  });
}
