/**
 * The account's order list: signed out it answers sign-in; `?page=` that is not a page number is a 404 without a
 * backend call, and so is a page past the last (Magento's input error on it); else that page of the orders.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceInputError } from '@/lib/commerce/index.ts';

const signedIn = vi.fn<() => Promise<unknown>>();
vi.mock('@/server/account/account-page.ts', () => ({ openAccountPage: () => signedIn() }));

const { loadOrderListPage } = await import('@/server/orders/order-list-page.ts');

const listCustomerOrders = vi.fn<(page: number) => Promise<unknown>>();
const page = (search = '') =>
  ({
    locals: { locale: 'en', commerce: { listCustomerOrders } },
    url: new URL(`http://localhost/en/account/orders${search}`),
  }) as unknown as Parameters<typeof loadOrderListPage>[0];

beforeEach(() => {
  signedIn.mockResolvedValue({ customer: {} });
  listCustomerOrders.mockReset();
});

describe('loadOrderListPage', () => {
  it('answers sign-in for a shopper without a session', async () => {
    const toLogin = new Response(null, { status: 302 });
    signedIn.mockResolvedValue(toLogin);
    expect(await loadOrderListPage(page())).toBe(toLogin);
    expect(listCustomerOrders).not.toHaveBeenCalled();
  });

  it('is a 404 for a page that is not a page number, without asking the backend', async () => {
    for (const search of ['?page=0', '?page=2x', '?page=99999999']) expect(await loadOrderListPage(page(search))).toBeNull();
    expect(listCustomerOrders).not.toHaveBeenCalled();
  });

  it('loads the page asked for, and a page past the last is a 404', async () => {
    const second = { items: [], page: 2, totalPages: 3, total: 50 };
    listCustomerOrders.mockResolvedValue(second);
    expect(await loadOrderListPage(page('?page=2'))).toBe(second);
    expect(listCustomerOrders).toHaveBeenCalledWith(2);
    listCustomerOrders.mockRejectedValue(new CommerceInputError('currentPage value 9 specified is greater than the 3 page(s) available.'));
    expect(await loadOrderListPage(page('?page=9'))).toBeNull();
  });
});
