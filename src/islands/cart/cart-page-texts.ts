/** The localized strings of the cart page island, built on the server with getT() (islands ship no i18next). */
export type CartPageTexts = {
  itemsHeading: string;
  quantityOf: string;
  decrease: string;
  increase: string;
  remove: string;
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
  grandTotal: string;
  checkout: string;
  signInHint: string;
  empty: string;
  emptyHint: string;
  startShopping: string;
  loading: string;
  originalPrice: string;
  /** After a refused order: with `{{names}}` (the out-of-stock lines). */
  unavailableNotice: string;
  unavailableBadge: string;
};
