/**
 * The contact page's answer to its form (`engagement.contact`, whose post answers 303 back to the page:
 * src/server/forms/form-result.ts). A sent message is shown as sent, and still offered prefilled as an e-mail and a
 * WhatsApp chat; a refused one comes back as typed, with its field messages (422) or with why it is not taken now
 * (the refusal's own status: 429 too many, 403 the bot check, 503 the store not answering). The plain page is cached
 * as a static page; a page with an answer on it never is.
 */
import type { AstroGlobal } from 'astro';
import { actions, isInputError, type ActionError } from 'astro:actions';
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';
import { SUPPORT_EMAIL, mailtoLink, whatsAppLink } from '@/lib/store-contact.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { CONTACT_FIELDS, contactFieldErrors, type ContactField, type ValidationCode } from '@/server/forms/contact-form.ts';
import { postedFields, showsFormResult } from '@/server/forms/form-result.ts';

/** The form's section: the form's address carries it, so the post's answer lands there (issue 55). */
export const CONTACT_FORM_SECTION_ID = 'contact-form';

export type ContactPageView = {
  status: number;
  /** Where the form posts: the page with its Action, and the section's fragment. */
  formAction: string;
  /** The fields as typed, when the message was refused. */
  values: Record<ContactField, string> | undefined;
  /** The first problem of each refused field. */
  errors: Partial<Record<ContactField, ValidationCode>> | undefined;
  /** Why a well-formed message is not taken now (too many from this address, the bot check), shown above the kept values. */
  refusal: string | null;
  /** The message sent, and the same words as an e-mail and a WhatsApp chat. */
  sent: { name: string; email: string; mail: string; whatsApp: string } | null;
};

export function loadContactPage(page: Pick<AstroGlobal, 'getActionResult' | 'request'>, locale: Locale): CachedView<ContactPageView> {
  const t = getT(locale);
  const result = page.getActionResult(actions.engagement.contact);
  const error = result?.error as ActionError | undefined;
  const posted = postedFields(page.request);
  const sent = result?.data
    ? (() => {
        const { name, email, message } = result.data;
        const subject = t('pages:contact.mailSubject', { name });
        const body = t('pages:contact.mailBody', { name, email, message });
        return { name, email, mail: mailtoLink(SUPPORT_EMAIL, subject, body), whatsApp: whatsAppLink(body) };
      })()
    : null;
  return {
    view: {
      status: error ? (isInputError(error) ? 422 : error.status) : 200,
      formAction: `${localePath(locale, '/contact')}${actions.engagement.contact}#${CONTACT_FORM_SECTION_ID}`,
      values: error ? (Object.fromEntries(CONTACT_FIELDS.map((field) => [field, posted.get(field) ?? ''])) as Record<ContactField, string>) : undefined,
      errors: error && isInputError(error) ? contactFieldErrors(error.fields) : undefined,
      refusal: error && !isInputError(error) ? error.message || t('errors:generic') : null,
      sent,
    },
    cache: showsFormResult(page.request) ? false : pageCacheOptions.staticPage(),
  };
}
