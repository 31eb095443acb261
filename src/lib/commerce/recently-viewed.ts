/**
 * A signed-in shopper's recently viewed products live on the server (spec §4): a view is recorded in the store
 * view of the locale (names and lists are per language). Needs `options.token`.
 */
import type { Locale } from '../i18n/locales.ts';
import { graphqlRequest, type RequestOptions } from './graphql.ts';
import { ADD_RECENTLY_VIEWED_MUTATION, RECENTLY_VIEWED_QUERY } from './operations/recently-viewed.ts';

export async function addRecentlyViewedProduct(locale: Locale, sku: string, options: RequestOptions & { token: string }): Promise<void> {
  await graphqlRequest(locale, ADD_RECENTLY_VIEWED_MUTATION, { sku }, null, options);
}

/** The skus the customer viewed in the locale's store view, newest first, at most `limit`. */
export async function getRecentlyViewedSkus(locale: Locale, limit: number, options: RequestOptions & { token: string }): Promise<string[]> {
  const answer = await graphqlRequest(locale, RECENTLY_VIEWED_QUERY, { pageSize: limit }, null, options);
  return (answer.getRecentlyViewedProducts?.items ?? []).map((item) => item.sku);
}
