/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves, so they stay loosely typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, testClock, type TestBackend } from '../../helpers/backend.ts';

/** Customer sign-in by OTP, tokens, the customer query and server-side recently viewed, over real HTTP. */
let backend: TestBackend;
const clock = testClock();
beforeAll(async () => {
  backend = await startTestBackend({ clock: clock.now });
});

/**
 * Each code request here happens a quarter of an hour after the one before, so these tests stay clear of the
 * resend wait and the hourly limits (those are tested in otp-limits.test.ts).
 */
const CODE_REQUEST = /\brequest(Login|Register)Otp\b/;
afterAll(() => backend.close());

interface GraphqlResult {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { category?: string } }[];
}

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string, store = 'en'): Promise<GraphqlResult> {
  if (CODE_REQUEST.test(query)) clock.advance(15 * 60_000);
  const response = await fetch(`${backend.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: store, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphqlResult;
}

async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${backend.url}/__dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: { code: string; to: string; channel: string; body: string }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`no message for ${to}`);
  return code;
}

const REQUEST_REGISTER = 'mutation($input: RegisterOtpRequestInput!) { requestRegisterOtp(input: $input) { hash } }';
const REQUEST_LOGIN = 'mutation($input: OtpRequestInput!) { requestLoginOtp(input: $input) { hash } }';
const VERIFY_REGISTER = 'mutation($input: VerifyOtpRegisterInput!) { verifyOtpAndRegister(input: $input) { token } }';
const VERIFY_LOGIN = 'mutation($input: VerifyOtpLoginInput!) { verifyOtpAndLogin(input: $input) { token } }';
const CUSTOMER = '{ customer { id firstname lastname email addresses { id } } }';

async function register(email: string, extra: Record<string, string> = {}): Promise<string> {
  const requested = await gql(REQUEST_REGISTER, { input: { email } });
  const hash = requested.data?.requestRegisterOtp.hash as string;
  const result = await gql(VERIFY_REGISTER, {
    input: { hash, otp: await latestCode(email), firstname: 'Maryam', lastname: "Al-Kuwari", email, ...extra },
  });
  expect(result.errors).toBeUndefined();
  return result.data?.verifyOtpAndRegister.token as string;
}

function firstError(result: GraphqlResult) {
  expect(result.errors?.length).toBeGreaterThan(0);
  return result.errors?.[0] as { message: string; extensions?: { category?: string } };
}

describe('register and log in with an e-mail OTP', () => {
  it('registers, reads the customer, then logs in again with a new code', async () => {
    const token = await register('Maryam@Example.qa');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await gql(CUSTOMER, {}, token);
    expect(me.data?.customer).toMatchObject({ firstname: 'Maryam', lastname: 'Al-Kuwari', email: 'maryam@example.qa', addresses: [] });

    const requested = await gql(REQUEST_LOGIN, { input: { email: 'maryam@example.qa' } });
    const hash = requested.data?.requestLoginOtp.hash as string;
    expect(hash.length).toBeGreaterThanOrEqual(32);
    const login = await gql(VERIFY_LOGIN, { input: { hash, otp: await latestCode('maryam@example.qa'), email: 'maryam@example.qa' } });
    const second = login.data?.verifyOtpAndLogin.token as string;
    expect(second).not.toBe(token);
    expect((await gql(CUSTOMER, {}, second)).data?.customer.email).toBe('maryam@example.qa');
  });

  it('keeps codes hashed: the stored row never contains the code', async () => {
    await gql(REQUEST_LOGIN, { input: { email: 'maryam@example.qa' } });
    const code = await latestCode('maryam@example.qa');
    const row = backend.db.prepare('SELECT * FROM otp_requests ORDER BY id DESC LIMIT 1').get() as Record<string, unknown>;
    expect(Object.values(row).some((value) => String(value) === code)).toBe(false);
    const tokenRows = backend.db.prepare('SELECT token_hash FROM customer_tokens').all() as { token_hash: string }[];
    expect(tokenRows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('writes the code to the outbox in the store language', async () => {
    await gql(REQUEST_LOGIN, { input: { email: 'maryam@example.qa' } }, undefined, 'ar');
    const response = await fetch(`${backend.url}/__dev/outbox?to=MARYAM@example.qa`);
    const { messages } = (await response.json()) as { messages: { to: string; channel: string; code: string; body: string }[] };
    expect(messages[0]).toMatchObject({ to: 'maryam@example.qa', channel: 'email' });
    expect(messages[0]?.body).toContain(messages[0]?.code);
    expect(messages[0]?.body).toMatch(/رمز/);
  });

  it('refuses a login code request for an unknown e-mail', async () => {
    const error = firstError(await gql(REQUEST_LOGIN, { input: { email: 'nobody@example.qa' } }));
    expect(error.message).toBe('No account found with this email');
    expect(error.extensions?.category).toBe('graphql-input');
  });

  it('refuses to register an e-mail that already has an account', async () => {
    const error = firstError(await gql(REQUEST_REGISTER, { input: { email: 'maryam@example.qa' } }));
    expect(error.message).toMatch(/already exists/);
  });
});

describe('mobile OTP', () => {
  it('registers with a Qatar number and logs in by phone (+974 prefix accepted)', async () => {
    const requested = await gql(REQUEST_REGISTER, { input: { country_prefix: '+974', telephone: '5512 3456' } });
    const hash = requested.data?.requestRegisterOtp.hash as string;
    const code = await latestCode('+974 5512 3456');
    const registered = await gql(VERIFY_REGISTER, {
      input: { hash, otp: code, firstname: 'Khalid', lastname: 'Saad', email: 'khalid@example.qa', country_prefix: '974', telephone: '55123456' },
    });
    expect(registered.data?.verifyOtpAndRegister.token).toBeTruthy();

    const login = await gql(REQUEST_LOGIN, { input: { email: '', country_prefix: '974', telephone: '55123456' } });
    const loginHash = login.data?.requestLoginOtp.hash as string;
    const token = await gql(VERIFY_LOGIN, {
      input: { hash: loginHash, otp: await latestCode('55123456'), country_prefix: '974', telephone: '55123456' },
    });
    const me = await gql(CUSTOMER, {}, token.data?.verifyOtpAndLogin.token as string);
    expect(me.data?.customer.email).toBe('khalid@example.qa');
  });

  it('rejects numbers that are not 8-digit Qatar numbers and foreign prefixes', async () => {
    for (const input of [
      { country_prefix: '974', telephone: '1234' },
      { country_prefix: '974', telephone: '12345678901' },
      { country_prefix: '971', telephone: '55123456' },
    ]) {
      const error = firstError(await gql(REQUEST_LOGIN, { input }));
      expect(error.message).toBe('Invalid Phone Number');
      expect(error.extensions?.category).toBe('graphql-input');
    }
  });
});

describe('OTP failures', () => {
  async function loginHash(email: string): Promise<string> {
    const requested = await gql(REQUEST_LOGIN, { input: { email } });
    return requested.data?.requestLoginOtp.hash as string;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers "Wrong OTP" for a wrong code and locks the hash after 5 wrong tries', async () => {
    await register('lockout@example.qa');
    const hash = await loginHash('lockout@example.qa');
    const code = await latestCode('lockout@example.qa');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const error = firstError(await gql(VERIFY_LOGIN, { input: { hash, otp: wrong(code), email: 'lockout@example.qa' } }));
      expect(error.message).toBe('Wrong OTP');
      expect(error.extensions?.category).toBe('graphql-input');
    }
    const sixth = await gql(VERIFY_LOGIN, { input: { hash, otp: code, email: 'lockout@example.qa' } });
    expect(firstError(sixth).message).toBe('Link is expired or invalid');
    expect(sixth.data?.verifyOtpAndLogin ?? null).toBeNull();
  });

  it('refuses an expired code even when it is right', async () => {
    const hash = await loginHash('lockout@example.qa');
    const code = await latestCode('lockout@example.qa');
    backend.db.prepare('UPDATE otp_requests SET expires_at = ? WHERE id = (SELECT MAX(id) FROM otp_requests)').run(Date.now() - 1);
    const error = firstError(await gql(VERIFY_LOGIN, { input: { hash, otp: code, email: 'lockout@example.qa' } }));
    expect(error.message).toBe('Link is expired or invalid');
  });

  it('accepts a code once only, and only for the address it was sent to', async () => {
    await register('other@example.qa');
    const hash = await loginHash('lockout@example.qa');
    const code = await latestCode('lockout@example.qa');
    const stolen = await gql(VERIFY_LOGIN, { input: { hash, otp: code, email: 'other@example.qa' } });
    expect(firstError(stolen).message).toBe('Link is expired or invalid');
    const ok = await gql(VERIFY_LOGIN, { input: { hash, otp: code, email: 'lockout@example.qa' } });
    expect(ok.data?.verifyOtpAndLogin.token).toBeTruthy();
    const replay = await gql(VERIFY_LOGIN, { input: { hash, otp: code, email: 'lockout@example.qa' } });
    expect(firstError(replay).message).toBe('Link is expired or invalid');
  });

  it('validates the inputs with the spec messages', async () => {
    const hash = await loginHash('lockout@example.qa');
    const cases: [Record<string, unknown>, string][] = [
      [{ hash, otp: '12345', email: 'lockout@example.qa' }, 'Invalid Verification Code'],
      [{ hash, otp: 'abcdef', email: 'lockout@example.qa' }, 'Invalid Verification Code'],
      [{ hash, otp: '123456', email: 'not-an-email' }, 'Incorrect email format'],
      [{ hash: 'x'.repeat(500), otp: '123456', email: 'lockout@example.qa' }, 'Link is expired or invalid'],
      [{ hash: 'unknown-handle', otp: '123456', email: 'lockout@example.qa' }, 'Link is expired or invalid'],
    ];
    for (const [input, message] of cases) {
      const error = firstError(await gql(VERIFY_LOGIN, { input }));
      expect(error.message).toBe(message);
      expect(error.extensions?.category).toBe('graphql-input');
    }
    const overlong = firstError(await gql(REQUEST_LOGIN, { input: { email: `${'a'.repeat(300)}@example.qa` } }));
    expect(overlong.message).toBe('Incorrect email format');
    const wrongType = await gql(REQUEST_LOGIN, { input: { email: 42 } });
    expect(wrongType.errors?.length).toBeGreaterThan(0);
    const missing = firstError(await gql(REQUEST_LOGIN, { input: {} }));
    expect(missing.message).toBe('Field is Required');
  });

  it('validates names on registration', async () => {
    const requested = await gql(REQUEST_REGISTER, { input: { email: 'names@example.qa' } });
    const hash = requested.data?.requestRegisterOtp.hash as string;
    const error = firstError(
      await gql(VERIFY_REGISTER, { input: { hash, otp: await latestCode('names@example.qa'), firstname: 'R2-D2', lastname: 'X', email: 'names@example.qa' } }),
    );
    expect(error.message).toBe('Only letters, hyphens, and apostrophes are allowed in the name field');
  });
});

describe('customer tokens', () => {
  it('revokes a token: GraphQL then answers graphql-authorization and REST 401', async () => {
    const token = await register('revoke@example.qa');
    expect((await gql(CUSTOMER, {}, token)).data?.customer.email).toBe('revoke@example.qa');
    const revoked = await gql('mutation { revokeCustomerToken { result } }', {}, token);
    expect(revoked.data?.revokeCustomerToken).toEqual({ result: true });

    const error = firstError(await gql(CUSTOMER, {}, token));
    expect(error.message).toBe("The current customer isn't authorized.");
    expect(error.extensions?.category).toBe('graphql-authorization');
    const rest = await fetch(`${backend.url}/rest/en/V1/carts/mine`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ message: "The consumer isn't authorized to access %resources." });
  });

  it('treats an expired or unknown token, and a guest, as unauthorized', async () => {
    const token = await register('expired@example.qa');
    backend.db.prepare('UPDATE customer_tokens SET expires_at = ? WHERE customer_id = (SELECT id FROM customers WHERE email = ?)').run(
      Date.now() - 1,
      'expired@example.qa',
    );
    for (const candidate of [token, 'not-a-real-token', undefined]) {
      expect(firstError(await gql(CUSTOMER, {}, candidate)).extensions?.category).toBe('graphql-authorization');
    }
    expect(firstError(await gql('mutation { revokeCustomerToken { result } }')).extensions?.category).toBe('graphql-authorization');
  });

  it('issues tokens that live 90 days', async () => {
    await register('lifetime@example.qa');
    const row = backend.db.prepare('SELECT created_at, expires_at FROM customer_tokens ORDER BY id DESC LIMIT 1').get() as {
      created_at: number;
      expires_at: number;
    };
    expect(row.expires_at - row.created_at).toBe(7_776_000 * 1000);
  });
});

describe('recently viewed (server side, per store)', () => {
  const ADD = 'mutation($sku: String!) { addRecentlyViewedProduct(sku: $sku) { success } }';
  const LIST = 'query($pageSize: Int, $currentPage: Int) { getRecentlyViewedProducts(pageSize: $pageSize, currentPage: $currentPage) { total_count items { sku viewed_at } } }';

  it('lists newest first, moves a re-viewed product to the front without duplicates', async () => {
    const token = await register('viewer@example.qa');
    // Three products, none a variant (a variant's view is its configurable product's entry, tested below).
    const skus = (
      backend.db.prepare('SELECT sku FROM products WHERE status = 1 AND id NOT IN (SELECT child_id FROM configurable_links) ORDER BY id LIMIT 3').all() as { sku: string }[]
    ).map((r) => r.sku);
    for (const sku of [...skus, skus[0]]) expect((await gql(ADD, { sku }, token)).data?.addRecentlyViewedProduct.success).toBe(true);
    const list = await gql(LIST, { pageSize: 11, currentPage: 1 }, token);
    expect(list.data?.getRecentlyViewedProducts.total_count).toBe(3);
    expect(list.data?.getRecentlyViewedProducts.items.map((i: { sku: string }) => i.sku)).toEqual([skus[0], skus[2], skus[1]]);
    const arabic = await gql(LIST, {}, token, 'ar');
    expect(arabic.data?.getRecentlyViewedProducts.total_count).toBe(0);
    const page2 = await gql(LIST, { pageSize: 2, currentPage: 2 }, token);
    expect(page2.data?.getRecentlyViewedProducts.items.map((i: { sku: string }) => i.sku)).toEqual([skus[1]]);
  });

  it('keeps a configurable product once, naming the variant viewed last', async () => {
    const token = await register('viewer-variants@example.qa');
    const rows = backend.db
      .prepare(
        `SELECT p.sku AS parent, c.sku AS child FROM configurable_links l JOIN products p ON p.id = l.parent_id JOIN products c ON c.id = l.child_id
          WHERE p.sku = 'APPL-IPHONE-15' AND c.status = 1 ORDER BY c.id LIMIT 2`,
      )
      .all() as { parent: string; child: string }[];
    const [earlier, later] = rows as [{ parent: string; child: string }, { parent: string; child: string }];
    for (const sku of [earlier.child, later.child]) expect((await gql(ADD, { sku }, token)).data?.addRecentlyViewedProduct.success).toBe(true);
    const list = await gql('{ getRecentlyViewedProducts { total_count items { sku variant_sku } } }', {}, token);
    expect(list.data?.getRecentlyViewedProducts).toEqual({ total_count: 1, items: [{ sku: later.parent, variant_sku: later.child }] });
    // The product itself viewed after: its entry names no variant any more.
    await gql(ADD, { sku: later.parent }, token);
    const after = await gql('{ getRecentlyViewedProducts { items { sku variant_sku } } }', {}, token);
    expect(after.data?.getRecentlyViewedProducts.items).toEqual([{ sku: later.parent, variant_sku: null }]);
  });

  it('needs a token, a known SKU and a sane page size', async () => {
    const token = await register('viewer2@example.qa');
    expect(firstError(await gql(LIST)).extensions?.category).toBe('graphql-authorization');
    expect(firstError(await gql(ADD, { sku: 'X' })).extensions?.category).toBe('graphql-authorization');
    expect(firstError(await gql(ADD, { sku: 'NO-SUCH-SKU' }, token)).extensions?.category).toBe('graphql-input');
    expect(firstError(await gql(ADD, { sku: 'x'.repeat(200) }, token)).extensions?.category).toBe('graphql-input');
    expect(firstError(await gql(LIST, { pageSize: 0 }, token)).extensions?.category).toBe('graphql-input');
  });
});
