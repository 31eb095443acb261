/**
 * What the checkout page loads (spec §2, §6): the signed-in customer with their saved addresses, their cart in this
 * locale's store (any guest cart merged in: src/server/cart/customer-cart.ts) with its checkout fields, and the
 * delivery zones. No session, or one the backend refused, answers 302 to the cart (the guard's rule); an empty cart
 * goes back to the cart page too. A backend that is down is a state the page shows (503), never a 500.
 */
import type { AstroGlobal } from 'astro';
import { CommerceAuthError, type CheckoutView, type CustomerView, type Region } from '@/lib/commerce/index.ts';
import { localePath } from '@/lib/i18n/locales.ts';
import { signedInCart } from '@/server/cart/current-cart.ts';
import { currentCustomer } from '@/server/auth/current-customer.ts';
import { writeCheckoutCookie } from '@/server/shopper/cart-cookies.ts';
import { withSession } from '@/server/shopper/customer-session.ts';

export type CheckoutPageData = {
  customer: CustomerView;
  checkout: CheckoutView;
  regions: Region[];
};

export type CheckoutPage = { kind: 'ready'; data: CheckoutPageData } | { kind: 'unavailable' };

/** Saved addresses with the default delivery address first, then as the customer saved them. */
export function addressesDefaultFirst<T extends { defaultShipping: boolean }>(addresses: readonly T[]): T[] {
  return [...addresses.filter((address) => address.defaultShipping), ...addresses.filter((address) => !address.defaultShipping)];
}

export async function openCheckoutPage(page: AstroGlobal): Promise<CheckoutPage | Response> {
  const cartPath = localePath(page.locals.locale, '/cart');
  try {
    const signedIn = await currentCustomer(page);
    if (!signedIn) return page.redirect(cartPath, 302);
    const { customer } = signedIn;
    const { commerce } = page.locals;
    const checkout = await withSession(page, async () => {
      // The cart this checkout acts on, issued with the page: the Actions and placeOrder's idempotency use it.
      writeCheckoutCookie(page, (await signedInCart(page)).id);
      return commerce.getCheckoutCart();
    });
    if (checkout.items.length === 0) return page.redirect(cartPath, 302);
    const regions = checkout.isVirtual ? [] : await commerce.getDeliveryRegions();
    return { kind: 'ready', data: { customer: { ...customer, addresses: addressesDefaultFirst(customer.addresses) }, checkout, regions } };
  } catch (error) {
    // The session was refused on the way (forced sign-out done): back to the cart, as without a session.
    if (error instanceof CommerceAuthError) return page.redirect(cartPath, 302);
    console.error('[checkout] the checkout page could not load:', error);
    return { kind: 'unavailable' };
  }
}
