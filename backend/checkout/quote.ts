import { roundMoney } from '../catalog/money.ts';
import type { CartRow } from '../carts/carts.ts';
import { loadCartLines, type CartLine } from '../carts/lines.ts';
import { computeCartTotals, withShipping, type CartTotals } from '../carts/totals.ts';
import type { Database } from '../db/database.ts';
import { storeSettings } from '../store-config.ts';
import { storeById, type Store } from '../stores.ts';
import { loadCartAddresses, type CartAddresses } from './cart-addresses.ts';
import { ecardRecipientOf, type EcardRecipient } from './ecard-recipient.ts';
import { PAYMENT_CODES, paymentMethodsFor, paymentTitle, type PaymentCode, type PaymentMethodOption } from './payment-methods.ts';
import { findShippingMethod, shippingMethodsFor, type ShippingMethodOption } from './shipping-methods.ts';

/**
 * A cart as checkout sees it at one instant (Magento's quote with its totals collected): items priced now, the
 * addresses, the methods on offer and the ones chosen, and the totals including delivery.
 */
export interface CheckoutQuote {
  cart: CartRow;
  /** The store view whose texts and settings apply. */
  store: Store;
  lines: CartLine[];
  /** Only e-cards: nothing to ship (Magento's is_virtual). */
  isVirtual: boolean;
  /** At least one e-card: a recipient is needed. */
  hasEcards: boolean;
  addresses: CartAddresses;
  /** Offered once there is a shipping address; none for an e-card-only cart. */
  shippingOptions: ShippingMethodOption[];
  selectedShipping: ShippingMethodOption | null;
  /** None for a guest cart: checkout is for signed-in customers only (spec §6). */
  paymentOptions: PaymentMethodOption[];
  selectedPayment: PaymentMethodOption | null;
  ecardRecipient: EcardRecipient | null;
  totals: CartTotals;
}

const isPaymentCode = (code: string | null): code is PaymentCode => code !== null && (PAYMENT_CODES as readonly string[]).includes(code);

export function loadCheckoutQuote(db: Database, cart: CartRow, storeId: number, now: number): CheckoutQuote {
  const store = storeById(storeId);
  const settings = storeSettings(db, storeId);
  const at = new Date(now);
  const lines = loadCartLines(db, cart.id, storeId, at);
  const isVirtual = lines.length > 0 && lines.every((line) => line.type_id === 'virtual');
  const hasEcards = lines.some((line) => line.type_id === 'virtual');
  const addresses = loadCartAddresses(db, cart.id);
  const itemTotals = computeCartTotals(db, cart, lines, store.code, at);

  const shippingOptions =
    !isVirtual && lines.length > 0 && addresses.shipping !== null
      ? shippingMethodsFor(settings, { subtotalAfterDiscount: roundMoney(itemTotals.subtotal - itemTotals.discount), now })
      : [];
  const selectedShipping =
    cart.shipping_carrier_code !== null && cart.shipping_method_code !== null
      ? findShippingMethod(shippingOptions, cart.shipping_carrier_code, cart.shipping_method_code)
      : null;

  const paymentOptions = cart.customer_id === null ? [] : paymentMethodsFor(db, settings, cart.customer_id, hasEcards);
  const selectedPayment = isPaymentCode(cart.payment_method) ? { code: cart.payment_method, title: paymentTitle(settings, cart.payment_method) } : null;

  return {
    cart,
    store,
    lines,
    isVirtual,
    hasEcards,
    addresses,
    shippingOptions,
    selectedShipping,
    paymentOptions,
    selectedPayment,
    ecardRecipient: ecardRecipientOf(cart),
    totals: withShipping(itemTotals, selectedShipping?.amount ?? 0),
  };
}
