/** The localized strings of the cart page island, built on the server with getT() (islands ship no i18next). */
export type CartPageTexts = {
  itemsHeading: string;
  quantityOf: string;
  decrease: string;
  increase: string;
  remove: string;
  /** Without JavaScript: the typed quantity's label and its button. */
  typedQuantity: string;
  setQuantity: string;
  removeShort: string;
  updating: string;
  couponHeading: string;
  couponLabel: string;
  couponApply: string;
  couponRemove: string;
  couponApplied: string;
  couponNotApplied: string;
  summaryHeading: string;
  subtotal: string;
  discount: string;
  expressDelivery: string;
  /** Delivery is chosen at checkout and not in the total; and a free method's price. */
  deliveryNote: string;
  deliveryFree: string;
  totalBeforeDelivery: string;
  checkout: string;
  signInHint: string;
  empty: string;
  emptyHint: string;
  startShopping: string;
  loading: string;
  originalPrice: string;
  /** Labels unit price × quantity on a line of more than one. */
  lineTotal: string;
  /** After a refused order: with `{{names}}` (the out-of-stock lines). */
  unavailableNotice: string;
  unavailableBadge: string;
};

export type { CartLinks } from '@/server/cart/cart-page.ts';
