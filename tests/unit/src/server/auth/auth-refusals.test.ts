/**
 * The sign-in and sign-up refusals as the shopper reads them (spec §5, §8), in both languages, with the Action
 * error code the island acts on: a wrong code uses a try, a dead code needs a new one, a code asked for too soon
 * says how long to wait; anything unknown is "Invalid login credentials!" / "Registration failed!".
 */
import { describe, expect, it, vi } from 'vitest';
import { ClientError } from 'graphql-request';
import {
  CommerceAuthError,
  CommerceInputError,
  CommerceRetryLaterError,
  CommerceUnavailableError,
} from '@/lib/commerce/index.ts';
import { copy } from '../../../../e2e/support/locales.ts';

vi.mock('astro:actions', () => ({
  ActionError: class ActionError extends Error {
    code: string;
    constructor({ code, message }: { code: string; message: string }) {
      super(message);
      this.code = code;
    }
  },
}));

const { authActionError } = await import('@/server/auth/auth-refusals.ts');

const refused = (message: string) => new CommerceInputError(message);

describe('auth refusals', () => {
  it.each([
    ['Wrong OTP', 'BAD_REQUEST', 'errors', 'auth.wrongOtp'],
    ['Link is expired or invalid', 'GONE', 'errors', 'auth.linkExpired'],
    ['No account found with this email', 'NOT_FOUND', 'errors', 'auth.noAccountForEmail'],
    ['No account found with this phone number', 'NOT_FOUND', 'auth', 'errors.noAccountForPhone'],
    ['A customer with the same email address already exists in an associated website.', 'CONFLICT', 'auth', 'errors.emailTaken'],
    ['A customer with the same phone number already exists.', 'CONFLICT', 'auth', 'errors.phoneTaken'],
    ['Invalid Verification Code', 'BAD_REQUEST', 'validation', 'invalidVerificationCode'],
    ['Incorrect email format', 'BAD_REQUEST', 'validation', 'invalidEmail'],
    ['Invalid Phone Number', 'BAD_REQUEST', 'validation', 'invalidPhone'],
    ['Only letters, hyphens, and apostrophes are allowed in the name field', 'BAD_REQUEST', 'validation', 'invalidName'],
  ] as const)('"%s" -> %s with the spec wording', (message, code, namespace, key) => {
    for (const locale of ['ar', 'en'] as const) {
      const error = authActionError(refused(message), locale, 'sign-in');
      expect(error).toMatchObject({ code, message: copy(locale, namespace, key) });
    }
  });

  it('words an unknown refusal as the failed sign-in or sign-up', () => {
    expect(authActionError(refused('Login failed: token not found'), 'en', 'sign-in')).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid login credentials!' });
    expect(authActionError(refused('Registration failed: token not found'), 'en', 'sign-up')).toMatchObject({ code: 'BAD_REQUEST', message: 'Registration failed!' });
    expect(authActionError(refused('something else'), 'ar', 'sign-up')).toMatchObject({ message: copy('ar', 'errors', 'auth.registrationFailed') });
    // A token without a customer (spec §4) fails the sign-in the same way.
    expect(authActionError(new CommerceAuthError('No customer'), 'en', 'sign-in')).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid login credentials!' });
  });

  it('says how long to wait when a code is asked for too soon', () => {
    const tooSoon = new CommerceRetryLaterError('Please wait 42 seconds before requesting a new code.', 42);
    expect(authActionError(tooSoon, 'en', 'sign-in')).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Please wait 42 seconds before asking for a new code.' });
    expect(authActionError(tooSoon, 'ar', 'sign-in').message).toContain('42');
    expect(authActionError(new CommerceRetryLaterError('wait', 1), 'en', 'sign-up').message).toBe('Please wait 1 second before asking for a new code.');
  });

  it('recognises the backend’s answer as the transport delivers it', () => {
    const wrong = new ClientError(
      { status: 200, headers: new Headers(), body: '', errors: [{ message: 'Wrong OTP', extensions: { category: 'graphql-input' } }] as never },
      { query: 'mutation' },
    );
    expect(authActionError(wrong, 'en', 'sign-in')).toMatchObject({ code: 'BAD_REQUEST', message: 'Wrong OTP' });
  });

  it('hides a backend failure behind the network message', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(authActionError(new CommerceUnavailableError('down'), 'en', 'sign-in')).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Something went wrong, please try again later',
    });
    spy.mockRestore();
  });
});
