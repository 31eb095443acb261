import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { listRegions, STORE_COUNTRY, type RegionRow } from '../directory/regions.ts';
import { MagentoError } from '../errors.ts';
import { parseInput, unusedField } from '../input.ts';
import type { AddressValues, CustomerAddressRow } from './address-types.ts';
import { personNameSchema, telephoneSchema } from './contact-schemas.ts';

/** Magento's words for a missing address field (Customer\Model\Address\Validator\General): it names the field. */
const required = (field: string) => `"${field}" is required. Enter and try again.`;

/** A field of the address that must be there: absent, null, empty or blank is Magento's "is required" naming it. */
const requiredAddressField = <T extends z.ZodType>(field: string, schema: T) =>
  z
    .unknown()
    .refine((value) => value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== ''), {
      error: required(field),
      abort: true,
    })
    .pipe(schema);

/** One line a shopper typed: no control characters, bounded. */
const textLine = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) })
    .max(max, { error: `"${field}" can hold at most ${max} characters.` })
    .regex(/^[^\p{Cc}]*$/u, { error: `Invalid value of "${field}" provided.` });

/**
 * Magento's CustomerAddressInput, as this store fills it: the municipality as the region, the area as the city, one
 * or two street lines (the storefront sends the blue plate, then a landmark when there is one), +974 telephone.
 */
const addressInput = z.object({
  firstname: requiredAddressField('firstname', personNameSchema),
  lastname: requiredAddressField('lastname', personNameSchema),
  telephone: requiredAddressField('telephone', telephoneSchema).transform((number) => `+974${number}`),
  street: requiredAddressField(
    'street',
    z
      .array(textLine('street', 100), { error: required('street') })
      .min(1, { error: required('street') })
      .max(2, { error: '"Street Address" cannot contain more than 2 lines.' }),
  ),
  city: requiredAddressField('city', textLine('city', 64)),
  region: requiredAddressField(
    'regionId',
    z.object({
      region_id: z.number().int().nullish(),
      region_code: z.string().trim().max(8).nullish(),
      region: z.string().trim().max(64).nullish(),
    }),
  ),
  postcode: z.string().trim().max(16).nullish(),
  country_code: z.string().max(2).nullish(),
  country_id: z.string().max(2).nullish(),
  default_shipping: z.boolean().nullish(),
  default_billing: z.boolean().nullish(),
  company: unusedField('company'),
  fax: unusedField('fax'),
  middlename: unusedField('middlename'),
  prefix: unusedField('prefix'),
  suffix: unusedField('suffix'),
  vat_id: unusedField('vat_id'),
  custom_attributes: unusedField('custom_attributes'),
});

type AddressInput = z.output<typeof addressInput>;

/** The region by id, else code, else name in either language; it must be one of the store country's regions. */
function resolveRegion(db: Database, region: AddressInput['region']): RegionRow {
  const regions = listRegions(db, STORE_COUNTRY);
  const byName = region.region?.toLocaleLowerCase();
  const found =
    region.region_id != null
      ? regions.find((candidate) => candidate.id === region.region_id)
      : region.region_code
        ? regions.find((candidate) => candidate.code === region.region_code?.toUpperCase())
        : byName
          ? regions.find((candidate) => candidate.name_en.toLocaleLowerCase() === byName || candidate.name_ar === region.region)
          : undefined;
  if (!found) {
    const value = region.region_id ?? region.region_code ?? region.region;
    if (value == null || value === '') throw new MagentoError(400, required('regionId'), { fieldName: 'regionId' });
    throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value, fieldName: 'regionId' });
  }
  return found;
}

function toValues(db: Database, input: AddressInput): AddressValues {
  const country = input.country_code ?? input.country_id ?? STORE_COUNTRY;
  if (country !== STORE_COUNTRY) {
    throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: country, fieldName: 'countryId' });
  }
  const region = resolveRegion(db, input.region);
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    street: input.street,
    city: input.city,
    region: { id: region.id, code: region.code, name: region.name_en },
    postcode: input.postcode || null,
    countryCode: STORE_COUNTRY,
    telephone: input.telephone,
    defaultShipping: input.default_shipping ?? false,
    defaultBilling: input.default_billing ?? false,
  };
}

/** createCustomerAddress(input). */
export function parseNewAddress(db: Database, raw: unknown): AddressValues {
  return toValues(db, parseInput(addressInput, raw));
}

/** The street lines of a stored address (a JSON array; older rows may hold plain text). */
export function storedStreet(street: string): string[] {
  try {
    const parsed: unknown = JSON.parse(street);
    return Array.isArray(parsed) ? parsed.map(String) : [street];
  } catch {
    return [street];
  }
}

/** The stored address in the input's own terms, so an update can be laid over it and checked as a whole. */
function asInput(row: CustomerAddressRow): Record<string, unknown> {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    telephone: row.telephone,
    street: storedStreet(row.street),
    city: row.city,
    region: { region_id: row.region_id, region_code: row.region_code, region: row.region },
    postcode: row.postcode,
    country_code: row.country_code,
    default_shipping: row.default_shipping === 1,
    default_billing: row.default_billing === 1,
  };
}

const updateInput = z.record(z.string(), z.unknown()).nullish();

/**
 * updateCustomerAddress(id, input): the fields given replace the stored ones (a null default flag changes
 * nothing), and the result must be a valid address.
 */
export function parseAddressUpdate(db: Database, stored: CustomerAddressRow, raw: unknown): AddressValues {
  const changes = Object.entries(parseInput(updateInput, raw) ?? {}).filter(
    ([field, value]) => value !== undefined && !(value === null && (field === 'default_shipping' || field === 'default_billing')),
  );
  return toValues(db, parseInput(addressInput, { ...asInput(stored), ...Object.fromEntries(changes) }));
}
