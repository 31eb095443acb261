/**
 * The ONLY door from the storefront to the commerce backend (server-side only). Its operations are reached
 * through a client bound to the request's context (client.ts: `Astro.locals.commerce`); each sends a typed
 * document (operations/, types in generated/) or a REST call, checks with zod (schemas/) what the SDL does not
 * promise, returns camelCase view models (types/, one file a domain, built by mappers/) and throws only the typed errors of errors.ts. Nothing outside this folder imports any other file of it.
 */
export { commerceClient, type CommerceClient } from './client.ts';
export type { CommerceContext } from './context.ts';
export type { OtpCode, SignInContact, SignUpProfile } from './auth.ts';
export {
  CommerceAuthError,
  CommerceCouponRefusedError,
  CommerceError,
  CommerceInputError,
  CommerceNotFoundError,
  CommerceOptionsError,
  CommerceResponseError,
  CommerceRetryLaterError,
  CommerceUnavailableError,
  toCommerceError,
  type CouponRefusal,
} from './errors.ts';
export { fetchMedia, type MediaFile } from './media.ts';
export { ORDERS_PAGE_SIZE } from './orders.ts';
export { HOME_PRODUCT_LIST_SIZE } from './product-lists.ts';
export type { CodeConfirmation } from './profile.ts';
export { MAX_PAGE_SIZE, SPECIFICATION_FILTER_CODES } from './product-query.ts';
export { primaryCategory, RELATED_PRODUCTS_LIMIT } from './related.ts';
export { REVIEWS_PAGE_SIZE } from './reviews.ts';
export { MAX_COMPARED } from './compare.ts';
export { SUGGESTION_KEYWORD_MAX } from './search.ts';
export type { SocialPost } from './social-feed.ts';
export { homeBlockIdentifiers } from './cms-block-identifiers.ts';
export type * from '@/domain/view-models.ts';
export { CommerceOutOfStockError, type DeliveryAddress } from './checkout.ts';
export { paymentPageOrigin, PRODUCTION_PAYMENT_PAGE_ORIGIN } from './payment-page.ts';
export { breakerSettings, isBackendFailure } from './circuit-breaker.ts';
export { commerceDeadline } from './deadline.ts';
export { commerceBreakerState } from './commerce-reachable.ts';
export { observeCommerceCalls, type CommerceCallReport } from './call-observer.ts';
export { shopperRequest, type ShopperRequest, type ShopperRequestInit } from './shopper-request.ts';
