/**
 * Magento's Contact Us (`contactUs(input: ContactUsInput!)`, Magento_ContactGraphQl): a shopper's message to the
 * store. Magento e-mails it to the store's contact address; the embedded backend keeps it (`contact_messages`) and
 * puts that e-mail in the development outbox, addressed to the store's support address, where a developer reads it.
 * Editors read the kept messages through the admin REST API (`GET /V1/contact-messages`). Every field is bounded.
 */
import { z } from 'zod';
import type { BackendConfig } from '../config.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { absentIfNull, emailAddress, parseInput, shortText } from '../input.ts';
import { deliverToOutbox } from '../otp/outbox.ts';
import { storeById, type Store, type StoreCode } from '../stores.ts';

/** Where Magento's "Contact Us" e-mails go (Stores > Configuration > General > Contacts > Send Emails To). */
export const STORE_CONTACT_EMAIL = 'support@matjar.qa';

const required = (field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `"${field}" is required. Enter and try again.` })
    .max(max, { error: `"${field}" is too long: at most ${max} characters are allowed.` });

const contactUsInput = z.object({
  name: required('name', 100),
  email: emailAddress('Please enter a valid email address.'),
  telephone: absentIfNull(shortText('telephone', 30).trim()),
  comment: required('comment', 2000),
});

export type ContactMessage = {
  id: number;
  store_code: StoreCode;
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
  created_at: string;
};

/** Keeps the message and sends it to the store's contact address; true as Magento's `status` answers. */
export function sendContactMessage(db: Database, config: Pick<BackendConfig, 'quiet'>, store: Store, input: unknown): boolean {
  const { name, email, telephone, comment } = parseInput(contactUsInput, input);
  const phone = telephone === undefined || telephone === '' ? null : telephone;
  const createdAt = magentoDateTime();
  const inserted = cachedStatement(
    db,
    'INSERT INTO contact_messages (store_id, name, email, telephone, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(store.id, name, email, phone, comment, createdAt);
  const body = [`Contact form (${store.code}), message ${inserted.lastInsertRowid}`, `From: ${name} <${email}>`, ...(phone ? [`Telephone: ${phone}`] : []), '', comment].join('\n');
  deliverToOutbox(db, config, { recipient: STORE_CONTACT_EMAIL, channel: 'email', code: `contact-${inserted.lastInsertRowid}`, body });
  return true;
}

type Row = Omit<ContactMessage, 'store_code'> & { store_id: number };

/** The kept messages, newest first, a page at a time: `{items, total_count}` as Magento's search answers. */
export function listContactMessages(db: Database, pageSize: number, currentPage: number): { items: ContactMessage[]; total_count: number } {
  const total = cachedStatement(db, 'SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number };
  const rows = cachedStatement(
    db,
    'SELECT id, store_id, name, email, telephone, comment, created_at FROM contact_messages ORDER BY id DESC LIMIT ? OFFSET ?',
  ).all(pageSize, (currentPage - 1) * pageSize) as unknown as Row[];
  return {
    items: rows.map(({ store_id: storeId, ...row }) => ({ ...row, store_code: storeById(storeId).code })),
    total_count: Number(total.n),
  };
}
