/**
 * The address form's input (spec §2 "address form"; checkout fills the same form): names, the municipality (region
 * id), the area, the blue plate's zone, street and building numbers, the unit or flat and a nearby landmark (both
 * optional: src/domain/qatar-address.ts), a +974 mobile number and the default flag. `id` present means an edit.
 * Errors are locale keys (`validation:…`) (src/server/forms/person-fields.ts).
 */
import type { AddressDraft, CustomerAddress, CustomerView } from '@/lib/commerce/index.ts';
import { qatarLocalNumber } from '@/domain/phone.ts';
import { z } from 'zod';
import { ADDRESS_LINE_MAX, addressLineProblem, type AddressLine } from '@/domain/address-lines.ts';
import { plateNumber, plateNumberProblem, readAddressStreet, type PlateField } from '@/domain/qatar-address.ts';
import { nameField, phoneField, textField } from '@/server/forms/person-fields.ts';

export const ADDRESS_FIELDS = [
  'firstname', 'lastname', 'regionId', 'city', 'zone', 'streetNumber', 'buildingNumber', 'unit', 'landmark', 'telephone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the form shows: as typed (strings), so a refused form comes back exactly as the shopper left it. */
export type AddressFormValues = Record<AddressField, string> & { defaultShipping: boolean };

/** An address line by the store's rule (src/lib/address-lines.ts); trimmed. */
const lineField = (line: AddressLine) => textField((value) => addressLineProblem(line, value));

/** A number of the blue plate as typed (Arabic-Indic digits too) -> the number. */
const plateField = (field: PlateField) => textField((value) => plateNumberProblem(field, value)).transform((value) => plateNumber(field, value) ?? 0);

/** GraphQL's Int: a larger id names no address. */
const MAX_ID = 2_147_483_647;

export const addressFormSchema = z.object({
  id: z.number().int().positive().max(MAX_ID).optional(),
  firstname: nameField,
  lastname: nameField,
  regionId: z.number({ error: 'validation:required' }).int({ error: 'validation:required' }).positive({ error: 'validation:required' }).max(MAX_ID, { error: 'validation:required' }),
  city: lineField('city'),
  zone: plateField('zone'),
  streetNumber: plateField('streetNumber'),
  buildingNumber: plateField('buildingNumber'),
  unit: lineField('unit'),
  landmark: lineField('landmark'),
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
  zone: '',
  streetNumber: '',
  buildingNumber: '',
  unit: '',
  landmark: '',
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

/**
 * A saved address as the form shows it for editing. One saved before the blue plate was asked for keeps its lines
 * as the landmark, so nothing typed then is lost; its numbers are then to be added (the page says so).
 */
export function addressFormValues(address: CustomerAddress): AddressFormValues {
  const { plate, landmark, other } = readAddressStreet(address.street);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    regionId: address.region.id === null ? '' : String(address.region.id),
    city: address.city,
    zone: plate ? String(plate.zone) : '',
    streetNumber: plate ? String(plate.streetNumber) : '',
    buildingNumber: plate ? String(plate.buildingNumber) : '',
    unit: plate?.unit ?? '',
    landmark: plate ? landmark : other.join(', ').slice(0, ADDRESS_LINE_MAX.landmark),
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
    zone: text('zone'),
    streetNumber: text('streetNumber'),
    buildingNumber: text('buildingNumber'),
    unit: text('unit'),
    landmark: text('landmark'),
    telephone: text('telephone'),
    defaultShipping: posted.has('defaultShipping') && posted.get('defaultShipping') !== 'false',
  };
}
