/**
 * The account's page of one order: signed out it answers sign-in; a malformed number is a 404 without a backend
 * call, and so is a number that is not the customer's; their own order comes with its page's address, its cancel
 * step and its status; a cancel done without JavaScript answers 303 back with its notice.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../../fixtures/customer-order.ts';

const cancel = { toString: () => '?_action=orders.cancel' };
vi.mock('astro:actions', () => ({
  actions: { orders: { cancel } },
  isInputError: (error: { type?: string }) => error?.type === 'AstroActionInputError',
}));
const signedIn = vi.fn<() => Promise<unknown>>();
vi.mock('@/server/account/account-page.ts', () => ({ openAccountPage: () => signedIn() }));

const { loadOrderDetailPage } = await import('@/server/orders/order-detail-page.ts');

const getCustomerOrder = vi.fn<(number: string) => Promise<unknown>>();

function page(id: string, search = '', cancelled?: unknown) {
  const astro = {
    locals: { locale: 'ar', commerce: { getCustomerOrder } },
    params: { id },
    url: new URL(`http://localhost/ar/account/orders/${id}${search}`),
    response: { status: 200 },
    getActionResult: (action: unknown) => (action === cancel ? cancelled : undefined),
    redirect: (to: string, status: number) => new Response(null, { status, headers: { location: to } }),
  };
  return astro as unknown as Parameters<typeof loadOrderDetailPage>[0] & { response: { status: number } };
}

beforeEach(() => {
  signedIn.mockResolvedValue({ customer: {} });
  getCustomerOrder.mockReset();
});

describe('loadOrderDetailPage', () => {
  it('answers sign-in for a shopper without a session', async () => {
    const toLogin = new Response(null, { status: 302 });
    signedIn.mockResolvedValue(toLogin);
    expect(await loadOrderDetailPage(page('000000012'))).toBe(toLogin);
  });

  it("is a 404 for a malformed number (no backend call) or one that is not the customer's", async () => {
    expect(await loadOrderDetailPage(page('..%2Fadmin'))).toBeNull();
    expect(getCustomerOrder).not.toHaveBeenCalled();
    getCustomerOrder.mockResolvedValue(null);
    expect(await loadOrderDetailPage(page('000000099'))).toBeNull();
  });

  it('shows their order with its address and the cancel confirmation the address asks for', async () => {
    const pending = order({ status_code: 'pending', can_cancel: true });
    getCustomerOrder.mockResolvedValue(pending);
    const astro = page('000000012', '?cancel=1');
    expect(await loadOrderDetailPage(astro)).toEqual({ order: pending, path: '/ar/account/orders/000000012', confirmingCancel: true, notice: null, status: 200 });
    expect(astro.response.status).toBe(200);
    expect(getCustomerOrder).toHaveBeenCalledWith('000000012');
  });

  it('answers 303 back to the order with its notice once a cancel posted without JavaScript is done', async () => {
    getCustomerOrder.mockResolvedValue(order({ status_code: 'pending', can_cancel: true }));
    const answer = (await loadOrderDetailPage(page('000000012', '', { data: { number: '000000012' } }))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/ar/account/orders/000000012?notice=order-cancelled');
  });
});
