/**
 * Signing in and out on the server (src/server/auth/sign-in.ts), against the real backend with codes read from
 * its dev outbox: sign-up and sign-in by e-mail and by mobile start the session (HttpOnly, SameSite=Lax, 90 days)
 * and answer the customer's name and cart; the browser's recently viewed list moves to the server; a sign-in whose
 * customer cannot be fetched starts no session; sign-out revokes the token; the header's summary reads the
 * session and reports a refused one as signed out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceAuthError, CommerceInputError } from '@/lib/commerce/index.ts';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_MAX_AGE } from '@/server/shopper/customer-session.ts';
import { sessionSummary } from '@/server/auth/session-summary.ts';
import { completeSignIn, sendCode, signOut, verifyCode, type CodeRequest } from '@/server/auth/sign-in.ts';
import { graphqlCall, latestCode, registerCustomer, startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { fakeRequest, inLocale } from '../../helpers/fake-request.ts';
import { commerceFor } from '../../helpers/commerce-client.ts';

// The same address signs up and in again within seconds: the 60 s resend wait is the backend's own test's concern.
let running: TestBackend | undefined;
const originalUrl = process.env.COMMERCE_URL;
beforeAll(async () => {
  running = await startTestBackend({ config: { otpResendSeconds: 0 } });
  process.env.COMMERCE_URL = running.url;
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  await running?.close();
});
const backend = () => running as TestBackend;
const NONE = { ar: [], en: [] };

async function signInBy(request: CodeRequest, to: string) {
  const sent = await sendCode(commerceFor('en'), request);
  const { context, jar } = fakeRequest();
  const signedIn = await verifyCode(inLocale(context, 'en'), { ...request, code: { hash: sent.hash, otp: await latestCode(backend(), to) } }, NONE);
  return { sent, signedIn, jar };
}

describe('sign-up, then sign-in by e-mail and by mobile', () => {
  it('creates the account and starts an HttpOnly session', async () => {
    const profile = { firstname: 'Noor', lastname: 'Al-Thani', email: 'signup@example.qa', telephone: '55123411' };
    const { sent, signedIn, jar } = await signInBy({ flow: 'sign-up', profile }, profile.email);
    expect(sent).toMatchObject({ flow: 'sign-up', method: 'email', email: profile.email, telephone: profile.telephone });
    expect(signedIn.fullName).toBe('Noor Al-Thani');
    expect(jar.get(SESSION_COOKIE)).toMatchObject({ options: { httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_MAX_AGE } });
    // The readable hint says only "a session may exist": value 1, never the token, not HttpOnly.
    expect(jar.get(SESSION_HINT_COOKIE)).toMatchObject({ value: '1', options: { sameSite: 'lax', path: '/', maxAge: SESSION_MAX_AGE } });
    const hint = jar.get(SESSION_HINT_COOKIE);
    expect(hint && 'value' in hint ? hint.options.httpOnly : 'missing').toBeFalsy();

    const byEmail = await signInBy({ flow: 'sign-in', contact: { email: profile.email } }, profile.email);
    expect(byEmail.signedIn.fullName).toBe('Noor Al-Thani');
    const byMobile = await signInBy({ flow: 'sign-in', contact: { telephone: profile.telephone } }, profile.telephone);
    expect(byMobile.sent).toMatchObject({ method: 'mobile', telephone: profile.telephone, email: '' });
    expect(byMobile.signedIn.fullName).toBe('Noor Al-Thani');
  });

  it('refuses a wrong code without a session, and an unknown address', async () => {
    const sent = await sendCode(commerceFor('en'), { flow: 'sign-up', profile: { firstname: 'A', lastname: 'B', email: 'wrong@example.qa', telephone: '55123412' } });
    const { context, jar } = fakeRequest();
    const wrong = (await latestCode(backend(), 'wrong@example.qa')) === '000000' ? '111111' : '000000';
    const request: CodeRequest = { flow: 'sign-up', profile: { firstname: 'A', lastname: 'B', email: 'wrong@example.qa', telephone: '55123412' } };
    await expect(verifyCode(inLocale(context, 'en'), { ...request, code: { hash: sent.hash, otp: wrong } }, NONE)).rejects.toThrow('Wrong OTP');
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    await expect(sendCode(commerceFor('en'), { flow: 'sign-in', contact: { email: 'nobody@example.qa' } })).rejects.toBeInstanceOf(CommerceInputError);
  });
});

describe('completing a sign-in', () => {
  it('moves the recently viewed list to the server, oldest first, skipping what no longer exists', async () => {
    const token = await registerCustomer(backend(), { email: 'viewed@example.qa' }, { clientIp: '10.3.0.1' });
    const skus = backend().db.prepare("SELECT sku FROM products WHERE status = 1 AND visibility > 1 ORDER BY id LIMIT 3").all() as { sku: string }[];
    const [newest, older, oldest] = skus.map((row) => row.sku) as [string, string, string];
    const { context } = fakeRequest();
    await completeSignIn(inLocale(context, 'en'), token, { ar: [oldest], en: [newest, 'NO-SUCH-SKU', older] });

    const list = async (store: 'ar' | 'en') =>
      (await graphqlCall<{ getRecentlyViewedProducts: { items: { sku: string }[] } }>(
        backend(),
        '{ getRecentlyViewedProducts { items { sku } } }',
        {},
        { token, store },
      )).data?.getRecentlyViewedProducts.items.map((item) => item.sku);
    expect(await list('en')).toEqual([newest, older]);
    expect(await list('ar')).toEqual([oldest]);
  });

  it('starts no session when the customer cannot be fetched, and gives the token back', async () => {
    const token = await registerCustomer(backend(), { email: 'nocustomer@example.qa' }, { clientIp: '10.3.0.2' });
    await graphqlCall(backend(), 'mutation { revokeCustomerToken { result } }', {}, { token });
    const { context, jar } = fakeRequest();
    await expect(completeSignIn(inLocale(context, 'en'), token, NONE)).rejects.toBeInstanceOf(CommerceAuthError);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('sign-out and the session summary', () => {
  it('summarises the session, then sign-out revokes the token and drops the cookie', async () => {
    const token = await registerCustomer(backend(), { email: 'summary@example.qa', firstname: 'Maryam', lastname: 'Al-Kuwari' }, { clientIp: '10.3.0.3' });
    const signedIn = fakeRequest({ [SESSION_COOKIE]: token });
    expect(await sessionSummary(inLocale(signedIn.context, 'en'))).toEqual({ signedIn: true, fullName: 'Maryam Al-Kuwari', wishlistCount: 0 });
    expect(await sessionSummary(inLocale(fakeRequest().context, 'en'))).toEqual({ signedIn: false });

    await signOut(inLocale(signedIn.context, 'en'));
    expect(signedIn.jar.get(SESSION_COOKIE)).toMatchObject({ deleted: true });
    expect(signedIn.jar.get(SESSION_HINT_COOKIE)).toMatchObject({ deleted: true });
    const after = await graphqlCall(backend(), '{ customer { email } }', {}, { token });
    expect(after.errors?.[0]?.extensions?.category).toBe('graphql-authorization');

    // A browser still holding the revoked token reads as signed out, and its cookie goes.
    const stale = fakeRequest({ [SESSION_COOKIE]: token });
    expect(await sessionSummary(inLocale(stale.context, 'en'))).toEqual({ signedIn: false });
    expect(stale.jar.get(SESSION_COOKIE)).toMatchObject({ deleted: true });

    // A readable hint left without a session (cookies edited, token gone) is cleared by the answer.
    const hintOnly = fakeRequest({ [SESSION_HINT_COOKIE]: '1' });
    expect(await sessionSummary(inLocale(hintOnly.context, 'en'))).toEqual({ signedIn: false });
    expect(hintOnly.jar.get(SESSION_HINT_COOKIE)).toMatchObject({ deleted: true });
  });
});
