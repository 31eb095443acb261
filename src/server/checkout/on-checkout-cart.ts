/**
 * The cart a checkout Action acts on, known to the server alone: the one the checkout page issued
 * (src/server/shopper/cart-cookies.ts), else the signed-in customer's cart as it is now. The browser names none.
 */
import type { CommerceClient } from '@/lib/commerce/index.ts';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import { signedInCart } from '@/server/cart/current-cart.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

/** Runs `work` as the signed-in customer on their checkout's cart; no session is UNAUTHORIZED. */
export function onCheckoutCart<T>(context: ShopperContext, work: (commerce: CommerceClient, cartId: string) => Promise<T>): Promise<T> {
  return asSignedInCustomer(context, async (commerce) => {
    const cartId = context.locals.shopper.checkoutCartId ?? (await signedInCart(context)).id;
    return work(commerce, cartId);
  });
}
