/**
 * The checkout page's loader: it keeps the page private; a placed order goes on to its page or shows the provider's
 * form; the links and each step's form post to the checkout's Actions; the new-address form starts with the
 * customer's name and phone, or as typed when the Action refused it, and the e-card recipient likewise; a backend
 * that is down is the 503 state, never a 500; no session, or an empty cart, answers the cart.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => import('../../../../helpers/checkout-actions.ts'));
const signedIn = vi.fn<() => Promise<unknown>>();
vi.mock('@/server/auth/current-customer.ts', () => ({ currentCustomer: () => signedIn() }));
vi.mock('@/server/cart/current-cart.ts', () => ({ signedInCart: () => Promise.resolve({ id: 'cart-1' }) }));
vi.mock('@/server/shopper/cart-cookies.ts', () => ({ writeCheckoutCookie: () => undefined }));
vi.mock('@/server/shopper/customer-session.ts', () => ({ withSession: (_page: unknown, run: () => Promise<unknown>) => run() }));
const posted = vi.fn<() => Map<string, string>>(() => new Map());
vi.mock('@/server/forms/form-result.ts', () => ({ postedFields: () => posted() }));

const { loadCheckoutPage } = await import('@/server/checkout/checkout-page.ts');
const { CommerceUnavailableError } = await import('@/lib/commerce/index.ts');

const customer = { firstname: 'Maryam', lastname: 'Al-Kuwari', telephone: '+97455123456', addresses: [] };
const goods = { items: [{ sku: 'PHONE-1' }], isVirtual: false, hasEcards: false, address: null, selectedShipping: null, ecardRecipient: null, selectedPayment: null };
const regions = [{ id: 1, code: 'DA', name: 'Doha' }];
const getCheckoutCart = vi.fn<() => Promise<unknown>>();

function page(locale: 'ar' | 'en', results: Record<string, unknown> = {}) {
  const headers = new Headers();
  const astro = {
    locals: { locale, commerce: { getCheckoutCart, getDeliveryRegions: () => Promise.resolve(regions) } },
    url: new URL(`http://shop.test/${locale}/checkout`),
    request: new Request(`http://shop.test/${locale}/checkout`),
    response: { status: 200, headers },
    getActionResult: (action: { toString(): string }) => results[action.toString()],
    redirect: (to: string, status: number) => new Response(null, { status, headers: { location: to } }),
  };
  return { astro: astro as unknown as Parameters<typeof loadCheckoutPage>[0], response: astro.response };
}

beforeEach(() => {
  signedIn.mockResolvedValue({ token: 't', customer });
  getCheckoutCart.mockResolvedValue(goods);
  posted.mockReturnValue(new Map());
});

describe('loadCheckoutPage', () => {
  it('opens the first step with the links of the page and its forms, kept out of every cache', async () => {
    const { astro, response } = page('ar');
    const view = await loadCheckoutPage(astro);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(view).toMatchObject({
      kind: 'ready',
      open: 'address',
      failure: null,
      data: { regions },
      links: {
        cart: '/ar/cart',
        signIn: '/ar/login?redirect=%2Far%2Fcheckout',
        step: '/ar/checkout?step=',
        actions: { useSavedAddress: '/ar/checkout?_action=checkout.useSavedAddress', placeOrder: '/ar/checkout?_action=checkout.placeOrder' },
        newAddress: '/ar/checkout?_action=checkout.useNewAddress',
      },
      newAddressValues: { firstname: 'Maryam', lastname: 'Al-Kuwari', defaultShipping: true },
      typedRecipient: null,
    });
  });

  it('opens a refused new address as typed, at the refusal\'s status', async () => {
    posted.mockReturnValue(new Map([['firstname', 'Noora'], ['lastname', 'Al-Thani'], ['city', 'Al Wakra']]));
    const refused = { error: { type: 'AstroActionInputError', status: 400, code: 'BAD_REQUEST', fields: { zone: ['validation:plateNumber'] } } };
    const { astro, response } = page('en', { '?_action=checkout.useNewAddress': refused });
    const view = await loadCheckoutPage(astro);
    expect(response.status).toBe(400);
    expect(view).toMatchObject({
      kind: 'ready',
      open: 'address',
      failure: { step: 'address' },
      newAddressValues: { firstname: 'Noora', lastname: 'Al-Thani', city: 'Al Wakra', defaultShipping: false },
    });
  });

  it('shows the provider\'s form for a card order placed without JavaScript, and sends a placed one on', async () => {
    const payment = { url: 'https://pay.test/', fields: { signature: 'x' } };
    const paying = await loadCheckoutPage(page('en', { '?_action=checkout.placeOrder': { data: { kind: 'pay', orderNumber: '000000009', payment } } }).astro);
    expect(paying).toMatchObject({ kind: 'pay', orderNumber: '000000009', payment, links: { cart: '/en/cart' } });
    const placed = (await loadCheckoutPage(page('en', { '?_action=checkout.placeOrder': { data: { kind: 'placed', next: '/en/order-success?order=000000010' } } }).astro)) as Response;
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toBe('/en/order-success?order=000000010');
  });

  it('answers the cart without a session or with an empty cart, and the 503 state when the backend is down', async () => {
    signedIn.mockResolvedValue(null);
    expect(((await loadCheckoutPage(page('en').astro)) as Response).headers.get('location')).toBe('/en/cart');
    signedIn.mockResolvedValue({ token: 't', customer });
    getCheckoutCart.mockResolvedValue({ ...goods, items: [] });
    expect(((await loadCheckoutPage(page('ar').astro)) as Response).headers.get('location')).toBe('/ar/cart');
    getCheckoutCart.mockRejectedValue(new CommerceUnavailableError('down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { astro, response } = page('en');
    expect(await loadCheckoutPage(astro)).toMatchObject({ kind: 'unavailable' });
    expect(response.status).toBe(503);
  });
});
