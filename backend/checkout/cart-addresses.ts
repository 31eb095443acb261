import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { storedStreet } from '../customers/address-input.ts';
import type { AddressValues, CustomerAddressRow } from '../customers/address-types.ts';
import { addressColumnValues, type AddressFields } from '../customers/addresses.ts';

/** An address on a cart (Magento's quote_address), copied from a saved address or entered at checkout. */
export interface CartAddress extends AddressFields {
  customerAddressId: number | null;
  customerNotes: string | null;
}

export interface CartAddresses {
  shipping: CartAddress | null;
  /** The billing address; a billing address set "same as shipping" reads as the shipping address. */
  billing: CartAddress | null;
  billingSameAsShipping: boolean;
}

interface CartAddressRow {
  address_type: 'shipping' | 'billing';
  customer_address_id: number | null;
  same_as_shipping: number;
  firstname: string | null;
  lastname: string | null;
  street: string | null;
  city: string | null;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
  customer_notes: string | null;
}

export function fromSavedAddress(row: CustomerAddressRow, customerNotes: string | null = null): CartAddress {
  return {
    customerAddressId: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    street: storedStreet(row.street),
    city: row.city,
    region: { id: row.region_id, code: row.region_code, name: row.region },
    postcode: row.postcode,
    countryCode: row.country_code,
    telephone: row.telephone,
    customerNotes,
  };
}

export function fromAddressValues(values: AddressValues, customerAddressId: number | null, customerNotes: string | null = null): CartAddress {
  return {
    customerAddressId,
    firstname: values.firstname,
    lastname: values.lastname,
    street: values.street,
    city: values.city,
    region: values.region,
    postcode: values.postcode,
    countryCode: values.countryCode,
    telephone: values.telephone,
    customerNotes,
  };
}

function fromRow(row: CartAddressRow): CartAddress {
  return {
    customerAddressId: row.customer_address_id,
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    street: storedStreet(row.street ?? '[]'),
    city: row.city ?? '',
    region: { id: row.region_id, code: row.region_code, name: row.region },
    postcode: row.postcode,
    countryCode: row.country_code ?? '',
    telephone: row.telephone ?? '',
    customerNotes: row.customer_notes,
  };
}

export function loadCartAddresses(db: Database, cartId: number): CartAddresses {
  const rows = cachedStatement(
    db,
    `SELECT address_type, customer_address_id, same_as_shipping, firstname, lastname, street, city, region, region_code, region_id,
            postcode, country_code, telephone, customer_notes
       FROM cart_addresses WHERE cart_id = ?`,
  ).all(cartId) as unknown as CartAddressRow[];
  const shippingRow = rows.find((row) => row.address_type === 'shipping');
  const billingRow = rows.find((row) => row.address_type === 'billing');
  const shipping = shippingRow ? fromRow(shippingRow) : null;
  const billingSameAsShipping = billingRow?.same_as_shipping === 1;
  const billing = billingSameAsShipping ? (shipping ? { ...shipping, customerNotes: null } : null) : billingRow ? fromRow(billingRow) : null;
  return { shipping, billing, billingSameAsShipping };
}

const UPSERT = `
  INSERT INTO cart_addresses (cart_id, address_type, customer_address_id, same_as_shipping, firstname, lastname, street, city, region,
                              region_code, region_id, postcode, country_code, telephone, customer_notes)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (cart_id, address_type) DO UPDATE SET
    customer_address_id = excluded.customer_address_id, same_as_shipping = excluded.same_as_shipping,
    firstname = excluded.firstname, lastname = excluded.lastname, street = excluded.street, city = excluded.city,
    region = excluded.region, region_code = excluded.region_code, region_id = excluded.region_id, postcode = excluded.postcode,
    country_code = excluded.country_code, telephone = excluded.telephone, customer_notes = excluded.customer_notes`;

const storedValues = (address: CartAddress) => [address.customerAddressId, 0, ...addressColumnValues(address), address.customerNotes];

/**
 * Sets the cart's one shipping address. The shipping method chosen before is kept: every method is offered
 * everywhere in Qatar, and the cart view re-prices it for the new address.
 */
export function saveShippingAddress(db: Database, cartId: number, address: CartAddress): void {
  cachedStatement(db, UPSERT).run(cartId, 'shipping', ...storedValues(address));
}

/** Sets the billing address, or makes it follow the shipping address (`same_as_shipping`). */
export function saveBillingAddress(db: Database, cartId: number, address: CartAddress | 'same_as_shipping'): void {
  if (address === 'same_as_shipping') {
    cachedStatement(db, UPSERT).run(cartId, 'billing', null, 1, null, null, null, null, null, null, null, null, null, null, null);
    return;
  }
  cachedStatement(db, UPSERT).run(cartId, 'billing', ...storedValues(address));
}

/** BillingAddressInput.use_for_shipping: one address for both. */
export function saveAddressForBoth(db: Database, cartId: number, address: CartAddress): void {
  transaction(db, () => {
    saveShippingAddress(db, cartId, address);
    saveBillingAddress(db, cartId, 'same_as_shipping');
  });
}
