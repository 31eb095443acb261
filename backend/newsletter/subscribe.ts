import { z } from 'zod';
import { cachedStatement, type Database } from '../db/database.ts';
import { emailAddress, parseInput } from '../input.ts';
import { magentoDateTime } from '../dates.ts';
import type { Store } from '../stores.ts';

const MESSAGES = {
  subscribed: { en: 'Thank you for your subscription.', ar: 'شكراً لاشتراكك.' },
  alreadySubscribed: { en: 'This email address is already subscribed.', ar: 'عنوان البريد الإلكتروني هذا مشترك بالفعل.' },
} as const;

const subscribeBody = z.object({
  email: emailAddress('Please enter a valid email address.'),
  // The storefront sends a fixed placeholder (spec §7); the embedded backend has no bot-check service to ask.
  recaptchaToken: z.string().max(4096).optional(),
});

/** `POST …/V1/newsletter/subscribe`: `{success, message}` in the store's language; a repeat is success false. */
export function subscribeToNewsletter(db: Database, store: Store, body: unknown): { success: boolean; message: string } {
  const { email } = parseInput(subscribeBody, body);
  const inserted = cachedStatement(
    db,
    'INSERT INTO newsletter_subscribers (email, store_id, subscribed_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
  ).run(email, store.id, magentoDateTime());
  return Number(inserted.changes) === 1
    ? { success: true, message: MESSAGES.subscribed[store.code] }
    : { success: false, message: MESSAGES.alreadySubscribed[store.code] };
}
