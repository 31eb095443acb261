/**
 * An add to the cart that the browser may send twice, applied once (src/server/cart/add-ledger.ts says why).
 *
 * The same id sent again for the same cart:
 * - the first sending was taken: nothing is added again, and the cart as it is answers;
 * - the first sending's answer never came (or it is still on its way): the backend may yet apply it, so this one is
 *   not applied either; it fails as the backend being unavailable would, and the shopper is told to try again;
 * - the first sending was refused: it was released, so this one is applied as new (and refused again, or taken).
 * An add without an id (a form posted without JavaScript), for a guest who has no cart yet, or sent again for
 * another cart (the first one's cart cookie never reached the browser) is applied as it always was.
 */
import { createHash } from 'node:crypto';
import {
  CommerceAuthError,
  CommerceInputError,
  CommerceNotFoundError,
  CommerceUnavailableError,
  toCommerceError,
  type CartLineInput,
  type CartSnapshot,
} from '@/lib/commerce/index.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { addLedger, type AddLedger } from './add-ledger.ts';
import { addToCart, currentCart } from './current-cart.ts';

/** The cart the request is for, as a hash (no cart id or token is stored): the customer's, or the cart cookie's. */
function cartIdentity(context: ShopperContext): string | null {
  const { token, cartId } = context.locals.shopper;
  const identity = token ? `customer:${token}` : cartId ? `guest:${cartId}` : null;
  return identity && createHash('sha256').update(identity).digest('base64url');
}

/** Refusals the backend answered: the add was not applied, and sending it again is safe. */
const isRefusal = (failure: unknown) =>
  failure instanceof CommerceInputError || failure instanceof CommerceNotFoundError || failure instanceof CommerceAuthError;

export async function addToCartOnce(
  context: ShopperContext,
  line: CartLineInput,
  addId: string | undefined,
  ledger: AddLedger = addLedger(),
): Promise<CartSnapshot> {
  const cart = cartIdentity(context);
  const once = addId && cart ? { addId, cart } : null;
  if (once) {
    const earlier = await ledger.claim(once.addId, once.cart);
    if (earlier?.cart === once.cart) {
      if (earlier.outcome !== 'done') throw new CommerceUnavailableError('an earlier sending of this add has had no answer');
      // Taken: the cart as it is, unless it is gone since (ordered), when the add goes to the shopper's next cart.
      const now = await currentCart(context);
      if (now) return now;
    }
    if (earlier) await ledger.record(once.addId, { outcome: 'pending', cart: once.cart });
  }
  try {
    const snapshot = await addToCart(context, line);
    if (once) await ledger.record(once.addId, { outcome: 'done', cart: once.cart });
    return snapshot;
  } catch (error) {
    if (once && isRefusal(toCommerceError(error))) await ledger.release(once.addId);
    else if (once) await ledger.record(once.addId, { outcome: 'unknown', cart: once.cart });
    throw error;
  }
}
