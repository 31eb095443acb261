/**
 * Every payment the provider approved ends as a paid order, even when the shopper never comes back:
 * - the simulator records its answer and sends the notification again (1 s, 2 s, … backoff) until the merchant takes
 *   it: a notification refused once still marks the order paid;
 * - with no notification arriving at all, the backend's reconciliation asks the provider's status query (APS "Check
 *   Status") about the order awaiting payment and marks it paid; the notification arriving later is a replay and
 *   changes nothing (one transaction, one invoice);
 * - the status query itself refuses a query not signed with the request phrase.
 * The notifications go through a small gate standing in for the network between provider and merchant.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../backend/config.ts';
import { NOTIFY_PATH } from '../../../backend/http/payment-handler.ts';
import { SIMULATOR_PAYMENT_API_PATH } from '../../../backend/payment/simulator/check-status.ts';
import { signApsFields } from '../../../backend/payment/signature.ts';
import {
  graphqlCall,
  placeOrderNumber,
  postForm,
  prepareCheckout,
  productWithStock,
  registerCustomer,
  startTestBackend,
  type TestBackend,
} from '../../helpers/backend.ts';

const RETURN_URL = 'http://127.0.0.1:4321/en/payment/status';
const SHIPPING = { carrier_code: 'express', method_code: 'express' };
const REDIRECT = `query($n: String!, $r: String!) { payfortRedirectData(order_number: $n, return_url: $r) { url fields { name value } } }`;

/** Between the simulator and the merchant's notification URL: refuses the next `refuse` notifications (503), or all while `down`. */
type Gate = { url: string; server: Server; refuse: number; down: boolean; seen: number; target: string };

function startGate(): Promise<Gate> {
  const gate: Gate = { url: '', server: createServer(), refuse: 0, down: false, seen: 0, target: '' };
  gate.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      gate.seen += 1;
      if (gate.down || gate.refuse > 0) {
        gate.refuse = Math.max(0, gate.refuse - 1);
        return res.writeHead(503).end();
      }
      fetch(gate.target, { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: Buffer.concat(chunks) }).then(
        async (answer) => res.writeHead(answer.status).end(await answer.text()),
        () => res.writeHead(502).end(),
      );
    });
  });
  return new Promise((done) =>
    gate.server.listen(0, '127.0.0.1', () => {
      gate.url = `http://127.0.0.1:${(gate.server.address() as AddressInfo).port}/notify`;
      done(gate);
    }),
  );
}

const backends: TestBackend[] = [];
const gates: Gate[] = [];
let customers = 0;

async function backendBehindGate(reconcileAfterSeconds: number): Promise<{ backend: TestBackend; gate: Gate }> {
  const gate = await startGate();
  const aps = { ...readConfig({}).aps, notifyUrl: gate.url, reconcileAfterSeconds, reconcileIntervalSeconds: 1 };
  const backend = await startTestBackend({ config: { otpClientHourlyLimit: 0, otpRecipientHourlyLimit: 0, aps } });
  gate.target = `${backend.url}${NOTIFY_PATH}`;
  backends.push(backend);
  gates.push(gate);
  return { backend, gate };
}

afterAll(async () => {
  for (const gate of gates) gate.server.close();
  await Promise.all(backends.map((backend) => backend.close()));
});

/** Places a card order and approves its payment at the simulator, as a shopper who then closes the tab. */
async function approvedCardPayment(backend: TestBackend): Promise<{ token: string; number: string }> {
  const token = await registerCustomer(backend, { email: `reconcile-${++customers}@example.com` });
  const cartId = await prepareCheckout(backend, token, [{ sku: productWithStock(backend, 'simple', 10).sku, quantity: 1 }], { shipping: SHIPPING, payment: 'aps_fort_cc' });
  const number = await placeOrderNumber(backend, token, cartId);
  const redirect = (await graphqlCall(backend, REDIRECT, { n: number, r: RETURN_URL }, { token, store: 'en' })).data?.payfortRedirectData;
  const fields = Object.fromEntries((redirect.fields as { name: string; value: string }[]).map(({ name, value }) => [name, value]));
  const decided = await postForm(`${new URL(redirect.url as string).origin}/payment-simulator/decision`, { ...fields, decision: 'approve' });
  expect(decided.status).toBe(303);
  return { token, number };
}

const statusOf = (backend: TestBackend, number: string) =>
  (backend.db.prepare('SELECT status FROM orders WHERE increment_id = ?').get(number) as { status: string }).status;
const transactionsOf = (backend: TestBackend, number: string) =>
  backend.db
    .prepare('SELECT t.command, t.outcome FROM payment_transactions t JOIN orders o ON o.id = t.order_id WHERE o.increment_id = ? ORDER BY t.received_at')
    .all(number) as { command: string; outcome: string }[];

describe('an approved card payment whose shopper never came back', () => {
  let retried: { backend: TestBackend; gate: Gate };
  let reconciled: { backend: TestBackend; gate: Gate };

  beforeAll(async () => {
    [retried, reconciled] = await Promise.all([backendBehindGate(0), backendBehindGate(1)]);
  });

  it('ends paid when its notification failed once: the provider sends it again', async () => {
    const { backend, gate } = retried;
    gate.refuse = 1;
    const { number } = await approvedCardPayment(backend);
    expect(statusOf(backend, number)).toBe('payfort_fort_new');
    await expect.poll(() => statusOf(backend, number), { timeout: 8000, interval: 100 }).toBe('processing');
    expect(gate.seen).toBe(2);
    expect(transactionsOf(backend, number)).toEqual([{ command: 'PURCHASE', outcome: 'paid' }]);
  });

  it('ends paid with no notification at all: reconciled from the provider’s status query, and the late notification is a replay', async () => {
    const { backend, gate } = reconciled;
    gate.down = true;
    const { number } = await approvedCardPayment(backend);
    await expect.poll(() => statusOf(backend, number), { timeout: 10_000, interval: 200 }).toBe('processing');
    expect(transactionsOf(backend, number)).toEqual([{ command: 'CHECK_STATUS', outcome: 'paid' }]);
    // It shows in the backend's metrics.
    expect(await (await fetch(`${backend.url}/metrics`)).text()).toMatch(/^backend_payments_reconciled_total\{outcome="paid"\} [1-9]/m);
    const invoices = backend.db.prepare('SELECT COUNT(*) AS n FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.increment_id = ?').get(number) as { n: number };
    expect(invoices.n).toBe(1);

    // The network is back: the provider's retry is taken (HTTP 200) and changes nothing.
    const seen = gate.seen;
    gate.down = false;
    await expect.poll(() => gate.seen > seen && (backend.db.prepare('SELECT notified_at FROM aps_simulator_transactions WHERE merchant_reference = ?').get(number) as { notified_at: number | null }).notified_at !== null, { timeout: 10_000, interval: 200 }).toBe(true);
    expect(transactionsOf(backend, number)).toHaveLength(1);
    expect(statusOf(backend, number)).toBe('processing');
  }, 30_000);

  it('refuses a status query not signed with the request phrase', async () => {
    const { backend } = reconciled;
    const aps = readConfig({}).aps;
    const query = { query_command: 'CHECK_STATUS', access_code: aps.accessCode!, merchant_identifier: aps.merchantIdentifier!, merchant_reference: '000000001', language: 'en' };
    const ask = async (fields: Record<string, string>) =>
      (await (await fetch(`${backend.url}${SIMULATOR_PAYMENT_API_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) })).json()) as Record<string, string>;
    expect(await ask(signApsFields(query, 'not-the-phrase'))).toMatchObject({ status: '00', response_code: '00008' });
    expect(await ask(signApsFields(query, aps.requestPhrase!))).toMatchObject({ status: '12', response_code: '12000' });
  });
});
