/**
 * The address book page's loader: signed out it answers sign-in; the list with the notice the address names; an open
 * form (`?add=1`) with Qatar's municipalities, asked for only then; a save done without JavaScript
 * answers 303 back to the list with its notice.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { copy, fill } from '../../../../e2e/support/locales.ts';

const saveAddress = { toString: () => '?_action=account.saveAddress' };
const deleteAddress = { toString: () => '?_action=account.deleteAddress' };
vi.mock('astro:actions', () => ({
  actions: { account: { saveAddress, deleteAddress } },
  isInputError: (error: { type?: string }) => error?.type === 'AstroActionInputError',
}));
const signedIn = vi.fn<() => Promise<unknown>>();
vi.mock('@/server/account/account-page.ts', () => ({ openAccountPage: () => signedIn() }));

const { loadAddressesPage } = await import('@/server/account/addresses-page.ts');

const home = { id: 4, firstname: 'Maryam', lastname: 'Al-Kuwari', street: ['Zone 38, Street 920, Building 12'], city: 'Al Sadd', regionId: 1, telephone: '55123456', defaultShipping: true };
const regions = [{ id: 1, code: 'DA', name: 'Doha' }];
const getDeliveryRegions = vi.fn(() => Promise.resolve(regions));

function page(search = '', saved?: unknown, locale: 'ar' | 'en' = 'en') {
  const astro = {
    locals: { locale, commerce: { getDeliveryRegions } },
    url: new URL(`http://localhost/${locale}/account/addresses${search}`),
    request: new Request(`http://localhost/${locale}/account/addresses${search}`),
    response: { status: 200 },
    getActionResult: (action: unknown) => (action === saveAddress ? saved : undefined),
    redirect: (to: string, status: number) => new Response(null, { status, headers: { location: to } }),
  };
  return astro as unknown as Parameters<typeof loadAddressesPage>[0];
}

beforeEach(() => {
  signedIn.mockResolvedValue({ token: 't', customer: { addresses: [home] } });
  getDeliveryRegions.mockClear();
});

describe('loadAddressesPage', () => {
  it('answers sign-in for a shopper without a session', async () => {
    const toLogin = new Response(null, { status: 302 });
    signedIn.mockResolvedValue(toLogin);
    expect(await loadAddressesPage(page())).toBe(toLogin);
  });

  it('lists the addresses with the notice the address names, without asking for the municipalities', async () => {
    expect(await loadAddressesPage(page('?notice=address-deleted'))).toMatchObject({
      addresses: [home],
      editor: null,
      notice: { kind: 'success', message: copy('en', 'account', 'addresses.deleted') },
      regions: [],
      status: 200,
    });
    expect(getDeliveryRegions).not.toHaveBeenCalled();
  });

  it('opens the form for a new address with the municipalities to choose from', async () => {
    const view = await loadAddressesPage(page('?add=1'));
    expect(view).toMatchObject({ editor: { address: null }, regions, deleting: null });
    expect(getDeliveryRegions).toHaveBeenCalledOnce();
  });

  it('answers 303 back to the list with its notice once a save posted without JavaScript is done', async () => {
    const answer = (await loadAddressesPage(page('', { data: { id: 4 } }))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en/account/addresses?notice=address-saved');
  });

  it('links each form to its Action and the list to its states', async () => {
    expect(await loadAddressesPage(page('', undefined, 'ar'))).toMatchObject({
      links: {
        list: '/ar/account/addresses',
        add: '/ar/account/addresses?add=1#address-editor',
        save: '/ar/account/addresses?_action=account.saveAddress',
        delete: '/ar/account/addresses?_action=account.deleteAddress',
        saved: '/ar/account/addresses?notice=address-saved',
      },
      olderAddressNote: null,
    });
  });

  it('says that an address saved before the blue plate asks for its numbers, with its lines as written', async () => {
    const older = { ...home, region: { id: 1, code: 'DA', name: 'Doha' }, id: 5, defaultShipping: false, street: ['Al Waab Street', 'Villa 7'] };
    signedIn.mockResolvedValue({ token: 't', customer: { addresses: [home, older] } });
    expect(await loadAddressesPage(page('?edit=5', undefined, 'ar'))).toMatchObject({
      editor: { address: older },
      olderAddressNote: fill(copy('ar', 'account', 'addresses.fields.olderAddress'), { lines: 'Al Waab Street، Villa 7' }),
    });
    
  });
});
