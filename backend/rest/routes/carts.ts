import type { Route, RestRequest } from '../../http/router.ts';
import { parseInput } from '../../input.ts';
import { requireCustomerForRest } from '../../customers/authorization.ts';
import { createGuestCart, getOrCreateCustomerCart, requireCustomerCart, requireGuestCart, type CartRow } from '../../carts/carts.ts';
import { optionValueUid } from '../../catalog/option-uid.ts';
import { addCartItem, parseItemId, removeCartItem, updateCartItemQty } from '../../carts/items.ts';
import { loadCartLines } from '../../carts/lines.ts';
import { toRestCart, toRestCartItem, toRestTotals } from '../../carts/rest-shapes.ts';
import { applyCouponToCart, removeCouponFromCart } from '../../carts/cart-coupons.ts';
import { addCartItemBody, couponCodeSchema, updateCartItemBody } from '../../carts/input-schemas.ts';
import { invalidCoupon } from '../../coupons/coupons.ts';
import { loadCheckoutQuote } from '../../checkout/quote.ts';

type CartFinder = (request: RestRequest) => CartRow;

const guestCart: CartFinder = (request) => requireGuestCart(request.db, request.params.cartId ?? '');
const customerCart: CartFinder = (request) => requireCustomerCart(request.db, requireCustomerForRest(request));

function itemResponse(request: RestRequest, cart: CartRow, itemId: number) {
  const line = loadCartLines(request.db, cart.id, request.store.id).find((candidate) => candidate.item_id === itemId);
  // The item was written in this request; not finding it would be a broken invariant, not a client error.
  if (!line) throw new Error(`cart item ${itemId} vanished after write`);
  return toRestCartItem(cart, line, request.baseUrl);
}

/** The item, totals and coupon routes, the same for a guest cart and for the customer's own cart. */
function cartContentRoutes(base: string, findCart: CartFinder): Route[] {
  return [
    {
      method: 'GET',
      path: base,
      handler: (request) => {
        const cart = findCart(request);
        return toRestCart(cart, loadCartLines(request.db, cart.id, request.store.id), request.baseUrl);
      },
    },
    {
      method: 'GET',
      path: `${base}/items`,
      handler: (request) => {
        const cart = findCart(request);
        return loadCartLines(request.db, cart.id, request.store.id).map((line) => toRestCartItem(cart, line, request.baseUrl));
      },
    },
    {
      method: 'POST',
      path: `${base}/items`,
      handler: (request) => {
        const cart = findCart(request);
        const { cartItem } = parseInput(addCartItemBody, request.body);
        const itemId = addCartItem(request.db, cart, {
          sku: cartItem.sku,
          selectedOptions: (cartItem.product_option?.extension_attributes?.configurable_item_options ?? [])
            .map((option) => optionValueUid(option.option_id, option.option_value)),
        }, cartItem.qty, request.store.id);
        return itemResponse(request, cart, itemId);
      },
    },
    {
      method: 'PUT',
      path: `${base}/items/:itemId`,
      handler: (request) => {
        const cart = findCart(request);
        const itemId = parseItemId(cart, request.params.itemId ?? '');
        const { cartItem } = parseInput(updateCartItemBody, request.body);
        updateCartItemQty(request.db, cart, itemId, cartItem.qty);
        return itemResponse(request, cart, itemId);
      },
    },
    {
      method: 'DELETE',
      path: `${base}/items/:itemId`,
      handler: (request) => {
        const cart = findCart(request);
        removeCartItem(request.db, cart, parseItemId(cart, request.params.itemId ?? ''));
        return true;
      },
    },
    {
      method: 'GET',
      path: `${base}/totals`,
      handler: (request) => {
        const quote = loadCheckoutQuote(request.db, findCart(request), request.store.id, request.now);
        return toRestTotals(quote.lines, quote.totals, request.store.code);
      },
    },
    {
      method: 'GET',
      path: `${base}/coupons`,
      handler: (request) => findCart(request).coupon_code,
    },
    {
      method: 'PUT',
      path: `${base}/coupons/:couponCode`,
      handler: (request) => {
        const cart = findCart(request);
        const raw = request.params.couponCode ?? '';
        if (!couponCodeSchema.safeParse(raw).success) throw invalidCoupon(raw);
        applyCouponToCart(request.db, cart, raw, { replace: true });
        return true;
      },
    },
    {
      method: 'DELETE',
      path: `${base}/coupons`,
      handler: (request) => {
        removeCouponFromCart(request.db, findCart(request));
        return true;
      },
    },
  ];
}

export const cartRoutes: Route[] = [
  {
    method: 'POST',
    path: '/V1/guest-carts',
    handler: (request) => createGuestCart(request.db, request.store.id).masked_id,
  },
  {
    // Magento answers with the numeric quote id of the customer's (existing or new) active cart.
    method: 'POST',
    path: '/V1/carts/mine',
    handler: (request) => getOrCreateCustomerCart(request.db, requireCustomerForRest(request), request.store.id, true).id,
  },
  ...cartContentRoutes('/V1/carts/mine', customerCart),
  ...cartContentRoutes('/V1/guest-carts/:cartId', guestCart),
];
