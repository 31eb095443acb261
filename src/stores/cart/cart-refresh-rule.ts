/**
 * When the browser asks the server for the shopper's cart as a page loads (spec §4). Apart from the other cart
 * rules (cart-rules.ts) because the header badge on every page decides it before loading any cart code.
 */

/** Query parameters that mark a return from the payment provider: the cart must not be refreshed then. */
export const PAYMENT_RETURN_PARAMS = ['statusMessage', 'amount', 'shipping_description', 'shipping_method', 'status', 'increment_id'] as const;

export function hasPaymentReturnParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return PAYMENT_RETURN_PARAMS.some((name) => params.has(name));
}

/**
 * Spec §4: refresh on load only with a stored quote id and no payment-return parameter in the URL. An add a page
 * left behind unanswered (src/stores/cart/cart-pending-adds.ts) also asks for the server's cart: a new guest's first
 * add has no quote id yet.
 */
export function shouldRefreshOnLoad(quoteId: string, search: string, pendingAdds = false): boolean {
  return (quoteId !== '' || pendingAdds) && !hasPaymentReturnParams(search);
}
