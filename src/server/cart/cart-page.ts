/**
 * The cart page's loader. Never cached: it is personal. The cart is the one the HttpOnly cart cookie names; the
 * server renders it so the page is complete before the island hydrates, and every cart control is also a plain form
 * posted to the cart Action the island calls, so the cart works with JavaScript off: the post answers 303 back to the
 * page (src/server/forms/form-result.ts), where the outcome becomes a notice (cart-notice.ts).
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import type { CartSnapshot, ShippingMethodOption } from '@/lib/commerce/index.ts';
import { unavailableSkus } from '@/domain/checkout-rules.ts';
import { localePath } from '@/lib/i18n/locales.ts';
import { PERSONAL_CACHE_CONTROL } from '@/server/cache/cache-control.ts';
import { postedFields } from '@/server/forms/form-result.ts';
import { cartFormOutcome, noticeOf, NOTICE_PARAM, SUCCEEDED, type CartNotice } from './cart-notice.ts';
import { currentCart } from './current-cart.ts';

/** Where the cart page links and where its plain forms post (each the cart Action the island calls). */
export type CartLinks = {
  cart: string;
  shop: string;
  checkout: string;
  productBase: string;
  updateItem: string;
  removeItem: string;
  applyCoupon: string;
  removeCoupon: string;
};

export type CartPageView = {
  /** The cart as the server has it; null without one, or when the backend hiccuped (the island refreshes after load). */
  initial: CartSnapshot | null;
  /** Each delivery method's price for this cart, listed apart from its total: delivery is decided at checkout. */
  delivery: ShippingMethodOption[];
  /** What a form posted without JavaScript did, and its message when the Action said why. */
  notice: CartNotice | null;
  noticeMessage: string | null;
  /** A refused coupon is said beside its field, with the code typed kept. */
  refusedCoupon: { code: string; reason: string | null } | null;
  links: CartLinks;
  /** The lines a refused order named (`?unavailable=`). */
  unavailableSkus: string[];
  signedIn: boolean;
};

/** The page's view, or the redirect that answers instead (a post, or a change made without JavaScript). */
export async function loadCartPage(page: AstroGlobal): Promise<CartPageView | Response> {
  const { locale, shopper, commerce } = page.locals;
  page.response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  const cartPath = localePath(locale, '/cart');

  // A post that names no cart Action changes nothing: back to the cart as it is.
  if (page.request.method === 'POST') return page.redirect(cartPath, 303);
  const outcome = cartFormOutcome(page);
  if (outcome && SUCCEEDED.includes(outcome.notice)) return page.redirect(`${cartPath}?${NOTICE_PARAM}=${outcome.notice}`, 303);
  if (outcome) page.response.status = outcome.status;

  // A backend hiccup renders as empty; the island refreshes after load.
  const initial = await currentCart(page).catch(() => null);
  const delivery = initial && initial.items.length > 0 ? await commerce.estimateDelivery(initial.cartId).catch(() => []) : [];
  const checkoutPath = localePath(locale, '/checkout');
  return {
    initial,
    delivery,
    notice: outcome?.notice ?? noticeOf(page.url),
    noticeMessage: outcome?.message ?? null,
    refusedCoupon:
      outcome?.notice === 'coupon-refused' ? { code: postedFields(page.request).get('code') ?? '', reason: outcome.message } : null,
    links: {
      cart: cartPath,
      updateItem: `${cartPath}${actions.cart.updateItem}`,
      removeItem: `${cartPath}${actions.cart.removeItem}`,
      applyCoupon: `${cartPath}${actions.cart.applyCoupon}`,
      removeCoupon: `${cartPath}${actions.cart.removeCoupon}`,
      shop: localePath(locale, '/categories'),
      // Guests sign in before checkout (spec §6); the sign-in page sends them on to checkout. Signed in, straight there.
      checkout: shopper.token ? checkoutPath : `${localePath(locale, '/login')}?redirect=${checkoutPath}`,
      productBase: localePath(locale, '/products'),
    },
    unavailableSkus: unavailableSkus(page.url.searchParams),
    signedIn: shopper.token !== null,
  };
}
