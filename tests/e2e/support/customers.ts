/**
 * Customers for the sign-in specs, made and read straight on the embedded backend the e2e run started: codes from
 * its dev outbox, accounts registered with a code, tokens revoked, wishlists filled. Every call names a client
 * address of its own, so these set-ups never count against the browser's own code limits.
 */
import { backendUrl } from './backend.ts';

let shoppers = 0;
/** A unique e-mail address and Qatar mobile number per call (per worker process and run). */
export function newShopper(label: string): { email: string; telephone: string } {
  shoppers += 1;
  const unique = `${process.pid}${Date.now() % 100_000}${shoppers}`;
  return { email: `${label}.${unique}@example.qa`, telephone: `7${unique.slice(-7).padStart(7, '0')}` };
}

export async function backendGraphql<T>(query: string, variables: Record<string, unknown>, token?: string, store = 'en'): Promise<T> {
  const response = await fetch(`${backendUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Store: store,
      'X-Forwarded-For': `10.99.${shoppers % 250}.${(Date.now() % 250) + 1}`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`backend GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The newest code the outbox holds for an e-mail address or phone number; waits a little for it to arrive. */
export async function latestCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${backendUrl()}/__dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: { code: string }[] };
    if (messages[0]) return messages[0].code;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no code was sent to ${to}`);
}

/** How many codes were sent to the address so far. */
export async function codesSentTo(to: string): Promise<number> {
  const response = await fetch(`${backendUrl()}/__dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

// The suite's backend lets an address have a new code one second after the last (scripts/e2e.ts).
const RESEND_WAIT_MS = 1_100;
const codeSentAt = new Map<string, number>();

/**
 * Waits until the backend will send `address` a new code, when this worker sent it one within the last second
 * (registerCustomer does): a sign-in by code that follows a registration must not meet the resend wait.
 */
export async function newCodeAllowed(address: string): Promise<void> {
  const wait = (codeSentAt.get(address) ?? 0) + RESEND_WAIT_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Registers an account by code and answers its token. */
export async function registerCustomer(shopper: { email: string; telephone: string }, name = { firstname: 'Maryam', lastname: 'Al-Kuwari' }): Promise<string> {
  const { requestRegisterOtp } = await backendGraphql<{ requestRegisterOtp: { hash: string } }>(
    'mutation($input: RegisterOtpRequestInput!) { requestRegisterOtp(input: $input) { hash } }',
    { input: { email: shopper.email } },
  );
  codeSentAt.set(shopper.email, Date.now());
  const { verifyOtpAndRegister } = await backendGraphql<{ verifyOtpAndRegister: { token: string } }>(
    'mutation($input: VerifyOtpRegisterInput!) { verifyOtpAndRegister(input: $input) { token } }',
    {
      input: {
        hash: requestRegisterOtp.hash,
        otp: await latestCode(shopper.email),
        ...name,
        email: shopper.email,
        country_prefix: '974',
        telephone: shopper.telephone,
      },
    },
  );
  return verifyOtpAndRegister.token;
}

export async function revokeToken(token: string): Promise<void> {
  await backendGraphql('mutation { revokeCustomerToken { result } }', {}, token);
}

/** Adds a product to the customer's wishlist through the wishlist module's REST API. */
export async function addToWishlist(token: string, productId: number): Promise<void> {
  const response = await fetch(`${backendUrl()}/rest/en/V1/wishlist/add/${productId}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`wishlist add answered ${response.status}`);
}

/** The customer's cart as the backend holds it. */
export async function customerCartOf(token: string): Promise<{ id: string; items: { quantity: number; product: { sku: string } }[] }> {
  const { customerCart } = await backendGraphql<{ customerCart: { id: string; items: { quantity: number; product: { sku: string } }[] } }>(
    '{ customerCart { id items { quantity product { sku } } } }',
    {},
    token,
  );
  return customerCart;
}
