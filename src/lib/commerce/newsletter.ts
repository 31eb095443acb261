/** Footer newsletter signup (spec §7: REST `POST /V1/newsletter/subscribe`, answer `{success, message}`). */
import { restRequest } from './rest.ts';
import { newsletterResponseSchema } from './schemas/newsletter.ts';
import type { NewsletterResult } from '@/domain/newsletter-types.ts';
import type { CommerceContext } from './context.ts';

/**
 * The original storefront posts a bot-check token. With the bot check on (RECAPTCHA_SITE_KEY), the shopper's
 * reCAPTCHA token goes on to Magento, whose reCAPTCHA module can check it too; without it, Magento's endpoint
 * receives the fixed placeholder the spec describes.
 */
const RECAPTCHA_PLACEHOLDER = 'storefront-server';

export async function subscribeNewsletter(context: CommerceContext, email: string, recaptchaToken?: string | null): Promise<NewsletterResult> {
  const answer = await restRequest(context,
    { method: 'POST', path: '/V1/newsletter/subscribe', body: { email, recaptchaToken: recaptchaToken || RECAPTCHA_PLACEHOLDER } },
    newsletterResponseSchema,
  );
  return { success: answer.success, message: answer.message ?? '' };
}
