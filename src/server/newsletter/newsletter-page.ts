/**
 * The newsletter page's answer to the form posted to it (`engagement.subscribeNewsletter`, whose post answers 303
 * back to the page: src/server/forms/form-result.ts): the plain form with nothing posted; the store's answer and
 * 200 on success, 400 when it refused; a bad e-mail back in the field with its message (400); 429, 403 or 503, with
 * why, when the limits, the bot check or the store not answering stopped it.
 */
import type { AstroGlobal } from 'astro';
import { actions, isInputError, type ActionError } from 'astro:actions';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { postedFields } from '@/server/forms/form-result.ts';

export type NewsletterOutcome =
  | { kind: 'form' }
  | { kind: 'invalid'; email: string; error: string }
  | { kind: 'done'; success: boolean; message: string };

export function newsletterPageOutcome(
  page: Pick<AstroGlobal, 'getActionResult' | 'request'>,
  locale: Locale,
): { status: number; outcome: NewsletterOutcome } {
  const t = getT(locale);
  const result = page.getActionResult(actions.engagement.subscribeNewsletter);
  const error = result?.error as ActionError | undefined;
  if (result?.data) {
    const message = result.data.message.trim() || t(result.data.success ? 'newsletter:subscribed' : 'errors:newsletter.failed');
    return { status: result.data.success ? 200 : 400, outcome: { kind: 'done', success: result.data.success, message } };
  }
  if (error && isInputError(error)) {
    const key = error.fields.email?.[0] ?? 'validation:invalidEmail';
    const email = postedFields(page.request).get('email') ?? '';
    return { status: 400, outcome: { kind: 'invalid', email, error: t(key, { defaultValue: t('validation:invalidEmail') }) } };
  }
  if (error) return { status: error.status, outcome: { kind: 'done', success: false, message: error.message || t('errors:newsletter.failed') } };
  return { status: 200, outcome: { kind: 'form' } };
}
