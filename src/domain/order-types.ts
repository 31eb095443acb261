/** Orders: the account's list and one order with its lines, addresses and money. View models, camelCase (see index.ts). */
import type { ChosenOption } from './product-option-types.ts';

/** One row of the account's order list (spec §3 "Order": number, date, amount, status). */
export type OrderSummary = {
  id: string;
  number: string;
  /** Magento's order date text (UTC). */
  orderDate: string;
  /** Magento's status label, in the store's language (spec §4 statuses: pending, processing, completed…). */
  status: string;
  grandTotal: number | null;
  currency: string | null;
};

export type OrderPage = { items: OrderSummary[]; total: number; page: number; totalPages: number };

/**
 * Spec §4's order statuses as the backend codes them (`CustomerOrder.status_code`); the label a shopper reads is
 * Magento's `status`, already in the store's language.
 */
export type OrderStatusCode =
  | 'pending'
  | 'pending_payment'
  | 'manual_verification_needed'
  | 'payfort_fort_new'
  | 'processing'
  | 'completed'
  | 'canceled';

/** One line of an order: what was bought, how many, at what unit price (spec §3 "Order": SKU, quantity). */
export type OrderLine = {
  name: string;
  sku: string;
  urlKey: string | null;
  /** `virtual` for e-cards. */
  productType: string | null;
  quantity: number;
  unitPrice: number;
  rowTotal: number;
  /** A variant's chosen options (none for other products). */
  options: ChosenOption[];
  /** The product's image now (a variant's own), when the catalogue still has it. */
  imageUrl?: string | null;
  /** The query of a variant's own address (`color=51&capacity=82`), which the line links to; none for other products. */
  variantQuery?: string;
};

/** A billing or delivery address as the order recorded it (region named in the store's language). */
export type OrderAddress = {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: { name: string | null };
  postcode: string | null;
  countryCode: string | null;
  telephone: string;
};

/** The money of an order, in its currency (QAR). `discount` is the sum of `discounts`, a positive amount taken off. */
export type OrderTotals = {
  subtotal: number;
  discounts: { label: string; amount: number }[];
  discount: number;
  shipping: number;
  grandTotal: number;
  currency: string;
};

/** One order with everything its pages show (order success, payment status, the account's order detail). */
export type OrderDetail = {
  /** Magento's `CustomerOrder.id` (what cancelOrder takes). */
  id: string;
  number: string;
  orderDate: string;
  /** Magento's label, in the store's language. */
  status: string;
  /** Spec §4's code; an unknown code from a newer backend is kept as it came. */
  statusCode: OrderStatusCode | (string & {});
  canCancel: boolean;
  items: OrderLine[];
  totals: OrderTotals;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  /** Payment method titles, in the store's language, with their codes (`cashondelivery`, `aps_fort_cc`…). */
  paymentMethods: { name: string; code: string }[];
  /** "Carrier - Method", in the store's language; null for e-cards only. */
  shippingMethod: string | null;
  ecardRecipient: { email: string | null; telephone: string | null } | null;
};

/** What cancelling an order answered: `refusal` is the backend's reason (English, spec words) when it did not. */
export type OrderCancellation = { cancelled: true } | { cancelled: false; refusal: string };
