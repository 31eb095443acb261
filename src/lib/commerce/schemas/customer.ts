/** zod schemas of the customer answers (Magento's `Customer` and `CustomerAddress`, plus the custom mobile number). */
import { z } from 'zod';

/** Magento's `CustomerAddress` as `CustomerAddressFields` (operations/fragments/customer-address.ts) reads it. */
export const customerAddressSchema = z.object({
  id: z.number().int(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  street: z.array(z.string().nullable()).nullish(),
  city: z.string().nullish(),
  region: z
    .object({ region_code: z.string().nullish(), region: z.string().nullish(), region_id: z.number().int().nullish() })
    .nullish(),
  region_id: z.number().int().nullish(),
  postcode: z.string().nullish(),
  country_code: z.string().nullish(),
  telephone: z.string().nullish(),
  default_shipping: z.boolean().nullish(),
  default_billing: z.boolean().nullish(),
});
export type RawCustomerAddress = z.infer<typeof customerAddressSchema>;

export const customerSchema = z.object({
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  email: z.string().nullish(),
  country_prefix: z.string().nullish(),
  telephone: z.string().nullish(),
  addresses: z.array(customerAddressSchema.nullable()).nullish(),
});
export type RawCustomer = z.infer<typeof customerSchema>;

/** `customer` is null only when the backend has no customer for a valid token: treated as signed out. */
export const customerResponseSchema = z.object({ customer: customerSchema.nullable() });
