/**
 * Cart writes and totals over Magento REST (spec §7): create a guest cart, add / update / remove items, read
 * totals. Every call addresses `/V1/guest-carts/{maskedId}` for a guest; with `options.token` it addresses the
 * signed-in customer's `/V1/carts/mine` instead, so the customer cart of the sign-in work needs no new function.
 */
import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import type { RequestOptions } from './graphql.ts';
import { restRequest } from './rest.ts';
import type { CartTotals } from './types.ts';


/** Magento's CartItemInterface as POST/PUT …/items answer it; we only need the id to address the line. */
const restCartItemSchema = z.object({ item_id: z.number().int(), sku: z.string(), qty: z.number() });

/** The subset of TotalsInterface the storefront reads. */
const restTotalsSchema = z.object({
  subtotal: z.number(),
  discount_amount: z.number().nullish(),
  grand_total: z.number(),
  coupon_code: z.string().nullish(),
  items_qty: z.number().nullish(),
});

function cartPath(cartId: string, options: RequestOptions): string {
  return options.token ? '/V1/carts/mine' : `/V1/guest-carts/${encodeURIComponent(cartId)}`;
}

/** POST /V1/guest-carts: a new empty guest cart in the locale's store view; returns its masked id. */
export async function createGuestCart(locale: Locale): Promise<string> {
  return restRequest(locale, { method: 'POST', path: '/V1/guest-carts' }, z.string().min(1));
}

/** Adds `qty` of `sku` (the backend merges an SKU already in the cart); returns the line's item id. */
export async function addCartItem(
  locale: Locale,
  cartId: string,
  line: { sku: string; qty: number },
  options: RequestOptions = {},
): Promise<number> {
  const item = await restRequest(
    locale,
    {
      method: 'POST',
      path: `${cartPath(cartId, options)}/items`,
      query: { os: 'pwa' },
      body: { cartItem: { sku: line.sku, qty: line.qty, quote_id: cartId } },
    },
    restCartItemSchema,
    options,
  );
  return item.item_id;
}

export async function updateCartItemQty(
  locale: Locale,
  cartId: string,
  line: { itemId: number; qty: number },
  options: RequestOptions = {},
): Promise<void> {
  await restRequest(
    locale,
    {
      method: 'PUT',
      path: `${cartPath(cartId, options)}/items/${line.itemId}`,
      query: { os: 'pwa' },
      body: { cartItem: { item_id: line.itemId, qty: line.qty, quote_id: cartId } },
    },
    restCartItemSchema,
    options,
  );
}

export async function removeCartItem(locale: Locale, cartId: string, itemId: number, options: RequestOptions = {}): Promise<void> {
  await restRequest(locale, { method: 'DELETE', path: `${cartPath(cartId, options)}/items/${itemId}` }, z.boolean(), options);
}

export async function getCartTotals(locale: Locale, cartId: string, options: RequestOptions = {}): Promise<CartTotals> {
  const totals = await restRequest(locale, { method: 'GET', path: `${cartPath(cartId, options)}/totals` }, restTotalsSchema, options);
  return {
    subtotal: totals.subtotal,
    discount: Math.abs(totals.discount_amount ?? 0),
    grandTotal: totals.grand_total,
    couponCode: totals.coupon_code ?? null,
    itemsQty: totals.items_qty ?? 0,
  };
}
