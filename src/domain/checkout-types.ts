/** Checkout: the customer's cart with its delivery, payment and totals. View models, camelCase (see index.ts). */
import type { ChosenOption } from './product-option-types.ts';

/** A cart line as checkout shows it (review and summary). */
export type CheckoutItem = {
  itemId: number;
  name: string;
  sku: string;
  qty: number;
  /** Unit price and line total as the backend prices them. */
  price: number;
  rowTotal: number;
  imageUrl: string | null;
  isVirtual: boolean;
  /** A variant's chosen options, in the cart's store view (none for other products). */
  options?: ChosenOption[];
  /** The product's page the line links to (null when the backend gave none). */
  urlKey: string | null;
  /** A variant's line: the query of the variant's own address (`color=51&capacity=82`), which the line links to. */
  variantQuery?: string;
};

/** A delivery method the backend offers for the cart's address (Magento's AvailableShippingMethod). */
export type ShippingMethodOption = {
  carrierCode: string;
  methodCode: string;
  title: string;
  amount: number;
  available: boolean;
  /** Why it is not available now (same-day after the cutoff), in the store's language. */
  errorMessage: string | null;
};

export type PaymentMethodOption = { code: string; title: string };

/** The delivery address set on the cart, as shown back to the shopper. */
export type CheckoutAddress = {
  name: string;
  /** Street lines as entered (street, building); empty lines dropped. */
  street: string[];
  /** The area and the zone (named in the store's language), for the shopper's own comma to join. */
  place: string[];
  telephone: string | null;
  /** The saved address it was copied from, or null for one typed at checkout. */
  customerAddressId: number | null;
};

/** What the review shows, in QAR. `discount` is positive (an amount off). */
export type CheckoutTotals = { subtotal: number; discount: number; shipping: number | null; grandTotal: number; currency: string };

/** The signed-in customer's cart with everything checkout needs (Magento's Cart with its checkout fields). */
export type CheckoutView = {
  cartId: string;
  /** E-cards only: no delivery address or shipping step. */
  isVirtual: boolean;
  /** At least one e-card: the recipient's e-mail or mobile is needed. */
  hasEcards: boolean;
  items: CheckoutItem[];
  totalQuantity: number;
  address: CheckoutAddress | null;
  shippingMethods: ShippingMethodOption[];
  /** `carrier_code/method_code` of the chosen method, or null. */
  selectedShipping: string | null;
  paymentMethods: PaymentMethodOption[];
  selectedPayment: string | null;
  ecardRecipient: { email: string | null; telephone: string | null } | null;
  totals: CheckoutTotals;
};

/** One line placeOrder refused for want of stock. */
export type OutOfStockItem = { sku: string; name: string; requested: number | null; available: number | null };

/** The signed form that sends the shopper to the payment provider's hosted page (a POST of `fields` to `url`). */
export type PaymentRedirect = { url: string; fields: { name: string; value: string }[] };
