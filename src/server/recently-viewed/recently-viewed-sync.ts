/**
 * Spec §4: a guest's recently viewed list lives in the browser; once signed in it lives on the server. At sign-in
 * the browser hands over its lists (skus, newest first, per language) and each view is recorded in its own
 * store view, oldest first so the server's order ends up the same. A product that no longer exists is skipped.
 */
import type { CommerceClient } from '@/lib/commerce/index.ts';
import { LOCALES, type Locale } from '@/lib/i18n/locales.ts';

export type ViewedSkus = Record<Locale, string[]>;

/** `commerce` acts as the customer who just signed in. */
export async function syncRecentlyViewed(commerce: CommerceClient, viewed: ViewedSkus): Promise<void> {
  await Promise.all(
    LOCALES.map(async (locale) => {
      for (const sku of [...viewed[locale]].reverse()) {
        await commerce.inStore(locale).addRecentlyViewedProduct(sku).catch(() => undefined);
      }
    }),
  );
}
