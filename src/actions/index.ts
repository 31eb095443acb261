/**
 * Astro Actions: the browser's only way to change anything (ARCHITECTURE.md). Each area defines its actions in
 * its own file (`<area>-actions.ts`); this object only gathers them under the names the browser calls them by
 * (`actions.cart.addItem(…)`, `?_action=cart.addItem`). Those names are the wire's: forms on pages already cached,
 * and pages of the previous release still open in a tab, post them. So the wishlist's Actions stay under
 * `account`, and the newsletter's, the contact form's, the stock reminder's and recently viewed's under `engagement`.
 */
import { account } from './account-actions.ts';
import { auth } from './auth-actions.ts';
import { cart } from './cart-actions.ts';
import { checkout } from './checkout-actions.ts';
import { compare } from './compare-actions.ts';
import { contact } from './contact-actions.ts';
import { newsletter } from './newsletter-actions.ts';
import { orders } from './order-actions.ts';
import { recentlyViewed } from './recently-viewed-actions.ts';
import { reviews } from './review-actions.ts';
import { stockReminder } from './stock-reminder-actions.ts';
import { wishlist } from './wishlist-actions.ts';

export const server = {
  account: { ...account, ...wishlist },
  auth,
  cart,
  compare,
  engagement: { ...newsletter, ...contact, ...stockReminder, ...recentlyViewed },
  checkout,
  orders,
  reviews,
};
