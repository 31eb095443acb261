/**
 * Browser side of `GET /api/search-suggestions`. The endpoint is ours and already validated what it sends, so
 * only the shape needed to render is checked here (no schema library in the browser bundle).
 */
import type { SearchSuggestion } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { withVariantQuery } from '@/domain/variant-choice.ts';

/** What a suggestion row renders of the endpoint's `SearchSuggestion`. */
export type Suggestion = Pick<SearchSuggestion, 'sku' | 'name' | 'urlKey' | 'thumbnail' | 'price' | 'originalPrice' | 'status' | 'variantQuery'>;

/** Where a suggestion leads: its product's page, with the variant the query named chosen (`?color=51&capacity=82`). */
export function suggestionPath(productBasePath: string, suggestion: Pick<Suggestion, 'urlKey' | 'variantQuery'>): string {
  return withVariantQuery(`${productBasePath}${encodeURIComponent(suggestion.urlKey)}`, suggestion.variantQuery);
}

function isSuggestion(value: unknown): value is Suggestion {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.sku === 'string' &&
    typeof item.name === 'string' &&
    typeof item.urlKey === 'string' &&
    (item.thumbnail === null || typeof item.thumbnail === 'string') &&
    typeof item.price === 'number' &&
    (item.originalPrice === null || typeof item.originalPrice === 'number') &&
    (item.status === 1 || item.status === 2) &&
    (item.variantQuery === undefined || typeof item.variantQuery === 'string')
  );
}

/** The suggestions, and for a keyword that finds nothing the corrected keyword the store's search offers. */
export type SuggestionAnswer = { items: Suggestion[]; correction: string | null };

/** Resolves to the suggestions; rejects when the request fails or is aborted. */
export async function fetchSuggestions(locale: Locale, keyword: string, signal: AbortSignal): Promise<SuggestionAnswer> {
  const query = new URLSearchParams({ locale, keyword: keyword.trim() });
  const response = await fetch(`/api/search-suggestions?${query.toString()}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`search suggestions answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  const { items, correction } = body !== null && typeof body === 'object' ? (body as { items?: unknown; correction?: unknown }) : {};
  return {
    items: Array.isArray(items) ? items.filter(isSuggestion) : [],
    correction: typeof correction === 'string' && correction.trim() !== '' ? correction : null,
  };
}
