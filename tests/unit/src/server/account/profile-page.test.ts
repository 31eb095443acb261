/**
 * The profile page's loader: signed out it answers sign-in; the name form starts with the customer's name and each
 * contact change with what it is now, every form posting to its Action; a change posted without JavaScript that
 * succeeded answers 303 back with its notice; a code sent opens the contact's code step.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../../e2e/support/locales.ts';

const name = (action: string) => ({ toString: () => `?_action=account.${action}` });
const accountActions = Object.fromEntries(
  ['updateName', 'requestEmailCode', 'confirmEmail', 'requestPhoneCode', 'confirmPhone'].map((action) => [action, name(action)]),
);
vi.mock('astro:actions', () => ({
  actions: { account: accountActions },
  isInputError: (error: { type?: string }) => error?.type === 'AstroActionInputError',
}));
const signedIn = vi.fn<() => Promise<unknown>>();
vi.mock('@/server/account/account-page.ts', () => ({ openAccountPage: () => signedIn() }));

const { loadProfilePage } = await import('@/server/account/profile-page.ts');

const customer = { firstname: 'Maryam', lastname: 'Al-Kuwari', email: 'maryam@example.qa', telephone: '+97455123456', addresses: [] };

function page(locale: 'ar' | 'en', results: Record<string, unknown> = {}, search = '') {
  const astro = {
    locals: { locale },
    url: new URL(`http://localhost/${locale}/account/profile${search}`),
    request: new Request(`http://localhost/${locale}/account/profile${search}`),
    response: { status: 200 },
    getActionResult: (action: { toString(): string }) => results[action.toString()],
    redirect: (to: string, status: number) => new Response(null, { status, headers: { location: to } }),
  };
  return astro as unknown as Parameters<typeof loadProfilePage>[0];
}

beforeEach(() => signedIn.mockResolvedValue({ token: 't', customer }));

describe('loadProfilePage', () => {
  it('answers sign-in for a shopper without a session', async () => {
    const toLogin = new Response(null, { status: 302 });
    signedIn.mockResolvedValue(toLogin);
    expect(await loadProfilePage(page('en'))).toBe(toLogin);
  });

  it('starts each form fresh, in the shopper\'s language, posting to its Action', async () => {
    expect(await loadProfilePage(page('ar', {}, '?notice=name-saved'))).toEqual({
      notice: { kind: 'success', message: copy('ar', 'account', 'profile.nameSaved') },
      name: { values: { firstname: 'Maryam', lastname: 'Al-Kuwari' }, errors: {}, formError: null, action: '/ar/account/profile?_action=account.updateName' },
      contacts: [
        {
          kind: 'email',
          heading: copy('ar', 'account', 'profile.emailHeading'),
          current: 'maryam@example.qa',
          start: { step: 'request', value: '', hash: '', errors: {}, formError: null, failure: null },
          actions: { request: '/ar/account/profile?_action=account.requestEmailCode', confirm: '/ar/account/profile?_action=account.confirmEmail' },
        },
        {
          kind: 'phone',
          heading: copy('ar', 'account', 'profile.phoneHeading'),
          current: '+97455123456',
          start: { step: 'request', value: '', hash: '', errors: {}, formError: null, failure: null },
          actions: { request: '/ar/account/profile?_action=account.requestPhoneCode', confirm: '/ar/account/profile?_action=account.confirmPhone' },
        },
      ],
    });
  });

  it('opens the code step once a code is sent, and answers 303 with its notice once a change is confirmed', async () => {
    const sent = await loadProfilePage(page('en', { '?_action=account.requestPhoneCode': { data: { hash: 'h1', telephone: '+97466112233' } } }));
    expect(sent).toMatchObject({ contacts: [{ kind: 'email', start: { step: 'request' } }, { kind: 'phone', start: { step: 'code', value: '+97466112233', hash: 'h1' } }] });
    const saved = (await loadProfilePage(page('en', { '?_action=account.confirmEmail': { data: {} } }))) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/en/account/profile?notice=email-saved');
  });
});
