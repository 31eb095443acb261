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
import { openAccountPage } from '@/server/account/account-page.ts';
import { parseOrderNumber } from './order-number.ts';
import { accountOrderPath } from './order-page.ts';

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

export type OrderDetailPageView = OrderDetailPageState & {
  order: OrderDetail;
  /** The order's own page, where its cancel form posts. */
  path: string;
};

/**
 * The account's page of one order (`/account/orders/<number>`): the signed-in customer's order by the number of the
 * address, with its cancel step; null (a 404) for a malformed number or one that is not theirs; the answer that
 * replaces the page (sign-in, the 303 after a cancel) as a Response. Sets the page's status.
 */
export async function loadOrderDetailPage(page: AstroGlobal): Promise<OrderDetailPageView | Response | null> {
  const account = await openAccountPage(page);
  if (account instanceof Response) return account;
  const { locale, commerce } = page.locals;
  const number = parseOrderNumber(page.params.id);
  const order = number === null ? null : await commerce.getCustomerOrder(number);
  if (!order) return null;
  const path = accountOrderPath(locale, order.number);
  const state = orderDetailPageState(page, locale, order, path);
  if (state instanceof Response) return state;
  page.response.status = state.status;
  return { ...state, order, path };
}
