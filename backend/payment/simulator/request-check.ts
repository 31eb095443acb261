import { REQUEST_ERRORS, type RequestError } from '../aps-codes.ts';
import type { ApsCredentials } from '../../aps-config.ts';
import { hasValidApsSignature, type ApsFields } from '../signature.ts';

export type SimulatorLanguage = 'ar' | 'en';

export type CheckedRequest =
  | { ok: true; fields: ApsFields; language: SimulatorLanguage }
  | { ok: false; error: RequestError; language: SimulatorLanguage | null };

const REQUIRED = ['command', 'access_code', 'merchant_identifier', 'merchant_reference', 'amount', 'currency', 'language', 'customer_email', 'return_url', 'signature'];

/** APS's field formats (redirection request parameters). */
const FORMATS: Record<string, RegExp> = {
  merchant_reference: /^[A-Za-z0-9_.-]{1,40}$/,
  customer_email: /^[^\s@<>"]{1,64}@[^\s@<>"]{1,189}$/,
  digital_wallet: /^APPLE_PAY$/,
  order_description: /^[^<>]{0,150}$/,
};

function isHttpUrl(value: string): boolean {
  if (value.length > 400) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Checks a hosted-checkout request the way the provider does, in its order: every mandatory field present, the
 * signature (request phrase), then the merchant's credentials and each field's format.
 */
export function checkHostedCheckoutRequest(fields: ApsFields, credentials: ApsCredentials): CheckedRequest {
  const language = fields.language === 'ar' || fields.language === 'en' ? fields.language : null;
  const fail = (error: RequestError): CheckedRequest => ({ ok: false, error, language });
  if (REQUIRED.some((name) => !fields[name])) return fail(REQUEST_ERRORS.missingParameter);
  if (!hasValidApsSignature(fields, credentials.requestPhrase)) return fail(REQUEST_ERRORS.signatureMismatch);
  if (fields.access_code !== credentials.accessCode) return fail(REQUEST_ERRORS.invalidAccessCode);
  if (fields.merchant_identifier !== credentials.merchantIdentifier) return fail(REQUEST_ERRORS.invalidMerchant);
  if (fields.command !== 'PURCHASE' && fields.command !== 'AUTHORIZATION') return fail(REQUEST_ERRORS.invalidCommand);
  if (!/^[1-9]\d{0,9}$/.test(fields.amount ?? '')) return fail(REQUEST_ERRORS.invalidAmount);
  if (fields.currency !== 'QAR') return fail(REQUEST_ERRORS.invalidCurrency);
  const badFormat =
    language === null ||
    !isHttpUrl(fields.return_url ?? '') ||
    Object.entries(FORMATS).some(([name, format]) => fields[name] !== undefined && !format.test(fields[name] ?? ''));
  if (badFormat || language === null) return fail(REQUEST_ERRORS.invalidFormat);
  return { ok: true, fields, language };
}
