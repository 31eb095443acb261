/**
 * Validation of the footer newsletter form (spec §5: required, valid e-mail format). Returns translation keys,
 * not text, so the same rule serves both locales and the message lives in locales/*.
 */
import { z } from 'zod';
import { emailField } from './email-field.ts';

export const NEWSLETTER_MESSAGE_KEYS = {
  required: 'validation:required',
  invalidEmail: 'validation:invalidEmail',
} as const;

const newsletterInput = z.object({
  email: emailField(NEWSLETTER_MESSAGE_KEYS),
});

export type NewsletterInputResult =
  | { ok: true; email: string }
  | { ok: false; email: string; errorKey: string };

export function parseNewsletterForm(form: FormData): NewsletterInputResult {
  const raw = form.get('email');
  const submitted = typeof raw === 'string' ? raw.trim() : '';
  const parsed = newsletterInput.safeParse({ email: typeof raw === 'string' ? raw : undefined });
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return {
    ok: false,
    email: submitted,
    errorKey: parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGE_KEYS.invalidEmail,
  };
}
