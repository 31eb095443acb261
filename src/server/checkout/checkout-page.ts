/**
 * The checkout page's loader (spec §1, §2, §6). Never cached: it is personal. It loads the signed-in customer with
 * their saved addresses, their cart in this locale's store (any guest cart merged in: src/server/cart/signed-in-cart.ts)
 * with its checkout fields, and the delivery zones. No session, or one the backend refused, answers 302 to the cart
 * (the guard's rule); an empty cart goes back to the cart page too. A backend that is down is a state the page shows
 * (503), never a 500.
 *
 * Without JavaScript each step is a plain form posted to its Action, one step per page load: the post answers 303
 * back to the page, which opens the next step, or the refused one with its problems and what was typed
 * (checkout-steps.ts). The order placed by a plain form goes on to its page, or shows the provider's form to pay.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import type { CheckoutStepFailure, CheckoutStep } from '@/domain/checkout-rules.ts';
import { CommerceAuthError, type CheckoutView, type CustomerView, type PaymentRedirect, type Region } from '@/lib/commerce/index.ts';
import { localePath } from '@/lib/i18n/locales.ts';
import { customerAddressValues, postedAddressValues, type AddressFormValues } from '@/server/account/address-form.ts';
import { signedInCart } from '@/server/cart/current-cart.ts';
import { currentCustomer } from '@/server/auth/current-customer.ts';
import { PERSONAL_CACHE_CONTROL } from '@/server/cache/cache-control.ts';
import { postedFields } from '@/server/forms/form-result.ts';
import { writeCheckoutCookie } from '@/server/shopper/cart-cookies.ts';
import { withSession } from '@/server/shopper/customer-session.ts';
import { checkoutStepState, placedOrderAnswer, STEP_PARAM } from './checkout-steps.ts';

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

async function openCheckoutPage(page: AstroGlobal): Promise<CheckoutPage | Response> {
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

/** Where the checkout links and where its plain forms post (each the checkout Action the island calls). */
export type CheckoutLinks = {
  cart: string;
  signIn: string;
  /** A step's "Change" link without JavaScript: this with the step's name. */
  step: string;
  actions: { useSavedAddress: string; setDeliveryMethod: string; setEcardRecipient: string; setPaymentMethod: string; placeOrder: string };
  newAddress: string;
};

export type CheckoutPageView = { links: CheckoutLinks } & (
  | {
      kind: 'ready';
      data: CheckoutPageData;
      open: CheckoutStep;
      failure: CheckoutStepFailure | null;
      /** The new-address form's values: as typed when the Action refused them, else the customer's name and phone. */
      newAddressValues: AddressFormValues;
      /** The e-card recipient as typed when the Action refused it. */
      typedRecipient: { email: string; telephone: string } | null;
    }
  /** An order placed by a plain form that is to be paid with the provider: its form, with a "Continue to payment" button. */
  | { kind: 'pay'; orderNumber: string; payment: PaymentRedirect }
  | { kind: 'unavailable' }
);

function checkoutLinks(locale: AstroGlobal['locals']['locale']): CheckoutLinks {
  const checkoutPath = localePath(locale, '/checkout');
  return {
    cart: localePath(locale, '/cart'),
    signIn: `${localePath(locale, '/login')}?redirect=${encodeURIComponent(checkoutPath)}`,
    step: `${checkoutPath}?${STEP_PARAM}=`,
    actions: {
      useSavedAddress: `${checkoutPath}${actions.checkout.useSavedAddress}`,
      setDeliveryMethod: `${checkoutPath}${actions.checkout.setDeliveryMethod}`,
      setEcardRecipient: `${checkoutPath}${actions.checkout.setEcardRecipient}`,
      setPaymentMethod: `${checkoutPath}${actions.checkout.setPaymentMethod}`,
      placeOrder: `${checkoutPath}${actions.checkout.placeOrder}`,
    },
    newAddress: `${checkoutPath}${actions.checkout.useNewAddress}`,
  };
}

/** The page's view, with its status set; or the answer that replaces it (the cart, or the placed order's next page). */
export async function loadCheckoutPage(page: AstroGlobal): Promise<CheckoutPageView | Response> {
  const { locale } = page.locals;
  // The order placed by a plain form: its cart is no more, so this comes before the checkout's own loading.
  const placed = placedOrderAnswer(page, locale);
  if (placed && 'redirectTo' in placed) return page.redirect(placed.redirectTo, 303);
  page.response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  const links = checkoutLinks(locale);
  if (placed) return { kind: 'pay', links, ...placed };

  const opened = await openCheckoutPage(page);
  if (opened instanceof Response) return opened;
  if (opened.kind === 'unavailable') {
    page.response.status = 503;
    return { kind: 'unavailable', links };
  }
  const { data } = opened;
  const steps = checkoutStepState(page, locale, data.checkout);
  page.response.status = steps.status;
  const posted = postedFields(page.request);
  // A new address the Action refused comes back as typed.
  const newAddressRefused = steps.failure?.step === 'address' && posted.has('firstname');
  return {
    kind: 'ready',
    links,
    data,
    open: steps.open,
    failure: steps.failure,
    newAddressValues: newAddressRefused
      ? { ...postedAddressValues(posted), defaultShipping: posted.has('saveInAddressBook') }
      : { ...customerAddressValues(data.customer), defaultShipping: true },
    typedRecipient: steps.failure?.step === 'recipient' ? { email: posted.get('email') ?? '', telephone: posted.get('telephone') ?? '' } : null,
  };
}
