/**
 * The address form's input (spec §2 "address form"; checkout fills the same form): names, a Qatar zone (region
 * id), the area, street, building, a +974 mobile number and the default flag. `id` present means an edit.
 * Errors are locale keys (`validation:…`) (src/server/forms/person-fields.ts).
 */
import type { AddressDraft, CustomerAddress, CustomerView } from '@/lib/commerce/index.ts';
import { qatarLocalNumber } from '@/domain/phone.ts';
import { z } from 'zod';
import { addressLineProblem, type AddressLine } from '@/domain/address-lines.ts';
import { nameField, phoneField, textField } from '@/server/forms/person-fields.ts';

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'regionId', 'city', 'street', 'building', 'telephone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the form shows: as typed (strings), so a refused form comes back exactly as the shopper left it. */
export type AddressFormValues = Record<AddressField, string> & { defaultShipping: boolean };

/** An address line by the store's rule (src/domain/address-lines.ts); trimmed. */
const lineField = (line: AddressLine) => textField((value) => addressLineProblem(line, value));

/** GraphQL's Int: a larger id names no address. */
const MAX_ID = 2_147_483_647;

export const addressFormSchema = z.object({
  id: z.number().int().positive().max(MAX_ID).optional(),
  firstname: nameField,
  lastname: nameField,
  regionId: z.number({ error: 'validation:required' }).int({ error: 'validation:required' }).positive({ error: 'validation:required' }).max(MAX_ID, { error: 'validation:required' }),
  city: lineField('city'),
  street: lineField('street'),
  building: lineField('building'),
  telephone: phoneField,
  defaultShipping: z.boolean(),
});
export type AddressForm = z.output<typeof addressFormSchema>;

export const addressIdSchema = z.number({ error: 'validation:missingOrInvalidField' }).int().positive().max(MAX_ID);

export function toAddressDraft(form: AddressForm): AddressDraft {
  const { id: _id, ...draft } = form;
  return draft;
}

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  firstname: '',
  lastname: '',
  regionId: '',
  city: '',
  street: '',
  building: '',
  telephone: '',
  defaultShipping: false,
};

/** A name part as the account holds it: the "-" a missing part is stored as (spec §5) is no name to prefill. */
const knownNamePart = (part: string) => (part.trim() === '-' ? '' : part.trim());

/** A new address for the signed-in customer: their name and mobile number already filled in, as they registered them. */
export function customerAddressValues(customer: Pick<CustomerView, 'firstname' | 'lastname' | 'telephone'>): AddressFormValues {
  return {
    ...EMPTY_ADDRESS_FORM,
    firstname: knownNamePart(customer.firstname),
    lastname: knownNamePart(customer.lastname),
    telephone: customer.telephone ?? '',
  };
}

/** A saved address as the form shows it for editing. */
export function addressFormValues(address: CustomerAddress): AddressFormValues {
  const [street = '', building = ''] = address.street;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    regionId: address.region.id === null ? '' : String(address.region.id),
    city: address.city,
    street,
    building,
    telephone: qatarLocalNumber(address.telephone) ?? address.telephone,
    defaultShipping: address.defaultShipping,
  };
}

/** What a refused form post sent (postedFields), as the form shows it again. */
export function postedAddressValues(posted: ReadonlyMap<string, string>): AddressFormValues {
  const text = (name: AddressField) => posted.get(name) ?? '';
  return {
    firstname: text('firstname'),
    lastname: text('lastname'),
    regionId: text('regionId'),
    city: text('city'),
    street: text('street'),
    building: text('building'),
    telephone: text('telephone'),
    defaultShipping: posted.has('defaultShipping') && posted.get('defaultShipping') !== 'false',
  };
}
