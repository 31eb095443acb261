/**
 * zod checks of the customer answers. Magento's SDL leaves a `CustomerAddress`'s `id` nullable; the address book
 * edits and deletes addresses by it, so an address without one is a broken answer.
 */
import { z } from 'zod';
import type { CountryCodeEnum, CustomerAddressFieldsFragment, CustomerQuery } from '@/lib/commerce/generated/graphql.ts';

/** A country code: kept as it came (the store checks it against its own country where it matters). */
const countryCode = z.custom<CountryCodeEnum>((value) => typeof value === 'string');

/** Magento's `CustomerAddress` as `CustomerAddressFields` (operations/fragments/customer-address.ts) reads it. */
export const customerAddressSchema = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  street: z.array(z.string().nullable()).nullable(),
  city: z.string().nullable(),
  region: z.object({ region_code: z.string().nullable(), region: z.string().nullable(), region_id: z.number().int().nullable() }).nullable(),
  region_id: z.number().int().nullable(),
  postcode: z.string().nullable(),
  country_code: countryCode.nullable(),
  telephone: z.string().nullable(),
  default_shipping: z.boolean().nullable(),
  default_billing: z.boolean().nullable(),
}) satisfies z.ZodType<CustomerAddressFieldsFragment>;
/** An address once checked: what toCustomerAddress maps. */
export type CheckedCustomerAddress = z.output<typeof customerAddressSchema>;

/** `customer` is null only when the backend has no customer for a valid token: treated as signed out. */
export const customerResponseSchema = z.object({
  customer: z
    .object({
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      email: z.string().nullable(),
      country_prefix: z.string().nullable(),
      telephone: z.string().nullable(),
      addresses: z.array(customerAddressSchema.nullable()).nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<CustomerQuery>;
/** The customer once checked: what toCustomerView maps. */
export type CheckedCustomer = NonNullable<z.output<typeof customerResponseSchema>['customer']>;

export const createdAddressSchema = z.object({ createCustomerAddress: customerAddressSchema.nullable() });
export const updatedAddressSchema = z.object({ updateCustomerAddress: customerAddressSchema.nullable() });
