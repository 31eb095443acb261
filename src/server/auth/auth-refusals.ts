/**
 * The sign-in and sign-up Actions' failures, worded for the shopper in their language (spec §5, §8), with an
 * `ActionError` code the island acts on:
 *   BAD_REQUEST          a wrong code ("Wrong OTP": one try used), or any other refusal ("Invalid login
 *                        credentials!" / "Registration failed!")
 *   GONE                 the code is dead: expired, replaced, used or out of tries ("Link is expired or invalid")
 *   NOT_FOUND            no account for that e-mail or number ("No account found with this email")
 *   CONFLICT             sign-up with an e-mail or number that already has an account
 *   TOO_MANY_REQUESTS    a code asked for too soon or too often; the message says how long to wait
 *   SERVICE_UNAVAILABLE  the backend is down or answered nonsense (logged)
 * The backend's refusals are recognised by Magento's own words (the OTP module's messages are the spec's).
 */
import {
  CommerceAuthError,
  CommerceInputError,
  CommerceNotFoundError,
  CommerceRetryLaterError,
  toCommerceError,
} from '@/lib/commerce/index.ts';
import { getT } from '@/lib/i18n/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { ActionError, type ActionErrorCode } from 'astro:actions';
import type { AuthFlow } from '@/lib/auth-fields.ts';

export type { AuthFlow } from '@/lib/auth-fields.ts';

type Refusal = { code: ActionErrorCode; key: string };

/** The backend's words (lower-cased, start of the message) -> what the shopper reads. */
const KNOWN_REFUSALS: [string, Refusal][] = [
  ['wrong otp', { code: 'BAD_REQUEST', key: 'errors:auth.wrongOtp' }],
  ['link is expired or invalid', { code: 'GONE', key: 'errors:auth.linkExpired' }],
  ['no account found with this email', { code: 'NOT_FOUND', key: 'errors:auth.noAccountForEmail' }],
  ['no account found with this phone', { code: 'NOT_FOUND', key: 'auth:errors.noAccountForPhone' }],
  ['a customer with the same email', { code: 'CONFLICT', key: 'auth:errors.emailTaken' }],
  ['a customer with the same phone', { code: 'CONFLICT', key: 'auth:errors.phoneTaken' }],
  ['invalid verification code', { code: 'BAD_REQUEST', key: 'validation:invalidVerificationCode' }],
  ['incorrect email format', { code: 'BAD_REQUEST', key: 'validation:invalidEmail' }],
  ['invalid phone number', { code: 'BAD_REQUEST', key: 'validation:invalidPhone' }],
  ['only letters, hyphens', { code: 'BAD_REQUEST', key: 'validation:invalidName' }],
];

function refusalOf(message: string): Refusal | null {
  const lower = message.trim().toLowerCase();
  return KNOWN_REFUSALS.find(([start]) => lower.startsWith(start))?.[1] ?? null;
}

/** Spec §8: the fallback wording of a refused sign-in or sign-up. */
function failedKey(flow: AuthFlow): string {
  return flow === 'sign-in' ? 'errors:auth.invalidCredentials' : 'errors:auth.registrationFailed';
}

export function authActionError(error: unknown, locale: Locale, flow: AuthFlow): ActionError {
  if (error instanceof ActionError) return error;
  const t = getT(locale);
  const failure = toCommerceError(error);
  if (failure instanceof CommerceRetryLaterError) {
    return new ActionError({ code: 'TOO_MANY_REQUESTS', message: t('auth:errors.retryLater', { count: failure.retryAfterSeconds }) });
  }
  if (failure instanceof CommerceInputError || failure instanceof CommerceNotFoundError) {
    const refusal = refusalOf(failure.message) ?? { code: 'BAD_REQUEST', key: failedKey(flow) };
    return new ActionError({ code: refusal.code, message: t(refusal.key) });
  }
  // The token was given but no customer came with it (spec §4: the sign-in fails).
  if (failure instanceof CommerceAuthError) return new ActionError({ code: 'BAD_REQUEST', message: t(failedKey(flow)) });
  console.error(`[auth] ${flow} failed:`, failure);
  return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t('errors:network') });
}
