import { z } from 'zod';
import { PROVIDER_PAYMENT_CODES } from '../checkout/payment-methods.ts';
import type { BackendConfig } from '../config.ts';
import { MagentoError } from '../errors.ts';
import { parseInput, shortText } from '../input.ts';
import { cancelUnpaidCardOrders } from '../orders/expire-unpaid.ts';
import { findOwnOrder, type OrderRow } from '../orders/orders.ts';
import type { OrderDeps } from '../orders/transitions.ts';
import type { StoreCode } from '../stores.ts';
import { apsCredentials } from '../aps-config.ts';
import { signApsFields, type ApsFields } from './signature.ts';

/** Where the simulator page lives below the backend (development mode). */
export const SIMULATOR_CHECKOUT_PATH = '/payment-simulator/checkout';

export const NOT_AWAITING_PAYMENT = 'This order is not awaiting payment.';
export const RETURN_URL_REFUSED = 'The return URL must be the storefront\'s payment status page (/ar/payment/status or /en/payment/status).';

const RETURN_PATH = /^\/(ar|en)\/payment\/status\/?$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const redirectInput = z.object({
  order_number: shortText('order_number', 32).trim().min(1),
  return_url: shortText('return_url', 400).trim().min(1),
});

/** APS's amount: the smallest unit of the currency (QAR has 2 decimals: 120.50 → "12050"). */
export function minorUnits(amount: number): string {
  return String(Math.round(amount * 100));
}

/**
 * The storefront's payment status page on an allowed origin, with nothing else in it (no query, no fragment, no
 * credentials), so a signed request can never send a shopper elsewhere.
 */
function checkedReturnUrl(raw: string, config: BackendConfig): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MagentoError(400, RETURN_URL_REFUSED);
  }
  const allowedOrigin = config.aps.returnOrigins.length > 0
    ? config.aps.returnOrigins.includes(url.origin)
    : config.mode === 'development' && LOOPBACK_HOSTS.has(url.hostname);
  const plain = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.search && !url.hash;
  if (!allowedOrigin || !plain || !RETURN_PATH.test(url.pathname)) throw new MagentoError(400, RETURN_URL_REFUSED);
  return url.href;
}

export interface ApsRedirect {
  /** The hosted checkout page the browser posts the form to. */
  url: string;
  method: 'POST';
  /** The form's hidden fields, signed with the request phrase. */
  fields: ApsFields;
}

/** The signed hosted-checkout request (APS "redirection": PURCHASE) for an order awaiting its card payment. */
export function apsRedirectRequest(order: OrderRow, returnUrl: string, language: StoreCode, config: BackendConfig, simulatorUrl: string): ApsRedirect {
  const credentials = apsCredentials(config.aps);
  const fields: ApsFields = {
    command: 'PURCHASE',
    access_code: credentials.accessCode,
    merchant_identifier: credentials.merchantIdentifier,
    merchant_reference: order.increment_id,
    amount: minorUnits(order.grand_total),
    currency: order.currency_code,
    language,
    customer_email: order.customer_email,
    return_url: returnUrl,
    order_description: `Matjar order ${order.increment_id}`,
    ...(order.payment_method === 'aps_apple' ? { digital_wallet: 'APPLE_PAY' } : {}),
  };
  return { url: config.aps.checkoutUrl ?? simulatorUrl, method: 'POST', fields: signApsFields(fields, credentials.requestPhrase) };
}

/**
 * payfortRedirectData (custom): for the customer's own card order the provider has not answered for yet, the form the
 * storefront auto-submits to send the shopper to the hosted checkout, coming back to `return_url`.
 */
export function redirectForOwnOrder(
  deps: OrderDeps & { config: BackendConfig; store: StoreCode; baseUrl: string },
  customerId: number,
  raw: unknown,
): ApsRedirect {
  const input = parseInput(redirectInput, raw);
  cancelUnpaidCardOrders(deps, deps.config.aps.paymentTimeoutMinutes);
  const order = findOwnOrder(deps.db, customerId, input.order_number);
  // Only before the provider has answered: a payment it reported pending or in review must not be started again.
  if (!PROVIDER_PAYMENT_CODES.has(order.payment_method) || order.status !== 'payfort_fort_new') {
    throw new MagentoError(400, NOT_AWAITING_PAYMENT);
  }
  const returnUrl = checkedReturnUrl(input.return_url, deps.config);
  return apsRedirectRequest(order, returnUrl, deps.store, deps.config, `${deps.baseUrl}${SIMULATOR_CHECKOUT_PATH}`);
}
