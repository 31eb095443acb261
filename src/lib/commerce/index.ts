/**
 * The ONLY door from the storefront to the commerce backend (server-side only). Every function parses the
 * answer with zod, returns view models from types.ts and throws only the typed errors from errors.ts.
 */
export { getBrand, getBrands, getMenuBrands } from './brands.ts';
export { applyCoupon, getCart, getCustomerCart, removeCoupon, type CartView } from './cart.ts';
export {
  addCartItem,
  createGuestCart,
  getCartTotals,
  removeCartItem,
  updateCartItemQty,
} from './cart-rest.ts';
export { getCategory, getEcards, getMenuCategories, getProduct, listProducts } from './catalog.ts';
export {
  CommerceAuthError,
  CommerceError,
  CommerceInputError,
  CommerceNotFoundError,
  CommerceResponseError,
  CommerceUnavailableError,
  toCommerceError,
} from './errors.ts';
export type { RequestOptions } from './graphql.ts';
export { subscribeNewsletter } from './newsletter.ts';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './product-query.ts';
export { searchSuggestions, SUGGESTION_KEYWORD_MAX, SUGGESTION_PAGE_SIZE, type SearchSuggestion } from './search.ts';
export { listSitemapEntries } from './sitemap.ts';
export { getRelatedProducts, primaryCategory } from './related.ts';
export { getStoreConfig } from './store-config.ts';
export { requestStockReminder, type StockReminderResult } from './stock-reminder.ts';
export type * from './types.ts';
