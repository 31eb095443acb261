/**
 * The header's live suggestions for a keyword and, when it finds nothing, the store's search correction ("Did you
 * mean …"), with their cache options. Suggestions follow stock and prices: five minutes in the shared route cache,
 * and never past the moment a listed product's sale starts or ends (`false`: not cached, one is under a second away).
 */
import type { CommerceClient, SearchSuggestion } from '@/lib/commerce/index.ts';
import { cacheLifetimeFor } from '@/server/cache/cache-policy.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';

const SHARED_CACHE = { maxAge: 300, swr: 600 } as const;

export type SearchSuggestionsView = { items: SearchSuggestion[]; correction: string | null };

export async function loadSearchSuggestions(commerce: CommerceClient, keyword: string, now: Date): Promise<CachedView<SearchSuggestionsView>> {
  const items = await commerce.searchSuggestions(keyword);
  const correction = items.length === 0 ? await commerce.searchCorrection(keyword) : null;
  const lifetime = cacheLifetimeFor(items, now, SHARED_CACHE);
  return { view: { items, correction }, cache: lifetime.maxAge > 0 && pageCacheOptions.searchSuggestions(items, lifetime) };
}
