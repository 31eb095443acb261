import { z } from 'zod';
import { createCustomerAddress, customerDefaults, findOwnAddress, findSameAddress } from '../customers/addresses.ts';
import { parseNewAddress } from '../customers/address-input.ts';
import type { Database } from '../db/database.ts';
import type { AddressValues } from '../customers/address-types.ts';
import { MagentoError } from '../errors.ts';
import { absentIfNull, parseInput, shortText, unusedField } from '../input.ts';
import { fromAddressValues, fromSavedAddress, type CartAddress } from './cart-addresses.ts';

/** Magento's CartAddressInput: the fields as sent; their values are checked by the account's address rules. */
const cartAddressInput = z.object({
  firstname: z.unknown().optional(),
  lastname: z.unknown().optional(),
  company: unusedField('company'),
  street: z.unknown().optional(),
  city: z.unknown().optional(),
  region: absentIfNull(shortText('region', 64)),
  region_id: absentIfNull(z.number().int()),
  postcode: z.unknown().optional(),
  country_code: z.unknown().optional(),
  telephone: z.unknown().optional(),
  save_in_address_book: absentIfNull(z.boolean()),
});

const addressId = z.number().int().min(1).max(2 ** 31 - 1);

const shippingAddressInput = z.object({
  customer_address_id: absentIfNull(addressId),
  address: absentIfNull(cartAddressInput),
  customer_notes: absentIfNull(shortText('customer_notes', 500)),
});

export const shippingAddressesSchema = z
  .array(shippingAddressInput)
  .min(1, { error: 'The shipping address must contain either "customer_address_id" or "address".' })
  .max(1, { error: 'You cannot specify multiple shipping addresses.' });

export const billingAddressSchema = z.object({
  customer_address_id: absentIfNull(addressId),
  address: absentIfNull(cartAddressInput),
  use_for_shipping: absentIfNull(z.boolean()),
  same_as_shipping: absentIfNull(z.boolean()),
});

type CartAddressInput = z.output<typeof cartAddressInput>;

/**
 * A new address typed at checkout, held to the account's address rules (Qatar, regions, +974 numbers, name rule).
 * CartAddressInput names the region by one string (a code such as "DA", or a name) or by region_id.
 */
/**
 * Checkout's "save in my address book": an address the customer has saved already is reused, not saved again; a
 * new one becomes the default shipping and billing address while the customer has none, as Magento's checkout
 * makes it (CustomerManagement::populateCustomerInfo).
 */
function savedInAddressBook(db: Database, customerId: number, values: AddressValues) {
  const same = findSameAddress(db, customerId, values);
  if (same) return same;
  const defaults = customerDefaults(db, customerId);
  return createCustomerAddress(db, customerId, { ...values, defaultShipping: values.defaultShipping || !defaults.shipping, defaultBilling: values.defaultBilling || !defaults.billing });
}

function newAddress(db: Database, customerId: number, input: CartAddressInput, customerNotes: string | null): CartAddress {
  const regionText = input.region?.trim();
  const region = {
    region_id: input.region_id ?? null,
    region_code: regionText && /^[A-Za-z]{2}$/.test(regionText) ? regionText : null,
    region: regionText && !/^[A-Za-z]{2}$/.test(regionText) ? regionText : null,
  };
  const values = parseNewAddress(db, {
    firstname: input.firstname,
    lastname: input.lastname,
    street: input.street,
    city: input.city,
    region,
    postcode: input.postcode,
    country_code: input.country_code,
    telephone: input.telephone,
  });
  const saved = input.save_in_address_book ? savedInAddressBook(db, customerId, values) : null;
  return fromAddressValues(values, saved?.id ?? null, customerNotes);
}

/** One of the customer's own saved addresses, or a new one: exactly one of the two. */
function chosenAddress(
  db: Database,
  customerId: number,
  source: { customer_address_id?: number | undefined; address?: CartAddressInput | undefined },
  customerNotes: string | null,
  kind: 'shipping' | 'billing',
): CartAddress {
  if (source.customer_address_id !== undefined && source.address !== undefined) {
    throw new MagentoError(400, `The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`);
  }
  if (source.customer_address_id !== undefined) return fromSavedAddress(findOwnAddress(db, customerId, source.customer_address_id), customerNotes);
  if (source.address !== undefined) return newAddress(db, customerId, source.address, customerNotes);
  throw new MagentoError(
    400,
    kind === 'shipping'
      ? 'The shipping address must contain either "customer_address_id" or "address".'
      : 'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
  );
}

export function parseShippingAddress(db: Database, customerId: number, raw: unknown): CartAddress {
  const [input] = parseInput(shippingAddressesSchema, raw);
  if (!input) throw new MagentoError(400, 'The shipping address must contain either "customer_address_id" or "address".');
  return chosenAddress(db, customerId, input, input.customer_notes ?? null, 'shipping');
}

export type BillingChoice = { kind: 'same_as_shipping' } | { kind: 'address'; address: CartAddress; useForShipping: boolean };

export function parseBillingAddress(db: Database, customerId: number, raw: unknown): BillingChoice {
  const input = parseInput(billingAddressSchema, raw);
  if (input.same_as_shipping) {
    if (input.customer_address_id !== undefined || input.address !== undefined) {
      throw new MagentoError(400, 'The billing address cannot contain "same_as_shipping" with "customer_address_id" or "address".');
    }
    return { kind: 'same_as_shipping' };
  }
  return { kind: 'address', address: chosenAddress(db, customerId, input, null, 'billing'), useForShipping: input.use_for_shipping ?? false };
}
