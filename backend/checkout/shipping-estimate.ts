import { z } from 'zod';
import { roundMoney } from '../catalog/money.ts';
import type { CartRow } from '../carts/carts.ts';
import { loadCartLines } from '../carts/lines.ts';
import { computeCartTotals } from '../carts/totals.ts';
import type { Database } from '../db/database.ts';
import { storeSettings } from '../store-config.ts';
import { storeById } from '../stores.ts';
import { shippingMethodsFor, type ShippingMethodOption } from './shipping-methods.ts';

/** The store delivers in Qatar only. */
const DELIVERY_COUNTRY = 'QA';

/** Magento's `estimate-shipping-methods` body: the address so far, of which only the country is needed here. */
export const estimateShippingBody = z.object({
  address: z.looseObject({ country_id: z.string().trim().length(2) }),
});

/**
 * Magento's shipping estimate (`POST /V1/guest-carts/{id}/estimate-shipping-methods`, `/V1/carts/mine/…`): the
 * methods this cart would be offered at an address in that country, before any address is set, so the cart page can
 * show delivery as decided at checkout with each option's price. E-cards alone, an empty cart or a country the store
 * does not deliver to are offered none.
 */
export function estimateShippingMethods(db: Database, cart: CartRow, storeId: number, now: number, countryId: string): ShippingMethodOption[] {
  if (countryId.toUpperCase() !== DELIVERY_COUNTRY) return [];
  const store = storeById(storeId);
  const lines = loadCartLines(db, cart.id, storeId, new Date(now));
  if (lines.length === 0 || lines.every((line) => line.type_id === 'virtual')) return [];
  const totals = computeCartTotals(db, cart, lines, store.code, new Date(now));
  return shippingMethodsFor(storeSettings(db, storeId), { subtotalAfterDiscount: roundMoney(totals.subtotal - totals.discount), now });
}

/** Magento's ShippingMethodInterface, as REST answers it. */
export function toRestShippingMethod(option: ShippingMethodOption) {
  return {
    carrier_code: option.carrierCode,
    method_code: option.methodCode,
    carrier_title: option.carrierTitle,
    method_title: option.methodTitle,
    amount: option.amount,
    base_amount: option.amount,
    available: option.available,
    error_message: option.errorMessage ?? '',
    price_excl_tax: option.amount,
    price_incl_tax: option.amount,
  };
}
