/**
 * The account's wishlist page's loader (signed-in only, through `openAccountPage`). A wishlist button posted without
 * JavaScript (WishlistButton.astro) and a remove posted without it land here once their Action has run: done, the
 * page answers 303 to itself with a notice; refused, it renders with why, at the refusal's status. Then the list,
 * with the seed its script starts from.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { getT, localePath } from '@/lib/i18n/index.ts';
import { openAccountPage } from '@/server/account/account-page.ts';
import { formNotice, noticeRedirect, type AccountNotice } from '@/server/account/account-notices.ts';
import type { WishlistToastTexts } from '@/stores/wishlist/wishlist-marks.ts';
import { loadWishlist, wishlistToastTexts, type WishlistEntry, type WishlistMark } from './wishlist-steps.ts';

/** What the page says when the list is empty, or once its last product is removed: the way back to the shop. */
export type WishlistEmptyState = { title: string; message: string; action: { label: string; href: string } };

export type WishlistPageView = {
  notice: AccountNotice | null;
  empty: WishlistEmptyState;
  entries: WishlistEntry[];
  /** What the page's script starts from: each product's wishlist item, the toasts' texts, the count line as the list shrinks. */
  seed: { marks: WishlistMark[]; texts: WishlistToastTexts; countTexts: string[] };
};

/** The page's view, or the answer that replaces it (sign-in, or the 303 after a change made without JavaScript). */
export async function loadWishlistPage(page: AstroGlobal): Promise<WishlistPageView | Response> {
  const account = await openAccountPage(page);
  if (account instanceof Response) return account;
  const { locale, commerce } = page.locals;
  const t = getT(locale);
  const path = localePath(locale, '/account/wishlist');

  const added = page.getActionResult(actions.account.addToWishlist);
  const removed = page.getActionResult(actions.account.removeFromWishlist);
  if (added?.data) return noticeRedirect(page, path, 'wishlist-added');
  if (removed?.data) return noticeRedirect(page, path, 'wishlist-removed');
  const failure = added?.error ?? removed?.error;
  if (failure) page.response.status = failure.status;
  const notice: AccountNotice | null = failure ? { kind: 'error', message: failure.message || t('errors:network') } : formNotice(page.url, locale);

  const entries = await loadWishlist(commerce);
  const seed = {
    marks: entries.flatMap((entry) => (entry.wishlistItemId === null ? [] : [{ productId: entry.product.id, wishlistItemId: entry.wishlistItemId }])),
    texts: wishlistToastTexts(locale),
    // The count line as the list shrinks (removing is the only change this page makes): index = products left.
    countTexts: entries.map((_, left) => t('account:wishlist.count', { count: left })),
  };
  const empty = {
    title: t('errors:empty.wishlist'),
    message: t('account:wishlist.emptyHint'),
    action: { label: t('account:wishlist.browse'), href: localePath(locale, '/categories') },
  };
  return { notice, empty, entries, seed };
}
