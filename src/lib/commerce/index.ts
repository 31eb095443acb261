/**
 * The ONLY door from the storefront to the commerce backend (server-side only). Every function sends a typed
 * document (operations/, types in generated/) or a REST call, checks with zod (schemas/) what the SDL does not
 * promise, returns camelCase view models (types.ts, built by mappers/) and throws only the typed errors of errors.ts. Nothing outside this folder imports any other file of it.
 */
export { createAddress, deleteAddress, getDeliveryRegions, updateAddress } from './addresses.ts';
export {
  requestSignInCode,
  requestSignUpCode,
  revokeCustomerToken,
  signInWithCode,
  signUpWithCode,
  type OtpCode,
  type SignInContact,
  type SignUpProfile,
} from './auth.ts';
export { getBrand, getBrands, getMenuBrands } from './brands.ts';
export {
  addCartItem,
  applyCoupon,
  createGuestCart,
  getCart,
  getCartTotals,
  removeCartItem,
  removeCoupon,
  updateCartItemQty,
} from './cart.ts';
export { getCustomer } from './customer.ts';
export { claimCustomerCart, getCustomerCart, mergeGuestCart } from './customer-cart.ts';
export { getCategory, getEcards, getMenuCategories, getProduct, listProducts } from './catalog.ts';
export {
  CommerceAuthError,
  CommerceError,
  CommerceInputError,
  CommerceNotFoundError,
  CommerceResponseError,
  CommerceRetryLaterError,
  CommerceUnavailableError,
  toCommerceError,
} from './errors.ts';
export type { RequestOptions } from './graphql.ts';
export { requestGuestPhoneCode, verifyGuestPhone } from './guest-phone.ts';
export { getHomeContent } from './home.ts';
export { fetchMedia, type MediaFile } from './media.ts';
export { subscribeNewsletter } from './newsletter.ts';
export { cancelCustomerOrder, getCustomerOrder, listCustomerOrders, ORDERS_PAGE_SIZE } from './orders.ts';
export { getHomeProductList, HOME_PRODUCT_LIST_SIZE } from './product-lists.ts';
export {
  confirmEmailChange,
  confirmPhoneChange,
  requestEmailChangeCode,
  requestPhoneChangeCode,
  updateCustomerName,
  type CodeConfirmation,
} from './profile.ts';
export { MAX_PAGE_SIZE } from './product-query.ts';
export { addRecentlyViewedProduct, getRecentlyViewedSkus } from './recently-viewed.ts';
export { getRelatedProducts, primaryCategory, RELATED_PRODUCTS_LIMIT } from './related.ts';
export { searchSuggestions, SUGGESTION_KEYWORD_MAX } from './search.ts';
export { listSitemapEntries } from './sitemap.ts';
export { getSocialFeed, type SocialPost } from './social-feed.ts';
export { withShopperRequest } from './shopper-request.ts';
export { requestStockReminder, type ReminderRequester } from './stock-reminder.ts';
export { getStoreConfig } from './store-config.ts';
export type * from './types.ts';
export { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.ts';
export {
  CommerceOutOfStockError,
  getCheckoutCart,
  getPaymentRedirect,
  placeOrder,
  setDeliveryAddress,
  setDeliveryMethod,
  setEcardRecipient,
  setPaymentMethod,
  type DeliveryAddress,
} from './checkout.ts';
export { paymentPageOrigin, PRODUCTION_PAYMENT_PAGE_ORIGIN } from './payment-page.ts';
export { breakerSettings, isBackendFailure } from './circuit-breaker.ts';
export { commerceDeadline } from './deadline.ts';
export { checkCommerceReachable, commerceBreakerState } from './readiness.ts';
export { currentShopperRequest, shopperRequestOf } from './shopper-request.ts';
