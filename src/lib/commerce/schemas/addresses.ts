/** zod schemas of the address book answers; an address itself is `customerAddressSchema` (schemas/customer.ts). */
import { z } from 'zod';
import { customerAddressSchema } from './customer.ts';

export const createdAddressSchema = z.object({ createCustomerAddress: customerAddressSchema.nullable() });
export const updatedAddressSchema = z.object({ updateCustomerAddress: customerAddressSchema.nullable() });
export const deletedAddressSchema = z.object({ deleteCustomerAddress: z.boolean().nullable() });

export const regionSchema = z.object({ id: z.number().int().nullish(), code: z.string().nullish(), name: z.string().nullish() });
export type RawRegion = z.infer<typeof regionSchema>;

export const countryRegionsSchema = z.object({
  country: z.object({ available_regions: z.array(regionSchema.nullable()).nullish() }).nullable(),
});
