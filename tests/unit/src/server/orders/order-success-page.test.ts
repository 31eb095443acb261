/**
 * The order success page's loader: never cached; signed out (or refused by the backend) it sends the shopper to
 * sign in and back; a malformed number or someone else's shows nothing (404); the shopper's own order comes with what
 * the page says about it and the cart after it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import type * as OrderPage from '@/server/orders/order-page.ts';
import { order } from '../../../../fixtures/customer-order.ts';

vi.mock('astro:actions', () => import('../../../../helpers/astro-actions.ts'));

const ownOrder = vi.fn<(number: string) => Promise<unknown>>();
const cart = { cartId: 'new-empty-cart', items: [], totals: {} } as unknown as CartSnapshot;
vi.mock('@/server/orders/order-page.ts', async (original) => ({
  ...(await original<typeof OrderPage>()),
  loadOwnOrder: (_page: unknown, number: string) => ownOrder(number),
  cartAfterOrder: () => Promise.resolve(cart),
}));

const { loadOrderSuccessPage, orderSuccessView } = await import('@/server/orders/order-success-page.ts');

function page(search: string, token: string | null = 'customer-token') {
  const headers = new Headers();
  const astro = {
    locals: { locale: 'en', shopper: { token } },
    url: new URL(`http://localhost/en/order-success${search}`),
    response: { status: 200, headers },
    redirect: (to: string, status: number) => new Response(null, { status, headers: { location: to } }),
  };
  return { astro: astro as unknown as Parameters<typeof loadOrderSuccessPage>[0], headers };
}

beforeEach(() => ownOrder.mockReset());

describe('loadOrderSuccessPage', () => {
  it('sends a signed-out shopper to sign in and back here, without asking the backend', async () => {
    const { astro, headers } = page('?order=000000012', null);
    const answer = (await loadOrderSuccessPage(astro)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/en/login?redirect=${encodeURIComponent('/en/order-success?order=000000012')}`);
    expect(ownOrder).not.toHaveBeenCalled();
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('sends the shopper to sign in when the backend refused the session', async () => {
    ownOrder.mockResolvedValue('signed-out');
    expect(((await loadOrderSuccessPage(page('?order=000000012').astro)) as Response).status).toBe(302);
  });

  it("is nothing (404) for a malformed number or someone else's", async () => {
    expect(await loadOrderSuccessPage(page('?order=12%3Cscript%3E').astro)).toBeNull();
    expect(ownOrder).not.toHaveBeenCalled();
    ownOrder.mockResolvedValue(null);
    expect(await loadOrderSuccessPage(page('?order=000000099').astro)).toBeNull();
  });

  it("shows the shopper's own order with what the page says and the cart after it", async () => {
    const placed = order({ status_code: 'pending' });
    ownOrder.mockResolvedValue(placed);
    expect(await loadOrderSuccessPage(page('?order=000000012').astro)).toEqual({ order: placed, result: orderSuccessView(placed, 'en'), cart });
    expect(ownOrder).toHaveBeenCalledWith('000000012');
  });
});
