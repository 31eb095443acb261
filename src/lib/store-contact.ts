/**
 * How shoppers reach the store: one source for the footer, the contact page and the maintenance booking link,
 * so a number or address changes in exactly one place.
 */

/** Support line as printed for shoppers (Qatar, country calling code 974). */
export const SUPPORT_PHONE_DISPLAY = '+974 5000 1234';

/** The same line in E.164, for `tel:` links. */
export const SUPPORT_PHONE_E164 = '+97450001234';

/** WhatsApp takes the number as digits only, country code first, no plus sign (wa.me/<digits>). */
export const WHATSAPP_NUMBER = '97450001234';

export const SUPPORT_EMAIL = 'support@matjar.qa';
export const INFO_EMAIL = 'info@matjar.qa';

/** The footer shows exactly two social links (spec §2). */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/matjar.qa',
  x: 'https://x.com/matjar_qa',
} as const;

/** A WhatsApp chat with the store, with `message` prefilled when given (wa.me wants it URL-encoded in `text`). */
export function whatsAppLink(message?: string): string {
  const chat = `https://wa.me/${WHATSAPP_NUMBER}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}

/** A mail draft to `to`, with subject and body prefilled (RFC 6068 wants %20, not '+', for spaces). */
export function mailtoLink(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
