import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales.ts';
import { fetchSuggestions, type Suggestion } from './suggestions-client.ts';

/** Spec §9: suggestions are fetched only after the keyword has rested for 500 ms. */
export const SUGGESTION_DEBOUNCE_MS = 500;

export type SuggestionStatus = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Suggestions for `term` (empty = none): waits for the debounce, then fetches; a newer term cancels the
 * pending wait and aborts the request in flight, so an old answer never overwrites a newer one. Failures
 * end in 'failed' with no items: search errors show no message (spec §8). With no items, `correction` is the
 * keyword the store's search would correct it to, when it has one.
 */
export function useSuggestions(
  locale: Locale,
  term: string,
): { status: SuggestionStatus; items: Suggestion[]; correction: string | null } {
  const [status, setStatus] = useState<SuggestionStatus>('idle');
  const [items, setItems] = useState<Suggestion[]>([]);
  const [correction, setCorrection] = useState<string | null>(null);

  useEffect(() => {
    if (!term) {
      setStatus('idle');
      setItems([]);
      setCorrection(null);
      return;
    }
    setStatus('loading');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(locale, term, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setItems(found.items);
          setCorrection(found.correction);
          setStatus('done');
        },
        () => {
          if (controller.signal.aborted) return;
          setItems([]);
          setCorrection(null);
          setStatus('failed');
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [locale, term]);

  return { status, items, correction };
}
