/**
 * Amazon Payment Services (APS, formerly PayFort) settings: the merchant's credentials and SHA phrases, where the
 * shopper's browser is sent, where the provider's notifications arrive, and which storefront pages it may return
 * to. Development mode has working defaults (the embedded simulator); production has none.
 */
export interface ApsConfig {
  /** SHA request phrase: signs what the merchant sends. */
  requestPhrase: string | null;
  /** SHA response phrase: signs what the provider answers. */
  responsePhrase: string | null;
  accessCode: string | null;
  merchantIdentifier: string | null;
  /** The hosted checkout the browser posts to; null = this backend's simulator (development only). */
  checkoutUrl: string | null;
  /** Where the simulator sends its server-to-server notification; null = this backend's own handler. */
  notifyUrl: string | null;
  /**
   * Origins (`https://shop.example`) of the storefront pages the provider may send the shopper back to. Empty in
   * development = any loopback origin (localhost, 127.0.0.1, [::1]).
   */
  returnOrigins: string[];
  /**
   * Minutes a card order may wait for the shopper to pay at the provider; an older unpaid order is cancelled, its
   * units go back on stock and its items back into the shopper's cart. 0 = never.
   */
  paymentTimeoutMinutes: number;
}

/** Production's hosted checkout (APS's sandbox is https://sbcheckout.payfort.com/FortAPI/paymentPage). */
export const APS_LIVE_CHECKOUT_URL = 'https://checkout.payfort.com/FortAPI/paymentPage';

const DEVELOPMENT_DEFAULTS = {
  requestPhrase: 'matjar-development-request-phrase',
  responsePhrase: 'matjar-development-response-phrase',
  accessCode: 'MatjarDevAccessCode01',
  merchantIdentifier: 'MatjarDev',
} as const;

const setting = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 60;

function minutes(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PAYMENT_TIMEOUT_MINUTES;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`BACKEND_APS_PAYMENT_TIMEOUT_MINUTES must be a whole number, got "${raw}"`);
  return value;
}

export function readApsConfig(env: NodeJS.ProcessEnv, mode: 'development' | 'production'): ApsConfig {
  const dev = mode === 'development';
  return {
    requestPhrase: setting(env.BACKEND_APS_REQUEST_PHRASE) ?? (dev ? DEVELOPMENT_DEFAULTS.requestPhrase : null),
    responsePhrase: setting(env.BACKEND_APS_RESPONSE_PHRASE) ?? (dev ? DEVELOPMENT_DEFAULTS.responsePhrase : null),
    accessCode: setting(env.BACKEND_APS_ACCESS_CODE) ?? (dev ? DEVELOPMENT_DEFAULTS.accessCode : null),
    merchantIdentifier: setting(env.BACKEND_APS_MERCHANT_IDENTIFIER) ?? (dev ? DEVELOPMENT_DEFAULTS.merchantIdentifier : null),
    checkoutUrl: setting(env.BACKEND_APS_CHECKOUT_URL) ?? (dev ? null : APS_LIVE_CHECKOUT_URL),
    notifyUrl: setting(env.BACKEND_APS_NOTIFY_URL),
    returnOrigins: (env.BACKEND_PAYMENT_RETURN_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    paymentTimeoutMinutes: minutes(env.BACKEND_APS_PAYMENT_TIMEOUT_MINUTES),
  };
}

/** The settings production must be given; the backend refuses to start without them. */
export function missingApsSettings(config: ApsConfig): string[] {
  const missing: string[] = [];
  if (!config.requestPhrase) missing.push('BACKEND_APS_REQUEST_PHRASE');
  if (!config.responsePhrase) missing.push('BACKEND_APS_RESPONSE_PHRASE');
  if (!config.accessCode) missing.push('BACKEND_APS_ACCESS_CODE');
  if (!config.merchantIdentifier) missing.push('BACKEND_APS_MERCHANT_IDENTIFIER');
  if (config.returnOrigins.length === 0) missing.push('BACKEND_PAYMENT_RETURN_ORIGINS');
  return missing;
}

/** Credentials and phrases, checked present (in development they always are). */
export interface ApsCredentials {
  requestPhrase: string;
  responsePhrase: string;
  accessCode: string;
  merchantIdentifier: string;
}

export function apsCredentials(config: ApsConfig): ApsCredentials {
  const { requestPhrase, responsePhrase, accessCode, merchantIdentifier } = config;
  if (!requestPhrase || !responsePhrase || !accessCode || !merchantIdentifier) {
    throw new Error(`card payments are not configured: set ${missingApsSettings(config).join(', ')}`);
  }
  return { requestPhrase, responsePhrase, accessCode, merchantIdentifier };
}
