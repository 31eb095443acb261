import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BackendConfig } from '../config.ts';
import { MagentoError } from '../errors.ts';
import { parseJsonText, readBodyText } from './body.ts';
import type { RequestContext } from './context.ts';
import { sendJson } from './respond.ts';
import { REQUEST_ERRORS, SIMULATOR_DECISIONS, type SimulatorDecision } from '../payment/aps-codes.ts';
import { apsCredentials, missingApsSettings } from '../aps-config.ts';
import { handleApsNotification } from '../payment/notification.ts';
import { SIMULATOR_CHECKOUT_PATH } from '../payment/redirect-request.ts';
import type { ApsFields } from '../payment/signature.ts';
import { answerCheckStatus, SIMULATOR_PAYMENT_API_PATH } from '../payment/simulator/check-status.ts';
import { returnLocation, simulatorResponse } from '../payment/simulator/decision.ts';
import type { NotificationRetries } from '../payment/simulator/notification-retry.ts';
import { renderCheckoutPage, renderRequestErrorPage, SIMULATOR_DECISION_PATH } from '../payment/simulator/page.ts';
import { checkHostedCheckoutRequest } from '../payment/simulator/request-check.ts';

/** The provider's notifications arrive here (configured as the merchant's "Direct Transaction Feedback" URL). */
export const NOTIFY_PATH = '/payment/aps/notify';

const MAX_FORM_BYTES = 32 * 1024;
const MAX_FIELDS = 60;
const MAX_NAME = 64;
const MAX_VALUE = 1000;

/** A form-encoded or JSON body of string fields, bounded in size, count and length; anything else is a 400. */
async function readFields(req: IncomingMessage): Promise<ApsFields> {
  const text = await readBodyText(req, MAX_FORM_BYTES);
  let entries: [string, unknown][];
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = parseJsonText(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new MagentoError(400, 'Invalid parameter format.');
    entries = Object.entries(parsed);
  } else {
    entries = [...new URLSearchParams(text)];
  }
  const fields: ApsFields = Object.create(null) as ApsFields;
  for (const [name, value] of entries) {
    const valid = typeof value === 'string' && name.length <= MAX_NAME && value.length <= MAX_VALUE && !(name in fields);
    if (!valid || Object.keys(fields).length >= MAX_FIELDS) throw new MagentoError(400, 'Invalid parameter format.');
    fields[name] = value;
  }
  return { ...fields };
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

/** This backend's own notification handler, as the simulator reaches it: the address the request came in on. */
function ownNotifyUrl(req: IncomingMessage): string {
  const { address, port } = req.socket.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}${NOTIFY_PATH}`;
}

async function serveSimulatorCheckout(req: IncomingMessage, res: ServerResponse, config: BackendConfig): Promise<void> {
  const checked = checkHostedCheckoutRequest(await readFields(req), apsCredentials(config.aps));
  if (!checked.ok) return sendHtml(res, 400, renderRequestErrorPage(checked.error, checked.language));
  sendHtml(res, 200, renderCheckoutPage(checked.fields, checked.language));
}

/**
 * The tester's choice: the request is checked again (the browser sent it back), the signed answer is recorded in the
 * simulator's ledger and goes to the merchant's notification URL first (again with backoff until taken), then the
 * browser is sent to return_url with it (303).
 */
async function serveSimulatorDecision(req: IncomingMessage, res: ServerResponse, config: BackendConfig, notifications: NotificationRetries): Promise<void> {
  const { decision, ...request } = await readFields(req);
  const credentials = apsCredentials(config.aps);
  const checked = checkHostedCheckoutRequest(request, credentials);
  if (!checked.ok) return sendHtml(res, 400, renderRequestErrorPage(checked.error, checked.language));
  if (!SIMULATOR_DECISIONS.includes(decision as SimulatorDecision)) {
    return sendHtml(res, 400, renderRequestErrorPage(REQUEST_ERRORS.missingParameter, checked.language));
  }
  const response = simulatorResponse(checked.fields, decision as SimulatorDecision, checked.language, credentials);
  // Whether or not the merchant took the notification, the shopper goes back: the status page reads the order's
  // real state, which shows "pending" until the merchant has it.
  await notifications.notify(config.aps.notifyUrl ?? ownNotifyUrl(req), response);
  res.writeHead(303, { location: returnLocation(response, credentials), 'cache-control': 'no-store' });
  res.end();
}

/** The simulator's status query: a JSON body of string fields, answered in JSON. */
async function serveSimulatorCheckStatus(req: IncomingMessage, res: ServerResponse, config: BackendConfig, ctx: RequestContext): Promise<void> {
  sendJson(res, 200, answerCheckStatus(ctx.db, await readFields(req), apsCredentials(config.aps)));
}

/**
 * Card payment endpoints: `POST /payment/aps/notify` (the provider's notifications, always served) and, in
 * development mode only, the provider simulator (`POST /payment-simulator/checkout`, `POST /payment-simulator/decision`,
 * and its status query `POST /payment-simulator/paymentApi`); `notifications` sends the simulator's notifications
 * (null in production). Production refuses to start without the provider's settings.
 */
export function createPaymentHandler(config: BackendConfig, notifications: NotificationRetries | null) {
  const missing = missingApsSettings(config.aps);
  if (config.mode === 'production' && missing.length > 0) {
    throw new Error(`production mode needs the card payment settings: set ${missing.join(', ')}`);
  }
  return async (req: IncomingMessage, res: ServerResponse, url: URL, ctx: RequestContext): Promise<void> => {
    const simulated = [SIMULATOR_CHECKOUT_PATH, SIMULATOR_DECISION_PATH, SIMULATOR_PAYMENT_API_PATH].includes(url.pathname);
    if (url.pathname !== NOTIFY_PATH && !(simulated && notifications)) throw new MagentoError(404, 'Request does not match any route.');
    if (req.method !== 'POST') throw new MagentoError(405, 'Request does not match any route.');
    if (url.pathname === SIMULATOR_CHECKOUT_PATH) return serveSimulatorCheckout(req, res, config);
    if (url.pathname === SIMULATOR_DECISION_PATH) return serveSimulatorDecision(req, res, config, notifications!);
    if (url.pathname === SIMULATOR_PAYMENT_API_PATH) return serveSimulatorCheckStatus(req, res, config, ctx);
    const result = handleApsNotification({ db: ctx.db, config: ctx.config, now: ctx.now, changes: ctx.changes }, await readFields(req));
    sendJson(res, 200, result);
  };
}
