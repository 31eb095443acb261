/**
 * `/{locale}/compare`: the shopper's compare list (personal: `private, no-store`, middleware), with the answer of a
 * "Compare" or "Remove" just posted to it, and its rows, all of them or (`?differences=1`, a plain link) only those
 * where the products differ. A configurable product shows the variant compared (its price, stock and photo).
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { MAX_COMPARED, type CompareList, type CompareRow } from '@/lib/commerce/index.ts';
import { getT } from '@/lib/i18n/index.ts';
import { currentCompareList } from './compare-list.ts';

export const DIFFERENCES_PARAM = 'differences';

export type ComparePageView = {
  list: CompareList | null;
  rows: CompareRow[];
  onlyDifferences: boolean;
  /** Whether the rows differ at all (showing only differences then shows none). */
  anyDifference: boolean;
  full: boolean;
  notice: { kind: 'success' | 'error'; message: string } | null;
};

const normalized = (value: string | undefined) => (value ?? '').trim().toLocaleLowerCase();

/** Whether the products' values of the row are not all the same. */
export function rowDiffers(list: CompareList, row: CompareRow): boolean {
  return new Set(list.products.map((product) => normalized(product.values[row.code]))).size > 1;
}

type ComparePageContext = Pick<AstroGlobal, 'getActionResult' | 'url' | 'request' | 'response' | 'cookies' | 'locals'>;

export async function loadComparePage(page: ComparePageContext): Promise<ComparePageView> {
  const t = getT(page.locals.locale);
  const added = page.getActionResult(actions.compare.add);
  const removed = page.getActionResult(actions.compare.remove);
  const failure = added?.error ?? removed?.error;
  if (failure) page.response.status = failure.status;
  const list = await currentCompareList(page);
  const onlyDifferences = page.url.searchParams.get(DIFFERENCES_PARAM) === '1';
  const differing = list ? list.rows.filter((row) => rowDiffers(list, row)) : [];
  const nameOf = (productId: number | undefined) => list?.products.find((product) => product.productId === productId || product.variant?.id === productId)?.card.name ?? '';
  const notice = failure
    ? { kind: 'error' as const, message: failure.message || t('errors:network') }
    : added?.data
      ? { kind: 'success' as const, message: t('compare:added', { name: nameOf(added.data.productId) }) }
      : removed?.data
        ? { kind: 'success' as const, message: t('compare:removed', { name: removed.data.name }) }
        : null;
  return {
    list,
    rows: onlyDifferences ? differing : (list?.rows ?? []),
    onlyDifferences,
    anyDifference: differing.length > 0,
    full: (list?.products.length ?? 0) >= MAX_COMPARED,
    notice,
  };
}
