/** Cart actions (guest and customer carts, coupons, totals). */
export const cart = {};
