/**
 * The e-mail checks islands run while the shopper types (spec §5: required, valid format). Only for feedback:
 * the Action validates again with zod on the server. Kept as a tiny pattern so no schema library ships to
 * the browser.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type EmailProblem = 'required' | 'invalidEmail' | null;

export function emailProblem(value: string): EmailProblem {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return EMAIL_PATTERN.test(trimmed) ? null : 'invalidEmail';
}
