/**
 * Validation of the newsletter form's e-mail (spec §5: required, valid e-mail format), for the
 * `engagement.subscribeNewsletter` Action. Errors are translation keys, not text, so the same rule serves both
 * locales and the message lives in locales/*.
 */
import { z } from 'zod';
import { emailField } from './email-field.ts';

export const NEWSLETTER_MESSAGE_KEYS = {
  required: 'validation:required',
  invalidEmail: 'validation:invalidEmail',
} as const;

/** The address, bounded before the e-mail rule looks at it, and trimmed. */
export const newsletterEmail = z.string({ error: NEWSLETTER_MESSAGE_KEYS.required }).max(254, { error: NEWSLETTER_MESSAGE_KEYS.invalidEmail }).pipe(emailField(NEWSLETTER_MESSAGE_KEYS));
