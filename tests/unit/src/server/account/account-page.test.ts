/**
 * Every account page's first step: signed out (or a token the backend refused) answers 302 to sign-in with the page
 * as `redirect`; the overview's view is the customer with their default delivery address, or none.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const signedIn = vi.fn<() => Promise<unknown>>();
vi.mock('@/server/auth/current-customer.ts', () => ({ currentCustomer: () => signedIn() }));

const { loadAccountOverview, openAccountPage } = await import('@/server/account/account-page.ts');

const home = { id: 4, street: ['Zone 38, Street 920, Building 12'], defaultShipping: false };
const office = { id: 5, street: ['Zone 61, Street 850, Building 3'], defaultShipping: true };

function page(path: string) {
  const astro = {
    locals: { locale: 'ar' },
    url: new URL(`http://localhost${path}`),
    redirect: (to: string, status: number) => new Response(null, { status, headers: { location: to } }),
  };
  return astro as unknown as Parameters<typeof openAccountPage>[0];
}

beforeEach(() => signedIn.mockResolvedValue({ token: 't', customer: { firstname: 'Maryam', addresses: [home, office] } }));

describe('openAccountPage', () => {
  it('sends a shopper without a session to sign in, coming back to the page', async () => {
    signedIn.mockResolvedValue(null);
    const answer = (await openAccountPage(page('/ar/account/addresses'))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/ar/login?redirect=${encodeURIComponent('/ar/account/addresses')}`);
  });
});

describe('loadAccountOverview', () => {
  it('gives the customer with their default delivery address', async () => {
    expect(await loadAccountOverview(page('/ar/account'))).toMatchObject({ customer: { firstname: 'Maryam' }, defaultAddress: office });
  });

  it('gives no default address when none is the default', async () => {
    signedIn.mockResolvedValue({ token: 't', customer: { firstname: 'Maryam', addresses: [home] } });
    expect(await loadAccountOverview(page('/ar/account'))).toMatchObject({ defaultAddress: null });
  });
});
