/**
 * What the shopper reads when the backend refuses an account change. The backend answers in the spec's English
 * words (§5, §8); each known one has its key in the locale files, so Arabic shoppers read it in Arabic. Anything
 * else falls back to the form's own failure message (e.g. "Profile update failed!").
 */
import { CommerceRetryLaterError, toCommerceError } from '@/lib/commerce/index.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { ActionError } from 'astro:actions';
import { toActionError } from '@/server/action-errors.ts';
import { isMissingFieldMessage } from '@/server/missing-field.ts';

type Refusal = { code: 'BAD_REQUEST' | 'GONE'; key: string };

/**
 * Spec messages the account backend sends, by their exact English text. GONE: the code is dead (expired,
 * replaced, used or out of tries), so the form asks for a new one; BAD_REQUEST: anything else, e.g. a wrong code
 * (one try used).
 */
const KNOWN_REFUSALS: Readonly<Record<string, Refusal>> = {
  'Wrong OTP': { code: 'BAD_REQUEST', key: 'validation:wrongOtp' },
  'Link is expired or invalid': { code: 'GONE', key: 'validation:linkExpired' },
  'Invalid Verification Code': { code: 'BAD_REQUEST', key: 'validation:invalidVerificationCode' },
  'Invalid Phone Number': { code: 'BAD_REQUEST', key: 'validation:invalidPhone' },
  'Incorrect email format': { code: 'BAD_REQUEST', key: 'validation:invalidEmail' },
  'Only letters, hyphens, and apostrophes are allowed in the name field': { code: 'BAD_REQUEST', key: 'validation:invalidName' },
  'Field is Required': { code: 'BAD_REQUEST', key: 'validation:required' },
  'Profile update failed!': { code: 'BAD_REQUEST', key: 'errors:account.profileUpdateFailed' },
  'Phone update failed!': { code: 'BAD_REQUEST', key: 'errors:account.phoneUpdateFailed' },
  'Verify your phone number to get a stock reminder.': { code: 'GONE', key: 'account:stockReminder.verifyFirst' },
  'Your phone verification has expired. Verify your phone number again.': { code: 'GONE', key: 'account:stockReminder.verifyFirst' },
};

export function knownRefusal(backendMessage: string): Refusal | null {
  return KNOWN_REFUSALS[backendMessage.trim()] ?? (isMissingFieldMessage(backendMessage) ? KNOWN_REFUSALS['Field is Required']! : null);
}

/**
 * Runs an account Action's work; a refusal (BAD_REQUEST, NOT_FOUND, GONE) reaches the island or the page as a
 * message in the shopper's language: a known spec message, else `fallbackKey` (the form's own failure, e.g. "Profile
 * update failed!"), else the backend's words when it answers in the store's language already. A code asked for
 * too soon is TOO_MANY_REQUESTS saying how long to wait. Every other failure keeps its stable code
 * (src/server/action-errors.ts).
 */
export async function runAccountAction<T>(
  locale: Locale,
  context: string,
  fallbackKey: string | null,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const wait = toCommerceError(error);
    if (wait instanceof CommerceRetryLaterError) {
      throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: getT(locale)('account:codes.retryLater', { count: wait.retryAfterSeconds }) });
    }
    const failure = toActionError(error, context);
    if (failure.code !== 'BAD_REQUEST' && failure.code !== 'NOT_FOUND') throw failure;
    const known = knownRefusal(failure.message);
    if (known) throw new ActionError({ code: known.code, message: getT(locale)(known.key) });
    throw new ActionError({ code: failure.code, message: fallbackKey ? getT(locale)(fallbackKey) : failure.message });
  }
}
