/**
 * A shopper over plain HTTP, as a browser without JavaScript and the islands talk to the storefront: cookies kept
 * from answer to answer, forms posted to Astro Actions (`accept: 'form'`, devalue answers), the browser's `Origin`
 * sent with every request. Every request is reported to `record` (its label, the status or the error, the time it
 * took), so a benchmark counts what it needs. Used by `npm run bench:soak`, `npm run bench:faults` and the tier's
 * https test.
 */
import { parse as parseDevalue } from 'devalue';

const ACCEPT = { 'accept-encoding': 'br, gzip' };

/**
 * One request as a benchmark counts it; `storefront`: whether a storefront answered it (its `X-Request-Id`), as
 * opposed to a cache or proxy in front of it (Varnish's own 503 has none).
 */
export type RequestRecord = { label: string; at: number; ms: number; status: number | null; error: string | null; ok: boolean; storefront?: boolean };

export class Shopper {
  private readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line answered to this shopper, attributes and all. */
  readonly setCookieLines: string[] = [];
  readonly origin: string;
  private readonly record: (sample: RequestRecord) => void;
  private readonly timeoutMs: number;

  constructor(origin: string, record: (sample: RequestRecord) => void = () => {}, options: { timeoutMs?: number } = {}) {
    this.origin = origin;
    this.record = record;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      this.setCookieLines.push(line);
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** One request (a path on this storefront, or an absolute URL), timed and reported; null unless it answered `expected`. */
  async send(label: string, path: string, init: RequestInit = {}, expected = 200): Promise<Response | null> {
    const started = performance.now();
    const at = Date.now();
    try {
      const response = await fetch(path.startsWith('/') ? `${this.origin}${path}` : path, {
        redirect: 'manual',
        ...init,
        headers: { ...ACCEPT, origin: this.origin, cookie: this.cookieHeader(), ...init.headers },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const body = Buffer.from(await response.arrayBuffer());
      this.keepCookies(response);
      const ok = response.status === expected;
      this.record({ label, at, ms: performance.now() - started, status: response.status, error: null, ok, storefront: response.headers.has('x-request-id') });
      return ok ? new Response(body, { status: response.status, headers: response.headers }) : null;
    } catch (error) {
      this.record({ label, at, ms: performance.now() - started, status: null, error: (error as Error).name, ok: false });
      return null;
    }
  }

  /**
   * An Action as the islands and the plain forms call it: its input is a form (`accept: 'form'`), posted from `page`
   * (the English home unless told).
   */
  async formAction<T>(name: string, fields: Record<string, string>, page = '/en/'): Promise<T | null> {
    const response = await this.send(`Action ${name}`, `/_actions/${name}`, {
      method: 'POST',
      // The locale is the page's (Referer), as a browser's post names it: an Action's input holds only what the shopper sends.
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', referer: `${this.origin}${page}` },
      body: new URLSearchParams(fields).toString(),
    });
    return response ? (parseDevalue(await response.text()) as T) : null;
  }
}

export type SignUpDetails = { email: string; telephone: string };

/**
 * Signs a new shopper up and in by one-time code through the Actions, the code read from the backend's development
 * outbox at `backendUrl`; false when a step failed.
 */
export async function signUpByCode(shopper: Shopper, backendUrl: string, details: SignUpDetails): Promise<boolean> {
  const form = { flow: 'sign-up', ...details, firstname: 'Test', lastname: 'Shopper', ageConfirmed: 'true' };
  const sent = await shopper.formAction<{ hash: string }>('auth.requestCode', form);
  if (!sent) return false;
  const outbox = (await (await fetch(`${backendUrl}/__dev/outbox?to=${encodeURIComponent(details.email)}`)).json()) as { messages: { code: string }[] };
  const otp = outbox.messages.at(-1)?.code;
  if (!otp) return false;
  return (await shopper.formAction('auth.verifyCode', { ...form, hash: sent.hash, otp })) !== null;
}

/** Saves a default address for a signed-in shopper through the backend (as their address book holds it); its id. */
export async function saveAddress(shopper: Shopper, backendUrl: string): Promise<number | null> {
  const answer = await fetch(`${backendUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.cookie('customer_token')}` },
    body: JSON.stringify({
      query: 'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      variables: {
        input: { firstname: 'Test', lastname: 'Shopper', street: ['Street 1', 'Building 2'], city: 'Doha', country_code: 'QA', region: { region_id: 2 }, telephone: '55001234', default_shipping: true, default_billing: true },
      },
    }),
  });
  return ((await answer.json()) as { data?: { createCustomerAddress?: { id: number } } }).data?.createCustomerAddress?.id ?? null;
}

/**
 * A buyer of the drills: signs up by code and saves an address, again each second while a step fails (a backend the
 * drill is hurting), until `stopped()`; the address id, or null once stopped.
 */
export async function signUpWithAddress(shopper: Shopper, backendUrl: string, details: SignUpDetails, stopped: () => boolean): Promise<number | null> {
  while (!stopped()) {
    const addressId = (await signUpByCode(shopper, backendUrl, details)) ? await saveAddress(shopper, backendUrl) : null;
    if (addressId !== null) return addressId;
    await new Promise((done) => setTimeout(done, 1000));
  }
  return null;
}

export type PlacedOrder =
  | { kind: 'placed'; orderNumber: string; next: string }
  | { kind: 'pay'; orderNumber: string; payment: { url: string; fields: { name: string; value: string }[] } };

/**
 * Adds `sku` and checks out with the saved address, standard delivery and `paymentCode` (cash or card): the order
 * the storefront answered, or null when a step failed.
 */
export async function checkOut(shopper: Shopper, sku: string, addressId: number, paymentCode: 'cashondelivery' | 'aps_fort_cc'): Promise<PlacedOrder | null> {
  if (!(await shopper.formAction('cart.addItem', { sku, qty: '1' }))) return null;
  if (!(await shopper.send('checkout page', '/en/checkout'))) return null;
  if (!(await shopper.formAction('checkout.useSavedAddress', { customerAddressId: String(addressId) }))) return null;
  if (!(await shopper.formAction('checkout.setDeliveryMethod', { method: 'standard/standard' }))) return null;
  if (!(await shopper.formAction('checkout.setPaymentMethod', { code: paymentCode }))) return null;
  return shopper.formAction<PlacedOrder>('checkout.placeOrder', { paymentCode });
}

/**
 * Pays a card order at the payment page (the simulator): posts the signed form with the tester's choice, and follows
 * the provider's 303 back to the storefront's status page. The status page's answer (the provider's own 303 when
 * `followReturn` is false: a shopper who closes the tab there), or null.
 */
export async function payAtProvider(
  shopper: Shopper,
  placed: Extract<PlacedOrder, { kind: 'pay' }>,
  decision: 'approve' | 'decline' = 'approve',
  { followReturn = true } = {},
): Promise<Response | null> {
  const fields = Object.fromEntries(placed.payment.fields.map(({ name, value }) => [name, value]));
  const decisionUrl = new URL('/payment-simulator/decision', placed.payment.url).href;
  const decided = await shopper.send('payment page', decisionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
    body: new URLSearchParams({ ...fields, decision }).toString(),
  }, 303);
  const back = decided?.headers.get('location');
  if (!followReturn) return decided;
  if (!back) return null;
  // The provider's return answers 303 to the order's clean status address, which shows the result.
  const returned = await shopper.send('payment return', back, {}, 303);
  const clean = returned?.headers.get('location');
  return clean ? shopper.send('payment status page', new URL(clean, back).href) : null;
}
