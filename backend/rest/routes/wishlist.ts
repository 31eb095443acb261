import { z } from 'zod';
import type { Route } from '../../http/router.ts';
import { parseInput } from '../../input.ts';
import { requireCustomerForRest } from '../../customers/authorization.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from '../../wishlist/wishlist.ts';

/** A path id: digits only, within SQLite's integer range. */
const pathId = (field: string) =>
  z.string().regex(/^\d{1,12}$/, { error: `Invalid value of "${field}" provided.` }).transform(Number);

/** Wishlist module REST API (Bearer): `{status: 1, data}` envelopes as the storefront expects (spec §7). */
export const wishlistRoutes: Route[] = [
  {
    method: 'GET',
    path: '/V1/wishlist/items',
    handler: (request) => ({ status: 1, data: listWishlist(request.db, requireCustomerForRest(request), request.store.id) }),
  },
  {
    method: 'POST',
    path: '/V1/wishlist/add/:productId',
    handler: (request) => {
      const customerId = requireCustomerForRest(request);
      const productId = parseInput(pathId('productId'), request.params.productId);
      return { status: 1, data: addToWishlist(request.db, customerId, productId) };
    },
  },
  {
    method: 'DELETE',
    path: '/V1/wishlist/delete/:wishlistItemId',
    handler: (request) => {
      const customerId = requireCustomerForRest(request);
      const itemId = parseInput(pathId('wishlistItemId'), request.params.wishlistItemId);
      removeFromWishlist(request.db, customerId, itemId);
      return { status: 1, data: true };
    },
  },
];
