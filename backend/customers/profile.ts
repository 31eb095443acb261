import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { absentIfNull, parseInput, unusedField } from '../input.ts';
import { personNameSchema } from './contact-schemas.ts';
import { updateCustomerName } from './customers.ts';

/** Magento's CustomerUpdateInput as this store uses it: the name (spec §5's rule). */
const customerUpdateInput = z
  .object({
    firstname: absentIfNull(personNameSchema),
    lastname: absentIfNull(personNameSchema),
    date_of_birth: unusedField('date_of_birth'),
    dob: unusedField('dob'),
    gender: unusedField('gender'),
    is_subscribed: unusedField('is_subscribed'),
    middlename: unusedField('middlename'),
    prefix: unusedField('prefix'),
    suffix: unusedField('suffix'),
    taxvat: unusedField('taxvat'),
    allow_remote_shopping_assistance: unusedField('allow_remote_shopping_assistance'),
  })
  .refine((input) => input.firstname !== undefined || input.lastname !== undefined, { error: '"input" value should be specified' });

/** updateCustomerV2(input): renames the signed-in customer. */
export function updateCustomerProfile(db: Database, customerId: number, raw: unknown): void {
  const { firstname, lastname } = parseInput(customerUpdateInput, raw);
  updateCustomerName(db, customerId, { firstname, lastname });
}
