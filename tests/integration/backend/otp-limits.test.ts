/**
 * One-time code abuse limits over real HTTP, on a clock the test moves: the 60 s resend wait per e-mail or phone,
 * 5 codes per address an hour, the per-client limit (the shopper's address as the storefront forwards it), the
 * retry time in the error, and the newest code replacing the ones before.
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

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let backend: TestBackend;
const clock = testClock();
beforeAll(async () => {
  backend = await startTestBackend({ clock: clock.now });
});
afterAll(() => backend.close());

const REQUEST_LOGIN = 'mutation($input: OtpRequestInput!) { requestLoginOtp(input: $input) { hash } }';
const REQUEST_REGISTER = 'mutation($input: RegisterOtpRequestInput!) { requestRegisterOtp(input: $input) { hash } }';
const VERIFY_LOGIN = 'mutation($input: VerifyOtpLoginInput!) { verifyOtpAndLogin(input: $input) { token } }';
const REQUEST_GUEST_PHONE = 'mutation($input: PhoneOtpRequestInput!) { requestGuestPhoneOtp(input: $input) { hash } }';

/** Every test gets its own client address, so the per-client count of one does not leak into another. */
let nextClient = 1;
const newClient = (): CallOptions => ({ clientIp: `198.51.100.${nextClient++}` });

async function askLoginCode(email: string, options: CallOptions): Promise<GraphqlResult<{ requestLoginOtp: { hash: string } }>> {
  return graphqlCall(backend, REQUEST_LOGIN, { input: { email } }, options);
}

function refusal(result: GraphqlResult<unknown>) {
  expect(result.errors?.length, JSON.stringify(result)).toBeGreaterThan(0);
  return result.errors![0]!;
}

describe('resend wait', () => {
  it('sends a new code to the same e-mail only after 60 s, saying how many seconds are left', async () => {
    const client = newClient();
    await registerCustomer(backend, { email: 'wait@example.qa' }, client);
    clock.advance(2 * MINUTE);
    expect((await askLoginCode('wait@example.qa', client)).data?.requestLoginOtp.hash).toBeTruthy();

    clock.advance(15 * SECOND);
    const early = refusal(await askLoginCode('wait@example.qa', client));
    expect(early).toMatchObject({
      message: 'Please wait 45 seconds before requesting a new code.',
      extensions: { category: 'graphql-input', retry_after_seconds: 45, limit: 'resend_wait' },
    });
    clock.advance(44 * SECOND);
    expect(refusal(await askLoginCode('wait@example.qa', client)).extensions?.retry_after_seconds).toBe(1);
    clock.advance(1 * SECOND);
    expect((await askLoginCode('wait@example.qa', client)).data?.requestLoginOtp.hash).toBeTruthy();
  });

  it('counts every purpose for the address, and phones too', async () => {
    const client = newClient();
    expect((await graphqlCall(backend, REQUEST_REGISTER, { input: { email: 'both@example.qa' } }, client)).errors).toBeUndefined();
    clock.advance(10 * SECOND);
    // Registering the same address again is refused as taken-or-waiting: here it is waiting.
    expect(refusal(await graphqlCall(backend, REQUEST_REGISTER, { input: { email: 'both@example.qa' } }, client)).extensions?.limit).toBe(
      'resend_wait',
    );
    const phone = { input: { country_prefix: '974', telephone: '66112233' } };
    expect((await graphqlCall(backend, REQUEST_GUEST_PHONE, phone, client)).errors).toBeUndefined();
    clock.advance(30 * SECOND);
    expect(refusal(await graphqlCall(backend, REQUEST_GUEST_PHONE, phone, client))).toMatchObject({
      message: 'Please wait 30 seconds before requesting a new code.',
      extensions: { retry_after_seconds: 30 },
    });
  });

  it('a refused request sends no code and stores none', async () => {
    const client = newClient();
    await registerCustomer(backend, { email: 'quiet@example.qa' }, client);
    const before = await latestCode(backend, 'quiet@example.qa');
    clock.advance(5 * SECOND);
    refusal(await askLoginCode('quiet@example.qa', client));
    expect(await latestCode(backend, 'quiet@example.qa')).toBe(before);
    const rows = backend.db.prepare('SELECT COUNT(*) AS n FROM otp_requests WHERE recipient = ?').get('quiet@example.qa') as { n: number };
    expect(rows.n).toBe(1);
  });
});

describe('hourly limit per address', () => {
  it('sends at most 5 codes to one address in any hour, then tells when the oldest leaves the hour', async () => {
    const client = newClient();
    await registerCustomer(backend, { email: 'hourly@example.qa' }, client);
    // The registration code was the first of the hour; four more login codes, 61 s apart, make five.
    for (let i = 0; i < 4; i++) {
      clock.advance(61 * SECOND);
      expect((await askLoginCode('hourly@example.qa', client)).errors, `code ${i + 2}`).toBeUndefined();
    }
    clock.advance(61 * SECOND);
    const sixth = refusal(await askLoginCode('hourly@example.qa', client));
    // The first code was sent 5 × 61 s = 305 s ago; it leaves the hour in 3600 − 305 = 3295 s.
    expect(sixth).toMatchObject({
      message: 'Too many code requests. Try again in 3295 seconds.',
      extensions: { category: 'graphql-input', retry_after_seconds: 3295, limit: 'recipient_hourly' },
    });
    clock.advance(3294 * SECOND);
    expect(refusal(await askLoginCode('hourly@example.qa', client)).extensions?.retry_after_seconds).toBe(1);
    clock.advance(1 * SECOND);
    expect((await askLoginCode('hourly@example.qa', client)).errors).toBeUndefined();
  });
});

describe('limit per client address', () => {
  it('allows 20 well-formed code requests an hour from one client, counting refused ones, then names the wait', async () => {
    const client = newClient();
    const other = newClient();
    for (let i = 0; i < 20; i++) {
      clock.advance(1 * SECOND);
      // Unknown accounts: refused, but each request still counts against the client.
      expect(refusal(await askLoginCode(`nobody${i}@example.qa`, client)).message).toBe('No account found with this email');
    }
    clock.advance(10 * SECOND);
    const blocked = refusal(await askLoginCode('nobody-more@example.qa', client));
    // The first of the 20 was 29 s ago.
    expect(blocked).toMatchObject({
      message: 'Too many code requests. Try again in 3571 seconds.',
      extensions: { retry_after_seconds: 3571, limit: 'client_hourly' },
    });
    // Another shopper behind the same storefront is not affected.
    expect(refusal(await askLoginCode('nobody-else@example.qa', other)).message).toBe('No account found with this email');
    clock.advance(3571 * SECOND);
    expect(refusal(await askLoginCode('nobody-more@example.qa', client)).message).toBe('No account found with this email');
  });

  it('does not count malformed requests, which never reach the code machinery', async () => {
    const client = newClient();
    for (let i = 0; i < 25; i++) expect(refusal(await askLoginCode('not-an-email', client)).message).toBe('Incorrect email format');
    expect(refusal(await askLoginCode('nobody@example.qa', client)).message).toBe('No account found with this email');
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const strict = await startTestBackend({ clock: clock.now, config: { trustedProxies: [], otpClientHourlyLimit: 2 } });
    try {
      for (const ip of ['203.0.113.1', '203.0.113.2']) {
        expect(refusal(await graphqlCall(strict, REQUEST_LOGIN, { input: { email: 'x@example.qa' } }, { clientIp: ip })).message).toBe(
          'No account found with this email',
        );
      }
      // A forged header from an untrusted peer changes nothing: all three came from the same client.
      const third = refusal(await graphqlCall(strict, REQUEST_LOGIN, { input: { email: 'x@example.qa' } }, { clientIp: '203.0.113.3' }));
      expect(third.extensions?.limit).toBe('client_hourly');
    } finally {
      await strict.close();
    }
  });
});

describe('codes', () => {
  it('the newest code replaces the earlier ones for the same address and purpose', async () => {
    const client = newClient();
    await registerCustomer(backend, { email: 'latest@example.qa' }, client);
    clock.advance(2 * MINUTE);
    const first = (await askLoginCode('latest@example.qa', client)).data!.requestLoginOtp.hash;
    const firstCode = await latestCode(backend, 'latest@example.qa');
    clock.advance(61 * SECOND);
    const second = (await askLoginCode('latest@example.qa', client)).data!.requestLoginOtp.hash;
    const secondCode = await latestCode(backend, 'latest@example.qa');
    const old = refusal(await graphqlCall(backend, VERIFY_LOGIN, { input: { hash: first, otp: firstCode, email: 'latest@example.qa' } }));
    expect(old.message).toBe('Link is expired or invalid');
    const ok = await graphqlCall(backend, VERIFY_LOGIN, { input: { hash: second, otp: secondCode, email: 'latest@example.qa' } });
    expect(ok.data?.verifyOtpAndLogin.token).toBeTruthy();
  });

  it('a code lives 5 minutes on the clock', async () => {
    const client = newClient();
    await registerCustomer(backend, { email: 'five@example.qa' }, client);
    clock.advance(2 * MINUTE);
    const hash = (await askLoginCode('five@example.qa', client)).data!.requestLoginOtp.hash;
    const code = await latestCode(backend, 'five@example.qa');
    clock.advance(5 * MINUTE);
    const late = refusal(await graphqlCall(backend, VERIFY_LOGIN, { input: { hash, otp: code, email: 'five@example.qa' } }));
    expect(late.message).toBe('Link is expired or invalid');
  });
});
