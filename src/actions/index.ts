/**
 * Astro Actions: the browser's only way to change anything (ARCHITECTURE.md). Each area defines its actions in
 * its own file; this object only gathers them under their area name (`actions.cart.addItem(…)`).
 */
import { account } from './account.ts';
import { auth } from './auth.ts';
import { cart } from './cart.ts';
import { checkout } from './checkout.ts';
import { compare } from './compare.ts';
import { engagement } from './engagement.ts';
import { orders } from './orders.ts';
import { reviews } from './reviews.ts';

export const server = { account, auth, cart, compare, engagement, checkout, orders, reviews };
