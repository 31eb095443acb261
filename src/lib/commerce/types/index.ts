/**
 * View models the storefront renders, all camelCase. Components read only these, never raw API shapes; the
 * mappers (mappers/) build them from the answers as the generated operation types (generated/) and, where they
 * check more, the zod schemas (schemas/) describe them.
 */
export type * from './catalog.ts';
export type * from './product-options.ts';
export type * from './specifications.ts';
export type * from './store-config.ts';
export type * from './newsletter.ts';
export type * from './stock-reminder.ts';
export type * from './home.ts';
export type * from './wishlist.ts';
export type * from './cart.ts';
export type * from './addresses.ts';
export type * from './customer.ts';
export type * from './orders.ts';
export type * from './guest-phone.ts';
export type * from './checkout.ts';
