/**
 * The shopper's compare list, one door for the compare page and its Actions: a signed-in customer's own list, else
 * the guest's list the HttpOnly cookie names (a list the backend no longer has reads as none, and its cookie goes).
 * Each change keeps the cookie and the header's count in step with the list the backend answered.
 */
import { CommerceNotFoundError, toCommerceError, type CompareList } from '@/lib/commerce/index.ts';
import { keepCompareCount, keepCompareListCookie, readCompareListCookie } from '@/server/shopper/compare-list-cookie.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

const signedIn = (context: ShopperContext) => context.locals.commerce.token !== null;

/** Keeps the guest's cookie and the header's count in step with `list`, and answers it. */
export function keptCompareList(context: ShopperContext, list: CompareList | null): CompareList | null {
  if (!signedIn(context)) keepCompareListCookie(context, list?.uid ?? null);
  keepCompareCount(context, list?.products.length ?? 0);
  return list;
}

/** The list as it is now, or null when the shopper has none. */
export async function currentCompareList(context: ShopperContext): Promise<CompareList | null> {
  const { commerce } = context.locals;
  if (signedIn(context)) return keptCompareList(context, await commerce.getCompareList(null));
  const uid = readCompareListCookie(context.cookies);
  if (uid === null) return keptCompareList(context, null);
  try {
    return keptCompareList(context, await commerce.getCompareList(uid));
  } catch (error) {
    // A list removed by the backend (unused for a month) is no list.
    if (toCommerceError(error) instanceof CommerceNotFoundError) return keptCompareList(context, null);
    throw error;
  }
}

/** At sign-in: the guest's list becomes the customer's (merged into theirs), and its cookie goes. */
export async function carryCompareListAtSignIn(context: ShopperContext): Promise<void> {
  const uid = readCompareListCookie(context.cookies);
  if (uid === null) {
    keptCompareList(context, await context.locals.commerce.getCompareList(null));
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
    keptCompareList(context, await context.locals.commerce.getCompareList(null));
  }
}
