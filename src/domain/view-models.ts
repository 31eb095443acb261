/**
 * View models the storefront renders, all camelCase. Components read only these, never raw API shapes; the
 * mappers (mappers/) build them from the answers as the generated operation types (generated/) and, where they
 * check more, the zod schemas (schemas/) describe them.
 */
export type * from './catalog-types.ts';
export type * from './product-option-types.ts';
export type * from './store-config-types.ts';
export type * from './newsletter-types.ts';
export type * from './stock-reminder-types.ts';
export type * from './home-types.ts';
export type * from './wishlist-types.ts';
export type * from './cart-types.ts';
export type * from './address-types.ts';
export type * from './customer-types.ts';
export type * from './order-types.ts';
export type * from './guest-phone-types.ts';
export type * from './checkout-types.ts';
export type * from './review-types.ts';
export type * from './compare-types.ts';
export type * from './specification-types.ts';
