import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import type { AddressValues, CustomerAddressRow } from './address-types.ts';

/** Saved addresses per customer: enough for any household, and a bound on what one account can store. */
const MAX_ADDRESSES = 20;

const ADDRESS_COLUMNS = `id, firstname, lastname, street, city, region, region_code, region_id, postcode, country_code, telephone,
  default_shipping, default_billing`;

export function listCustomerAddresses(db: Database, customerId: number): CustomerAddressRow[] {
  return cachedStatement(db, `SELECT ${ADDRESS_COLUMNS} FROM customer_addresses WHERE customer_id = ? ORDER BY id`).all(
    customerId,
  ) as unknown as CustomerAddressRow[];
}

/**
 * Magento's no-such-entity answer for an address id. Another customer's address gets the very same answer as an
 * id that does not exist, so ids cannot be probed.
 */
export const noSuchAddress = (id: number) =>
  new MagentoError(404, 'Could not find a address with ID "%address_id"', { address_id: id });

/** One of the customer's own addresses. */
export function findOwnAddress(db: Database, customerId: number, id: number): CustomerAddressRow {
  const row = cachedStatement(db, `SELECT ${ADDRESS_COLUMNS} FROM customer_addresses WHERE id = ? AND customer_id = ?`).get(id, customerId) as
    | CustomerAddressRow
    | undefined;
  if (!row) throw noSuchAddress(id);
  return row;
}

/** A default flag belongs to one address: setting it on one takes it off the customer's others. */
function claimDefaults(db: Database, customerId: number, values: AddressValues): void {
  if (values.defaultShipping) cachedStatement(db, 'UPDATE customer_addresses SET default_shipping = 0 WHERE customer_id = ?').run(customerId);
  if (values.defaultBilling) cachedStatement(db, 'UPDATE customer_addresses SET default_billing = 0 WHERE customer_id = ?').run(customerId);
}

const flag = (value: boolean) => (value ? 1 : 0);

/** What every stored address holds (a saved address, a cart's, an order's). */
export interface AddressFields {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: { id: number | null; code: string | null; name: string | null };
  postcode: string | null;
  countryCode: string;
  telephone: string;
}

/**
 * The address's values in the column order saved, cart and order addresses share: firstname, lastname, street
 * (JSON), city, region, region_code, region_id, postcode, country_code, telephone.
 */
export function addressColumnValues(address: AddressFields) {
  return [
    address.firstname,
    address.lastname,
    JSON.stringify(address.street),
    address.city,
    address.region.name,
    address.region.code,
    address.region.id,
    address.postcode,
    address.countryCode,
    address.telephone,
  ];
}

/** The address's values in the column order both writes below use (firstname … default_billing). */
const storedValues = (values: AddressValues) => [...addressColumnValues(values), flag(values.defaultShipping), flag(values.defaultBilling)];

export function createCustomerAddress(db: Database, customerId: number, values: AddressValues): CustomerAddressRow {
  return transaction(db, () => {
    const { n } = cachedStatement(db, 'SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_id = ?').get(customerId) as { n: number };
    if (n >= MAX_ADDRESSES) throw new MagentoError(400, 'You can save at most %max addresses.', { max: MAX_ADDRESSES });
    claimDefaults(db, customerId, values);
    const { id } = cachedStatement(
      db,
      `INSERT INTO customer_addresses (customer_id, firstname, lastname, street, city, region, region_code, region_id, postcode,
         country_code, telephone, default_shipping, default_billing)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ).get(customerId, ...storedValues(values)) as { id: number };
    return findOwnAddress(db, customerId, id);
  });
}

/** The same place and person, however typed: letter case and spacing aside. */
const sameText = (a: string | null, b: string | null) =>
  (a ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase() === (b ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether the customer has a default shipping and a default billing address. */
export function customerDefaults(db: Database, customerId: number): { shipping: boolean; billing: boolean } {
  const row = cachedStatement(
    db,
    'SELECT MAX(default_shipping) AS shipping, MAX(default_billing) AS billing FROM customer_addresses WHERE customer_id = ?',
  ).get(customerId) as { shipping: number | null; billing: number | null };
  return { shipping: row.shipping === 1, billing: row.billing === 1 };
}

/** The customer's saved address with exactly these values (defaults aside), if there is one. */
export function findSameAddress(db: Database, customerId: number, values: AddressFields): CustomerAddressRow | null {
  const street = values.street.filter((line) => line.trim() !== '');
  return (
    listCustomerAddresses(db, customerId).find((row) => {
      const rowStreet = (JSON.parse(row.street) as string[]).filter((line) => line.trim() !== '');
      return (
        sameText(row.firstname, values.firstname) &&
        sameText(row.lastname, values.lastname) &&
        sameText(row.city, values.city) &&
        row.region_id === values.region.id &&
        row.country_code === values.countryCode &&
        sameText(row.postcode, values.postcode) &&
        row.telephone.replace(/\D/g, '') === values.telephone.replace(/\D/g, '') &&
        rowStreet.length === street.length &&
        rowStreet.every((line, index) => sameText(line, street[index] ?? ''))
      );
    }) ?? null
  );
}

/** Replaces an own address's values (the caller merged the update into the stored ones and validated the result). */
export function updateCustomerAddress(db: Database, customerId: number, id: number, values: AddressValues): CustomerAddressRow {
  return transaction(db, () => {
    findOwnAddress(db, customerId, id);
    claimDefaults(db, customerId, values);
    cachedStatement(
      db,
      `UPDATE customer_addresses SET firstname = ?, lastname = ?, street = ?, city = ?, region = ?, region_code = ?, region_id = ?,
         postcode = ?, country_code = ?, telephone = ?, default_shipping = ?, default_billing = ?
       WHERE id = ? AND customer_id = ?`,
    ).run(...storedValues(values), id, customerId);
    return findOwnAddress(db, customerId, id);
  });
}

/**
 * Deletes an own address. As in Magento, the default shipping or billing address cannot be deleted: another
 * address must become the default first (or the flag be cleared with updateCustomerAddress).
 */
export function deleteCustomerAddress(db: Database, customerId: number, id: number): void {
  transaction(db, () => {
    const address = findOwnAddress(db, customerId, id);
    if (address.default_billing === 1) {
      throw new MagentoError(400, 'Customer Address %1 is set as default billing address and can not be deleted', [id]);
    }
    if (address.default_shipping === 1) {
      throw new MagentoError(400, 'Customer Address %1 is set as default shipping address and can not be deleted', [id]);
    }
    cachedStatement(db, 'DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?').run(id, customerId);
  });
}
