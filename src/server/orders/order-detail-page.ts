/**
 * The account order page's state, from its URL and from the cancel form posted without JavaScript: whether the
 * cancel confirmation is open (`?cancel=1`, only for an order that can be cancelled), and what a cancel answered.
 * A cancel that worked answers 303 back to the order with `?notice=order-cancelled` (post/redirect/get: a reload
 * never posts twice); a refused one shows the page (the post answered 303 to it) with the reason and the Action's status.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import type { OrderDetail } from '@/lib/commerce/index.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { formFailure } from '@/server/forms/form-failure.ts';
import { NOTICE_PARAM, type AccountNotice } from '@/server/account/account-notices.ts';

export const CANCEL_PARAM = 'cancel';
const CANCELLED_NOTICE = 'order-cancelled';

export type OrderDetailPageState = { confirmingCancel: boolean; notice: AccountNotice | null; status: number };

export function orderDetailPageState(page: AstroGlobal, locale: Locale, order: OrderDetail, path: string): OrderDetailPageState | Response {
  const cancelled = page.getActionResult(actions.orders.cancel);
  if (cancelled?.data) return page.redirect(`${path}?${NOTICE_PARAM}=${CANCELLED_NOTICE}`, 303);
  const t = getT(locale);
  const failure = formFailure(cancelled, locale, 'account:orders.cancel.failed');
  if (failure) {
    const message = failure.formError ?? t('account:orders.cancel.failed');
    return { confirmingCancel: false, notice: { kind: 'error', message }, status: failure.status };
  }
  const notice: AccountNotice | null =
    page.url.searchParams.get(NOTICE_PARAM) === CANCELLED_NOTICE ? { kind: 'success', message: t('account:orders.cancel.done') } : null;
  return { confirmingCancel: order.canCancel && page.url.searchParams.get(CANCEL_PARAM) === '1', notice, status: 200 };
}
