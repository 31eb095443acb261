/**
 * Where the commerce backend lives. Read from the environment on every call (not at build time), so one
 * build can point at the embedded backend or a real Magento just by changing `COMMERCE_URL`.
 */

const DEFAULT_COMMERCE_URL = 'http://127.0.0.1:4000';

/**
 * A hung backend must not hang page rendering: all of a page's commerce calls share this much time by default
 * (deadline.ts), after which the page is answered from its stale copy or as "try again shortly".
 */
const DEFAULT_COMMERCE_TIMEOUT_MS = 3_000;
/**
 * Actions and form posts change things (a cart line, an address, an order): a write cut off half-way leaves the
 * shopper unsure whether it happened, so they get longer than a page.
 */
const DEFAULT_COMMERCE_ACTION_TIMEOUT_MS = 8_000;

function positiveMs(value: string | undefined, fallback: number): number {
  const configured = Number(value);
  return Number.isFinite(configured) && configured > 0 ? configured : fallback;
}

/** A page's time for the commerce API in ms: `COMMERCE_TIMEOUT_MS` when set to a positive number, else 3 s. */
export function commerceTimeoutMs(): number {
  return positiveMs(process.env.COMMERCE_TIMEOUT_MS, DEFAULT_COMMERCE_TIMEOUT_MS);
}

/** An Action's or form post's time in ms: `COMMERCE_ACTION_TIMEOUT_MS` when set to a positive number, else 8 s. */
export function commerceActionTimeoutMs(): number {
  return positiveMs(process.env.COMMERCE_ACTION_TIMEOUT_MS, DEFAULT_COMMERCE_ACTION_TIMEOUT_MS);
}

/** Base URL of the commerce backend, without a trailing slash. */
export function commerceUrl(): string {
  const configured = process.env.COMMERCE_URL?.trim();
  return (configured || DEFAULT_COMMERCE_URL).replace(/\/+$/, '');
}
