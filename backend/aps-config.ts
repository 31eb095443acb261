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
  /** The provider's server-to-server API (status queries); null = this backend's simulator (development only). */
  paymentApiUrl: string | null;
  /**
   * A card order still awaiting payment this many seconds after it was placed is looked up at the provider (its
   * status query), every `reconcileIntervalSeconds`: an approved payment whose notification never arrived still
   * ends as a paid order (reconcile.ts). 0 = never.
   */
  reconcileAfterSeconds: number;
  reconcileIntervalSeconds: number;
}

/** Production's server-to-server API (APS's sandbox is https://sbpaymentservices.payfort.com/FortAPI/paymentApi). */
export const APS_LIVE_PAYMENT_API_URL = 'https://paymentservices.payfort.com/FortAPI/paymentApi';

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

function whole(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const minutes = (raw: string | undefined) => whole('BACKEND_APS_PAYMENT_TIMEOUT_MINUTES', raw, DEFAULT_PAYMENT_TIMEOUT_MINUTES);

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
    paymentApiUrl: setting(env.BACKEND_APS_PAYMENT_API_URL) ?? (dev ? null : APS_LIVE_PAYMENT_API_URL),
    reconcileAfterSeconds: whole('BACKEND_APS_RECONCILE_AFTER_SECONDS', env.BACKEND_APS_RECONCILE_AFTER_SECONDS, 120),
    reconcileIntervalSeconds: whole('BACKEND_APS_RECONCILE_INTERVAL_SECONDS', env.BACKEND_APS_RECONCILE_INTERVAL_SECONDS, 30),
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
