/**
 * The signed-in customer's wishlist, through the wishlist module's REST API (spec §7): list, add a product,
 * remove an item. Every call needs `options.token`. An answer whose `status` is not 1 is a refusal
 * (`CommerceInputError`); a product that does not exist, or an item that is not the customer's, is
 * `CommerceNotFoundError`.
 */
import type { Locale } from '../i18n/locales.ts';
import { CommerceInputError, CommerceResponseError } from './errors.ts';
import type { RequestOptions } from './graphql.ts';
import { toWishlistItem } from './mappers/wishlist.ts';
import { restRequest } from './rest.ts';
import { wishlistAddResponseSchema, wishlistItemsResponseSchema, wishlistRemoveResponseSchema } from './schemas/wishlist.ts';
import type { WishlistItem } from './types.ts';

type SignedIn = RequestOptions & { token: string };

const OK = 1;

function assertDone(status: number, call: string): void {
  if (status !== OK) throw new CommerceInputError(`${call} answered status ${status}`);
}

export async function getWishlist(locale: Locale, options: SignedIn): Promise<WishlistItem[]> {
  const answer = await restRequest(locale, { method: 'GET', path: '/V1/wishlist/items' }, wishlistItemsResponseSchema, options);
  assertDone(answer.status, 'wishlist items');
  return (answer.data ?? []).map(toWishlistItem);
}

/** Adds the product (adding one already there keeps it once); returns its wishlist item id. */
export async function addToWishlist(locale: Locale, productId: number, options: SignedIn): Promise<number> {
  const path = `/V1/wishlist/add/${productId}`;
  const answer = await restRequest(locale, { method: 'POST', path }, wishlistAddResponseSchema, options);
  assertDone(answer.status, 'wishlist add');
  if (typeof answer.data !== 'number') throw new CommerceResponseError('wishlist add answered no item id');
  return answer.data;
}

export async function removeFromWishlist(locale: Locale, wishlistItemId: number, options: SignedIn): Promise<void> {
  const path = `/V1/wishlist/delete/${wishlistItemId}`;
  const answer = await restRequest(locale, { method: 'DELETE', path }, wishlistRemoveResponseSchema, options);
  assertDone(answer.status, 'wishlist remove');
}
