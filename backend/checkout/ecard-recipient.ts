import { z } from 'zod';
import { emailSchema, phoneRecipient, telephoneSchema } from '../customers/contact-schemas.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { absentIfNull, parseInput } from '../input.ts';

/** Where a cart's e-cards are delivered (custom module): an e-mail address, a Qatar mobile number, or both. */
export interface EcardRecipient {
  /** Lower-cased. */
  email: string | null;
  /** '974' and 8 digits, the form the outbox and text messages use. */
  telephone: string | null;
}

export const ECARD_RECIPIENT_REQUIRED = "Enter the e-card recipient's e-mail address or mobile number.";

const emptyAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const recipientInput = z
  .object({
    email: z.preprocess(emptyAsAbsent, absentIfNull(emailSchema)),
    telephone: z.preprocess(emptyAsAbsent, absentIfNull(telephoneSchema)),
  })
  .refine((input) => input.email !== undefined || input.telephone !== undefined, { error: ECARD_RECIPIENT_REQUIRED });

export function parseEcardRecipient(raw: unknown): EcardRecipient {
  const input = parseInput(recipientInput, raw);
  return { email: input.email ?? null, telephone: input.telephone === undefined ? null : phoneRecipient(input.telephone) };
}

export function saveEcardRecipient(db: Database, cartId: number, recipient: EcardRecipient): void {
  cachedStatement(db, 'UPDATE carts SET ecard_recipient_email = ?, ecard_recipient_telephone = ? WHERE id = ?').run(
    recipient.email,
    recipient.telephone,
    cartId,
  );
}

/** The stored recipient, or null when none was given. */
export function ecardRecipientOf(row: { ecard_recipient_email: string | null; ecard_recipient_telephone: string | null }): EcardRecipient | null {
  if (row.ecard_recipient_email === null && row.ecard_recipient_telephone === null) return null;
  return { email: row.ecard_recipient_email, telephone: row.ecard_recipient_telephone };
}

/** GraphQL's EcardRecipient (custom.graphql): the number shown as '+974' and 8 digits, as address telephones are. */
export function toGraphqlEcardRecipient(recipient: EcardRecipient | null) {
  return recipient === null ? null : { email: recipient.email, telephone: recipient.telephone === null ? null : `+${recipient.telephone}` };
}
