/**
 * The list the recently viewed island shows (spec §4): a guest's from local storage, kept live as views are
 * recorded; a signed-in shopper's from the server (the `signed_in` hint says a session may exist), asked once
 * after hydration (once the page is shown, when it was prerendered). A server that cannot answer shows nothing rather than another list.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { loadActions } from '@/lib/browser/actions-client.ts';
import { whenShown } from '@/lib/browser/when-shown.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { hasSessionHint } from '@/lib/session-hint.ts';
import { recentlyViewed, type RecentlyViewedProduct } from '@/stores/recently-viewed/recently-viewed-list.ts';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';

export function useRecentlyViewed(locale: Locale): RecentlyViewedProduct[] {
  const hydrated = useHydrated();
  const lists = useStore(recentlyViewed);
  const [fromServer, setFromServer] = useState<RecentlyViewedProduct[] | null>(null);
  const signedIn = hydrated && hasSessionHint(document.cookie);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    // A prerendered page asks the server nothing until it is shown.
    whenShown(() => {
      if (!current) return;
      loadActions()
        .then(({ actions }) => actions.engagement.recentlyViewed({}))
        .then(({ data }) => {
          if (current && data) setFromServer(data);
        })
        .catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [signedIn, locale]);

  if (!hydrated) return [];
  return signedIn ? (fromServer ?? []) : lists[locale];
}
