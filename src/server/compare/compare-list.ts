/**
 * The shopper's compare list, one door for the compare page and its Actions: a signed-in customer's own list, else
 * the guest's list the HttpOnly cookie names (a list the backend no longer has reads as none, and its cookie goes).
 * Each change keeps the cookie and the header's count in step with the list the backend answered.
 */
import { ActionError } from 'astro:actions';
import { CommerceInputError, CommerceNotFoundError, toCommerceError, type CompareList } from '@/lib/commerce/index.ts';
import { getT } from '@/lib/i18n/index.ts';
import { toActionError } from '@/server/action-errors.ts';
import { keepCompareCount, keepCompareListCookie, readCompareListCookie } from '@/server/shopper/compare-list-cookie.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

const signedIn = (context: ShopperContext) => context.locals.commerce.token !== null;

function kept(context: ShopperContext, list: CompareList | null): CompareList | null {
  if (!signedIn(context)) keepCompareListCookie(context, list?.uid ?? null);
  keepCompareCount(context, list?.products.length ?? 0);
  return list;
}

/** The list as it is now, or null when the shopper has none. */
export async function currentCompareList(context: ShopperContext): Promise<CompareList | null> {
  const { commerce } = context.locals;
  if (signedIn(context)) return kept(context, await commerce.getCompareList(null));
  const uid = readCompareListCookie(context.cookies);
  if (uid === null) return kept(context, null);
  try {
    return kept(context, await commerce.getCompareList(uid));
  } catch (error) {
    // A list removed by the backend (unused for a month) is no list.
    if (toCommerceError(error) instanceof CommerceNotFoundError) return kept(context, null);
    throw error;
  }
}

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
    return kept(context, changed) as CompareList;
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
    return { list: kept(context, await commerce.removeFromCompareList(list.uid, [productId])), name };
  } catch (error) {
    throw refusal(error, context);
  }
}

/** At sign-in: the guest's list becomes the customer's (merged into theirs), and its cookie goes. */
export async function carryCompareListAtSignIn(context: ShopperContext): Promise<void> {
  const uid = readCompareListCookie(context.cookies);
  if (uid === null) {
    kept(context, await context.locals.commerce.getCompareList(null));
    return;
  }
  try {
    const list = await context.locals.commerce.assignCompareListToCustomer(uid);
    keepCompareListCookie(context, null);
    keepCompareCount(context, list?.products.length ?? 0);
  } catch (error) {
    if (!(toCommerceError(error) instanceof CommerceNotFoundError)) throw error;
    // The guest's list is gone: the customer's own is what they compare.
    keepCompareListCookie(context, null);
    kept(context, await context.locals.commerce.getCompareList(null));
  }
}
