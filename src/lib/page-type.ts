/**
 * The page type of a route, for field measurements (web-vitals-report.ts): read from the route's pattern
 * (`/[locale]/products/[...slug]`), so it never depends on the address a shopper typed or its query. Listings of
 * every kind (categories, brands, e-cards, deals, the home's collections) are `category`; sign-in, sign-up and the account pages are
 * `account`; checkout, the payment return and the order's success page are `checkout`; everything else (about,
 * the policies, contact, error pages) is `static`.
 */
import type { PageType } from './web-vitals-report.ts';

const ROUTE_PAGE_TYPES: [RegExp, PageType][] = [
  [/^\/\[locale\]\/?$/, 'home'],
  [/^\/\[locale\]\/(?:categories|brands|ecards|deals|collections)(?:\/|$)/, 'category'],
  [/^\/\[locale\]\/products\//, 'product'],
  [/^\/\[locale\]\/search\/?$/, 'search'],
  [/^\/\[locale\]\/cart\/?$/, 'cart'],
  [/^\/\[locale\]\/(?:checkout|payment|order-success)(?:\/|$)/, 'checkout'],
  [/^\/\[locale\]\/(?:account|login|signup|forgot-password)(?:\/|$)/, 'account'],
];

export function pageTypeOfRoute(routePattern: string): PageType {
  return ROUTE_PAGE_TYPES.find(([pattern]) => pattern.test(routePattern))?.[1] ?? 'static';
}
