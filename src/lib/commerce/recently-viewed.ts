/**
 * A signed-in shopper's recently viewed products live on the server (spec §4): a view is recorded in the store
 * view of the locale (names and lists are per language). Needs a context with the customer's token.
 */
import { graphqlRequest } from './graphql.ts';
import { ADD_RECENTLY_VIEWED_MUTATION, RECENTLY_VIEWED_QUERY } from './operations/recently-viewed.ts';
import type { CommerceContext } from './context.ts';

export async function addRecentlyViewedProduct(context: CommerceContext, sku: string): Promise<void> {
  await graphqlRequest(context, ADD_RECENTLY_VIEWED_MUTATION, { sku }, null);
}

/** A product the customer viewed, and for a configurable product the variant viewed last (null otherwise). */
export type RecentlyViewedEntry = { sku: string; variantSku: string | null };

/** What the customer viewed in the locale's store view, newest first, at most `limit`. */
export async function getRecentlyViewedSkus(context: CommerceContext, limit: number): Promise<RecentlyViewedEntry[]> {
  const answer = await graphqlRequest(context, RECENTLY_VIEWED_QUERY, { pageSize: limit }, null);
  return (answer.getRecentlyViewedProducts?.items ?? []).map((item) => ({ sku: item.sku, variantSku: item.variant_sku ?? null }));
}
