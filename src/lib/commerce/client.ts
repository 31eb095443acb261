/**
 * The commerce client of one request: every operation of this folder bound to the request's context (context.ts),
 * so callers write `commerce.getCart(cartId)` and never pass a locale or a token. The middleware builds one per
 * request (`Astro.locals.commerce`). Code that acts as someone else within the request (right after sign-in, with
 * the new token) asks for a copy: `commerce.as(token)`; the sitemap and the recently-viewed sync, which read
 * another store view, ask `commerce.inStore(locale)`.
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import { createAddress, deleteAddress, getDeliveryRegions, updateAddress } from './addresses.ts';
import { requestSignInCode, requestSignUpCode, revokeCustomerToken, signInWithCode, signUpWithCode } from './auth.ts';
import { getBrand, getBrands, getMenuBrands } from './brands.ts';
import {
  addCartItem,
  applyCoupon,
  createGuestCart,
  estimateDelivery,
  getCart,
  getCartTotals,
  removeCartItem,
  removeCoupon,
  updateCartItemQty,
} from './cart.ts';
import { addToCompareList, assignCompareListToCustomer, createCompareList, getCompareList, removeFromCompareList } from './compare.ts';
import { getCategory, getEcards, getMenuCategories, getProduct, getProductVariants, listProducts } from './catalog.ts';
import {
  getCheckoutCart,
  getPaymentRedirect,
  placeOrder,
  setDeliveryAddress,
  setDeliveryMethod,
  setEcardRecipient,
  setPaymentMethod,
} from './checkout.ts';
import type { CommerceContext } from './context.ts';
import { getCustomer } from './customer.ts';
import { claimCustomerCart, getCustomerCart, mergeGuestCart } from './customer-cart.ts';
import { requestGuestPhoneCode, verifyGuestPhone } from './guest-phone.ts';
import { getHomeContent } from './home.ts';
import { subscribeNewsletter } from './newsletter.ts';
import { sendContactMessage } from './contact.ts';
import { cancelCustomerOrder, getCustomerOrder, listCustomerOrders } from './orders.ts';
import { getHomeProductList } from './product-lists.ts';
import { findMovedProduct } from './product-route.ts';
import { confirmEmailChange, confirmPhoneChange, requestEmailChangeCode, requestPhoneChangeCode, updateCustomerName } from './profile.ts';
import { checkCommerceReachable } from './commerce-reachable.ts';
import { addRecentlyViewedProduct, getRecentlyViewedSkus } from './recently-viewed.ts';
import { getRelatedProducts } from './related.ts';
import { getProductReviews, writeProductReview } from './reviews.ts';
import { searchCorrection, searchSuggestions } from './search.ts';
import { listSitemapPages, listSitemapProducts } from './sitemap.ts';
import { getSocialFeed } from './social-feed.ts';
import { requestStockReminder } from './stock-reminder.ts';
import { getStoreConfig } from './store-config.ts';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.ts';

/** Every operation the storefront may ask of the commerce API; each takes the context first. */
const operations = {
  addCartItem,
  addToCompareList,
  assignCompareListToCustomer,
  createCompareList,
  getCompareList,
  removeFromCompareList,
  addRecentlyViewedProduct,
  addToWishlist,
  applyCoupon,
  cancelCustomerOrder,
  checkCommerceReachable,
  claimCustomerCart,
  confirmEmailChange,
  confirmPhoneChange,
  createAddress,
  createGuestCart,
  deleteAddress,
  estimateDelivery,
  getBrand,
  getBrands,
  getCart,
  getCartTotals,
  getCategory,
  getCheckoutCart,
  getCustomer,
  getCustomerCart,
  getCustomerOrder,
  getDeliveryRegions,
  getEcards,
  getHomeContent,
  getHomeProductList,
  getMenuBrands,
  getMenuCategories,
  getPaymentRedirect,
  getProduct,
  getProductReviews,
  getProductVariants,
  findMovedProduct,
  getRecentlyViewedSkus,
  getRelatedProducts,
  getSocialFeed,
  getStoreConfig,
  getWishlist,
  listCustomerOrders,
  listProducts,
  listSitemapPages,
  listSitemapProducts,
  mergeGuestCart,
  placeOrder,
  removeCartItem,
  removeCoupon,
  removeFromWishlist,
  requestEmailChangeCode,
  requestGuestPhoneCode,
  requestPhoneChangeCode,
  requestSignInCode,
  requestSignUpCode,
  requestStockReminder,
  revokeCustomerToken,
  searchCorrection,
  searchSuggestions,
  sendContactMessage,
  setDeliveryAddress,
  setDeliveryMethod,
  setEcardRecipient,
  setPaymentMethod,
  signInWithCode,
  signUpWithCode,
  subscribeNewsletter,
  updateAddress,
  updateCartItemQty,
  updateCustomerName,
  verifyGuestPhone,
  writeProductReview,
} satisfies Record<string, (context: CommerceContext, ...rest: never[]) => unknown>;

type Operations = typeof operations;

/** An operation with its context already given. */
type Bound<Operation> = Operation extends (context: CommerceContext, ...rest: infer Rest) => infer Result ? (...rest: Rest) => Result : never;

export type CommerceClient = { readonly [Name in keyof Operations]: Bound<Operations[Name]> } & {
  readonly locale: Locale;
  /** The customer's token the calls carry; null for a guest. */
  readonly token: string | null;
  /** The same request's client acting with another token (a new sign-in), or as a guest with null. */
  as(token: string | null): CommerceClient;
  /** The same request's client asking another store view. */
  inStore(locale: Locale): CommerceClient;
};

export function commerceClient(context: CommerceContext): CommerceClient {
  const bound = Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [
      name,
      (...rest: unknown[]) => (operation as (context: CommerceContext, ...rest: unknown[]) => unknown)(context, ...rest),
    ]),
  );
  return {
    ...(bound as { [Name in keyof Operations]: Bound<Operations[Name]> }),
    locale: context.locale,
    token: context.token,
    as: (token) => commerceClient({ ...context, token }),
    inStore: (locale) => commerceClient({ ...context, locale }),
  };
}
