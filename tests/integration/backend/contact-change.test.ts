/**
 * A signed-in customer changes e-mail or mobile number by a code sent to the NEW address; a guest verifies a
 * phone by code. Over real HTTP, codes from the dev outbox, on a clock moved past the resend wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphqlCall,
  latestCode,
  registerCustomer,
  startTestBackend,
  testClock,
  type CallOptions,
  type GraphqlResult,
  type TestBackend,
} from '../../helpers/backend.ts';

let backend: TestBackend;
const clock = testClock();
beforeAll(async () => {
  backend = await startTestBackend({ clock: clock.now });
});
afterAll(() => backend.close());

/**
 * Each code request a quarter-hour after the one before: these tests are about the flows, not the limits
 * (otp-limits.test.ts), and a code lives 5 minutes, so the clock moves only before a request.
 */
const CODE_REQUEST = /\brequest\w*Otp\b/;
function gql(query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) {
  if (CODE_REQUEST.test(query)) clock.advance(15 * 60_000);
  return graphqlCall(backend, query, variables, options);
}

function register(email: string, telephone?: string): Promise<string> {
  clock.advance(15 * 60_000);
  return registerCustomer(backend, telephone ? { email, telephone } : { email });
}

function firstError(result: GraphqlResult<unknown>) {
  expect(result.errors?.length, JSON.stringify(result)).toBeGreaterThan(0);
  return result.errors![0]!;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const REQUEST_EMAIL = 'mutation($input: CustomerEmailChangeOtpInput!) { requestCustomerEmailChangeOtp(input: $input) { hash } }';
const CONFIRM_EMAIL = 'mutation($input: ConfirmCustomerEmailChangeInput!) { confirmCustomerEmailChange(input: $input) { customer { email } } }';
const REQUEST_PHONE = 'mutation($input: PhoneOtpRequestInput!) { requestCustomerPhoneChangeOtp(input: $input) { hash } }';
const CONFIRM_PHONE =
  'mutation($input: ConfirmCustomerPhoneChangeInput!) { confirmCustomerPhoneChange(input: $input) { customer { country_prefix telephone } } }';
const CUSTOMER = '{ customer { email country_prefix telephone is_subscribed } }';
const REQUEST_LOGIN = 'mutation($input: OtpRequestInput!) { requestLoginOtp(input: $input) { hash } }';
const VERIFY_LOGIN = 'mutation($input: VerifyOtpLoginInput!) { verifyOtpAndLogin(input: $input) { token } }';
const REQUEST_GUEST_PHONE = 'mutation($input: PhoneOtpRequestInput!) { requestGuestPhoneOtp(input: $input) { hash } }';
const VERIFY_GUEST_PHONE = 'mutation($input: VerifyGuestPhoneInput!) { verifyGuestPhone(input: $input) { verification_token telephone expires_in } }';

async function emailChangeHash(token: string, email: string): Promise<string> {
  const requested = await gql(REQUEST_EMAIL, { input: { email } }, { token });
  expect(requested.errors, JSON.stringify(requested.errors)).toBeUndefined();
  return requested.data?.requestCustomerEmailChangeOtp.hash as string;
}

describe('e-mail change by code', () => {
  it('sends the code to the new address; the code moves the account there, and sign-in follows', async () => {
    const token = await register('old@example.qa');
    await fetch(`${backend.url}/rest/en/V1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'old@example.qa' }),
    });
    const hash = await emailChangeHash(token, 'New@Example.qa');
    const code = await latestCode(backend, 'new@example.qa');
    await expect(latestCode(backend, 'old@example.qa')).resolves.not.toBe(code);

    const changed = await gql(CONFIRM_EMAIL, { input: { hash, otp: code, email: 'new@example.qa' } }, { token });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.confirmCustomerEmailChange.customer.email).toBe('new@example.qa');
    expect((await gql(CUSTOMER, {}, { token })).data?.customer).toMatchObject({ email: 'new@example.qa', is_subscribed: true });

    expect(firstError(await gql(REQUEST_LOGIN, { input: { email: 'old@example.qa' } })).message).toBe('No account found with this email');
    const login = await gql(REQUEST_LOGIN, { input: { email: 'new@example.qa' } });
    const signedIn = await gql(VERIFY_LOGIN, {
      input: { hash: login.data?.requestLoginOtp.hash, otp: await latestCode(backend, 'new@example.qa'), email: 'new@example.qa' },
    });
    expect(signedIn.data?.verifyOtpAndLogin.token).toBeTruthy();
  });

  it('answers "Profile update failed!" for the current address or one another account has', async () => {
    const token = await register('keeper@example.qa');
    await register('taken@example.qa');
    for (const email of ['keeper@example.qa', 'TAKEN@example.qa']) {
      expect(firstError(await gql(REQUEST_EMAIL, { input: { email } }, { token }))).toMatchObject({
        message: 'Profile update failed!',
        extensions: { category: 'graphql-input' },
      });
    }
    expect(firstError(await gql(REQUEST_EMAIL, { input: { email: 'nope' } }, { token })).message).toBe('Incorrect email format');
    expect(firstError(await gql(REQUEST_EMAIL, { input: {} }, { token })).message).toBe('Field is Required');
  });

  it('fails when another account takes the address before the code is entered', async () => {
    const token = await register('slow@example.qa');
    const hash = await emailChangeHash(token, 'race@example.qa');
    const code = await latestCode(backend, 'race@example.qa');
    // Past the address's resend wait, within the code's 5 minutes: someone else registers the address.
    clock.advance(61_000);
    await registerCustomer(backend, { email: 'race@example.qa' });
    expect(firstError(await gql(CONFIRM_EMAIL, { input: { hash, otp: code, email: 'race@example.qa' } }, { token })).message).toBe(
      'Profile update failed!',
    );
    expect((await gql(CUSTOMER, {}, { token })).data?.customer.email).toBe('slow@example.qa');
  });

  it('refuses a wrong code, another address, another customer and a guest; the code then still works once', async () => {
    const token = await register('careful@example.qa');
    const intruder = await register('intruder@example.qa');
    const hash = await emailChangeHash(token, 'careful.new@example.qa');
    const code = await latestCode(backend, 'careful.new@example.qa');
    const input = { hash, otp: code, email: 'careful.new@example.qa' };

    expect(firstError(await gql(CONFIRM_EMAIL, { input: { ...input, otp: wrong(code) } }, { token })).message).toBe('Wrong OTP');
    expect(firstError(await gql(CONFIRM_EMAIL, { input: { ...input, email: 'elsewhere@example.qa' } }, { token })).message).toBe(
      'Link is expired or invalid',
    );
    expect(firstError(await gql(CONFIRM_EMAIL, { input }, { token: intruder })).message).toBe('Link is expired or invalid');
    expect(firstError(await gql(CONFIRM_EMAIL, { input })).extensions?.category).toBe('graphql-authorization');
    expect((await gql(CUSTOMER, {}, { token: intruder })).data?.customer.email).toBe('intruder@example.qa');

    expect((await gql(CONFIRM_EMAIL, { input }, { token })).data?.confirmCustomerEmailChange.customer.email).toBe('careful.new@example.qa');
    expect(firstError(await gql(CONFIRM_EMAIL, { input }, { token })).message).toBe('Link is expired or invalid');
  });

  it('locks the code after 5 wrong tries', async () => {
    const token = await register('guesser@example.qa');
    const hash = await emailChangeHash(token, 'guessed@example.qa');
    const code = await latestCode(backend, 'guessed@example.qa');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(firstError(await gql(CONFIRM_EMAIL, { input: { hash, otp: wrong(code), email: 'guessed@example.qa' } }, { token })).message).toBe(
        'Wrong OTP',
      );
    }
    expect(firstError(await gql(CONFIRM_EMAIL, { input: { hash, otp: code, email: 'guessed@example.qa' } }, { token })).message).toBe(
      'Link is expired or invalid',
    );
  });
});

describe('mobile number change by code', () => {
  it('texts the code to the new number; the code makes it the account number, and sign-in by it works', async () => {
    const token = await register('mobile@example.qa', '33001122');
    const requested = await gql(REQUEST_PHONE, { input: { country_prefix: '+974', telephone: '3300 9988' } }, { token });
    expect(requested.errors).toBeUndefined();
    const code = await latestCode(backend, '33009988');
    const changed = await gql(
      CONFIRM_PHONE,
      { input: { hash: requested.data?.requestCustomerPhoneChangeOtp.hash, otp: code, country_prefix: '974', telephone: '33009988' } },
      { token },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.confirmCustomerPhoneChange.customer).toEqual({ country_prefix: '974', telephone: '33009988' });

    const login = await gql(REQUEST_LOGIN, { input: { email: '', country_prefix: '974', telephone: '33009988' } });
    expect(login.errors).toBeUndefined();
    expect(firstError(await gql(REQUEST_LOGIN, { input: { country_prefix: '974', telephone: '33001122' } })).message).toBe(
      'No account found with this phone number',
    );
  });

  it('gives a customer without a number one, and answers "Phone update failed!" for a taken or the same number', async () => {
    const token = await register('nophone@example.qa');
    await register('hasphone@example.qa', '44556677');
    expect(firstError(await gql(REQUEST_PHONE, { input: { country_prefix: '974', telephone: '44556677' } }, { token }))).toMatchObject({
      message: 'Phone update failed!',
      extensions: { category: 'graphql-input' },
    });
    const requested = await gql(REQUEST_PHONE, { input: { country_prefix: '974', telephone: '44550000' } }, { token });
    const code = await latestCode(backend, '44550000');
    await gql(CONFIRM_PHONE, { input: { hash: requested.data?.requestCustomerPhoneChangeOtp.hash, otp: code, country_prefix: '974', telephone: '44550000' } }, { token });
    expect((await gql(CUSTOMER, {}, { token })).data?.customer.telephone).toBe('44550000');
    expect(firstError(await gql(REQUEST_PHONE, { input: { country_prefix: '974', telephone: '44550000' } }, { token })).message).toBe(
      'Phone update failed!',
    );
  });

  it('validates the number and refuses a wrong code and a guest', async () => {
    const token = await register('checks@example.qa');
    for (const input of [{ country_prefix: '971', telephone: '55123456' }, { country_prefix: '974', telephone: '1234' }]) {
      expect(firstError(await gql(REQUEST_PHONE, { input }, { token })).message).toBe('Invalid Phone Number');
    }
    expect(firstError(await gql(REQUEST_PHONE, { input: { country_prefix: '974' } }, { token })).message).toBe('Field is Required');
    expect(firstError(await gql(REQUEST_PHONE, { input: { country_prefix: '974', telephone: '70001122' } })).extensions?.category).toBe(
      'graphql-authorization',
    );
    const requested = await gql(REQUEST_PHONE, { input: { country_prefix: '974', telephone: '70001122' } }, { token });
    const code = await latestCode(backend, '70001122');
    const input = { hash: requested.data?.requestCustomerPhoneChangeOtp.hash, otp: wrong(code), country_prefix: '974', telephone: '70001122' };
    expect(firstError(await gql(CONFIRM_PHONE, { input }, { token })).message).toBe('Wrong OTP');
    expect((await gql(CUSTOMER, {}, { token })).data?.customer.telephone).toBeNull();
  });
});

describe('guest phone verification', () => {
  it('texts a code to the number; the code yields a proof of it, once', async () => {
    const requested = await gql(REQUEST_GUEST_PHONE, { input: { country_prefix: '974', telephone: '5000 1111' } });
    expect(requested.errors).toBeUndefined();
    const hash = requested.data?.requestGuestPhoneOtp.hash as string;
    const code = await latestCode(backend, '+974 5000 1111');
    const input = { hash, otp: code, country_prefix: '974', telephone: '50001111' };
    const verified = await gql(VERIFY_GUEST_PHONE, { input });
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyGuestPhone).toMatchObject({ telephone: '+97450001111', expires_in: 86_400 });
    expect(verified.data?.verifyGuestPhone.verification_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = backend.db.prepare('SELECT token_hash FROM phone_verifications').all() as { token_hash: string }[];
    expect(stored.some((row) => row.token_hash === verified.data?.verifyGuestPhone.verification_token)).toBe(false);
    expect(firstError(await gql(VERIFY_GUEST_PHONE, { input })).message).toBe('Link is expired or invalid');
  });

  it('refuses a wrong code, another number, a sign-in code, and bad input', async () => {
    const requested = await gql(REQUEST_GUEST_PHONE, { input: { country_prefix: '974', telephone: '50002222' } });
    const hash = requested.data?.requestGuestPhoneOtp.hash as string;
    const code = await latestCode(backend, '50002222');
    expect(firstError(await gql(VERIFY_GUEST_PHONE, { input: { hash, otp: wrong(code), country_prefix: '974', telephone: '50002222' } })).message).toBe(
      'Wrong OTP',
    );
    expect(firstError(await gql(VERIFY_GUEST_PHONE, { input: { hash, otp: code, country_prefix: '974', telephone: '50003333' } })).message).toBe(
      'Link is expired or invalid',
    );
    expect(firstError(await gql(VERIFY_GUEST_PHONE, { input: { hash, otp: '12', country_prefix: '974', telephone: '50002222' } })).message).toBe(
      'Invalid Verification Code',
    );
    expect(firstError(await gql(REQUEST_GUEST_PHONE, { input: { country_prefix: '974', telephone: 'abc' } })).message).toBe('Invalid Phone Number');

    await register('phoneuser@example.qa', '50004444');
    const login = await gql(REQUEST_LOGIN, { input: { country_prefix: '974', telephone: '50004444' } });
    const loginCode = await latestCode(backend, '50004444');
    const crossed = await gql(VERIFY_GUEST_PHONE, {
      input: { hash: login.data?.requestLoginOtp.hash, otp: loginCode, country_prefix: '974', telephone: '50004444' },
    });
    expect(firstError(crossed).message).toBe('Link is expired or invalid');
  });
});
