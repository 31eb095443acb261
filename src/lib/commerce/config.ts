/**
 * Where the commerce backend lives. Read from the environment on every call (not at build time), so one
 * build can point at the embedded backend or a real Magento just by changing `COMMERCE_URL`.
 */

const DEFAULT_COMMERCE_URL = 'http://127.0.0.1:4000';

/** A hung backend must not hang page rendering: every request gives up after this long by default. */
const DEFAULT_COMMERCE_TIMEOUT_MS = 8_000;

/** Request timeout in ms: `COMMERCE_TIMEOUT_MS` when set to a positive number, else 8 s. */
export function commerceTimeoutMs(): number {
  const configured = Number(process.env.COMMERCE_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_COMMERCE_TIMEOUT_MS;
}

/** Base URL of the commerce backend, without a trailing slash. */
export function commerceUrl(): string {
  const configured = process.env.COMMERCE_URL?.trim();
  return (configured || DEFAULT_COMMERCE_URL).replace(/\/+$/, '');
}
