/**
 * A shopper's changes to their compare list, as the compare Actions make them: the backend's refusals become Action
 * errors in the shopper's language (src/server/compare/compare-list.ts reads and carries the list).
 */
import { ActionError } from 'astro:actions';
import { CommerceInputError, toCommerceError, type CompareList } from '@/lib/commerce/index.ts';
import { getT } from '@/lib/i18n/index.ts';
import { toActionError } from '@/server/action-errors.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { currentCompareList, keptCompareList } from './compare-list.ts';

/** The backend's refusals, in the shopper's language: a full list, a product no longer sold. */
function refusal(error: unknown, context: ShopperContext): ActionError {
  const failure = toCommerceError(error);
  if (!(failure instanceof CommerceInputError)) return toActionError(failure, 'compare');
  const t = getT(context.locals.locale);
  if (/at most \d+ products/.test(failure.message)) return new ActionError({ code: 'CONFLICT', message: t('compare:full') });
  return new ActionError({ code: 'BAD_REQUEST', message: t('compare:productGone') });
}

/** Adds the product (a variant's id compares its configurable product as that variant), making the list if needed. */
export async function addToCompare(context: ShopperContext, productId: number): Promise<CompareList> {
  const { commerce } = context.locals;
  try {
    const list = await currentCompareList(context);
    const changed = list ? await commerce.addToCompareList(list.uid, [productId]) : await commerce.createCompareList([productId]);
    return keptCompareList(context, changed) as CompareList;
  } catch (error) {
    throw refusal(error, context);
  }
}

/** Removes the product; answers the list after and the removed product's name (for the page's notice). */
export async function removeFromCompare(context: ShopperContext, productId: number): Promise<{ list: CompareList | null; name: string }> {
  const { commerce } = context.locals;
  try {
    const list = await currentCompareList(context);
    if (!list) return { list: null, name: '' };
    const name = list.products.find((product) => product.productId === productId)?.card.name ?? '';
    return { list: keptCompareList(context, await commerce.removeFromCompareList(list.uid, [productId])), name };
  } catch (error) {
    throw refusal(error, context);
  }
}
