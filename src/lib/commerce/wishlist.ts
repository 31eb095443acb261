/**
 * The signed-in customer's wishlist, through the wishlist module's REST API (spec §7): list, add a product,
 * remove an item. Every call needs a context with the customer's token. An answer whose `status` is not 1 is a refusal
 * (`CommerceInputError`); a product that does not exist, or an item that is not the customer's, is
 * `CommerceNotFoundError`.
 */
import { CommerceInputError, CommerceResponseError } from './errors.ts';
import { toWishlistItem } from './mappers/wishlist.ts';
import { restRequest } from './rest.ts';
import { wishlistAddResponseSchema, wishlistItemsResponseSchema, wishlistRemoveResponseSchema } from './schemas/wishlist.ts';
import type { WishlistItem } from '@/domain/wishlist-types.ts';
import type { CommerceContext } from './context.ts';

const OK = 1;

function assertDone(status: number, call: string): void {
  if (status !== OK) throw new CommerceInputError(`${call} answered status ${status}`);
}

export async function getWishlist(context: CommerceContext): Promise<WishlistItem[]> {
  const answer = await restRequest(context, { method: 'GET', path: '/V1/wishlist/items' }, wishlistItemsResponseSchema);
  assertDone(answer.status, 'wishlist items');
  return (answer.data ?? []).map(toWishlistItem);
}

/** Adds the product (adding one already there keeps it once); returns its wishlist item id. */
export async function addToWishlist(context: CommerceContext, productId: number): Promise<number> {
  const path = `/V1/wishlist/add/${productId}`;
  const answer = await restRequest(context, { method: 'POST', path }, wishlistAddResponseSchema);
  assertDone(answer.status, 'wishlist add');
  if (typeof answer.data !== 'number') throw new CommerceResponseError('wishlist add answered no item id');
  return answer.data;
}

export async function removeFromWishlist(context: CommerceContext, wishlistItemId: number): Promise<void> {
  const path = `/V1/wishlist/delete/${wishlistItemId}`;
  const answer = await restRequest(context, { method: 'DELETE', path }, wishlistRemoveResponseSchema);
  assertDone(answer.status, 'wishlist remove');
}
