/**
 * The payment provider's hosted page, where a card order's form is posted (Amazon Payment Services). Its origin
 * is configuration: the page's Content-Security-Policy `form-action` allows it, and the storefront refuses to send
 * a shopper's form anywhere else.
 */
import { commerceUrl } from './config.ts';

/** Amazon Payment Services' production hosted checkout. */
export const PRODUCTION_PAYMENT_PAGE_ORIGIN = 'https://checkout.payfort.com';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * `PAYMENT_PAGE_ORIGIN` when set; else, when the commerce API is the embedded backend on this machine (development,
 * tests, demos), its origin, where the payment simulator lives; else APS's production origin.
 */
export function paymentPageOrigin(): string {
  const configured = process.env.PAYMENT_PAGE_ORIGIN?.trim();
  if (configured) {
    const origin = originOf(configured);
    if (origin) return origin;
    console.error(`[checkout] PAYMENT_PAGE_ORIGIN is not an http(s) URL: ${configured}; using ${PRODUCTION_PAYMENT_PAGE_ORIGIN}`);
    return PRODUCTION_PAYMENT_PAGE_ORIGIN;
  }
  const commerce = new URL(commerceUrl());
  return LOOPBACK_HOSTS.has(commerce.hostname) ? commerce.origin : PRODUCTION_PAYMENT_PAGE_ORIGIN;
}
