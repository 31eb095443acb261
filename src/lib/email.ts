/**
 * The store's one e-mail rule (spec §5: required, valid format). Islands check it while the shopper types; the
 * server's form checks and the Actions check it again (`emailField` in src/server/forms/email-field.ts wraps it
 * for zod). Pure and schema-free, so it costs the browser a few bytes. The pattern is the one zod's `z.email()`
 * applies, which the commerce backend uses too: an address the storefront accepts, the backend accepts.
 */

/** RFC 5321 limits a forward path to 256 octets, the address itself to 254. */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Keys of the `validation` locale namespace; null when the address is fine. */
export type EmailProblem = 'required' | 'invalidEmail' | null;

/** What is wrong with `value` as typed (surrounding spaces do not count). */
export function emailProblem(value: string): EmailProblem {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed) ? null : 'invalidEmail';
}

export function isEmail(value: string): boolean {
  return emailProblem(value) === null;
}
