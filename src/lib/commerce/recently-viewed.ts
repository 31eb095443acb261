/**
 * A signed-in shopper's recently viewed products live on the server (spec §4): a view is recorded in the store
 * view of the locale (names and lists are per language). Needs `options.token`.
 */
import type { Locale } from '../i18n/locales.ts';
import { graphqlRequest, type RequestOptions } from './graphql.ts';
import { ADD_RECENTLY_VIEWED_MUTATION } from './operations/recently-viewed.ts';
import { addedRecentlyViewedSchema } from './schemas/recently-viewed.ts';

export async function addRecentlyViewedProduct(locale: Locale, sku: string, options: RequestOptions & { token: string }): Promise<void> {
  await graphqlRequest(locale, ADD_RECENTLY_VIEWED_MUTATION, { sku }, addedRecentlyViewedSchema, options);
}
