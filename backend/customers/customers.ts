import { cachedStatement, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';

export interface CustomerRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  country_prefix: string | null;
  telephone: string | null;
  created_at: string;
}

export interface CustomerAddressRow {
  id: number;
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string;
  default_shipping: number;
  default_billing: number;
}

const CUSTOMER_COLUMNS = 'id, firstname, lastname, email, country_prefix, telephone, created_at';

export function findCustomerById(db: Database, id: number): CustomerRow | null {
  return (cachedStatement(db, `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`).get(id) as CustomerRow | undefined) ?? null;
}

/** `email` must already be normalised (lower-cased) by emailSchema. */
export function findCustomerByEmail(db: Database, email: string): CustomerRow | null {
  return (cachedStatement(db, `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE email = ?`).get(email) as CustomerRow | undefined) ?? null;
}

export function findCustomerByPhone(db: Database, countryPrefix: string, telephone: string): CustomerRow | null {
  return (
    (db
      .prepare(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE country_prefix = ? AND telephone = ?`)
      .get(countryPrefix, telephone) as CustomerRow | undefined) ?? null
  );
}

export interface NewCustomer {
  firstname: string;
  lastname: string;
  email: string;
  countryPrefix: string | null;
  telephone: string | null;
}

export function createCustomer(db: Database, customer: NewCustomer): number {
  const now = magentoDateTime();
  const result = db
    .prepare(
      'INSERT INTO customers (firstname, lastname, email, country_prefix, telephone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(customer.firstname, customer.lastname, customer.email, customer.countryPrefix, customer.telephone, now, now);
  return Number(result.lastInsertRowid);
}

export function listCustomerAddresses(db: Database, customerId: number): CustomerAddressRow[] {
  return db
    .prepare(
      `SELECT id, firstname, lastname, street, city, region, region_code, region_id, postcode, country_code, telephone,
              default_shipping, default_billing
         FROM customer_addresses WHERE customer_id = ? ORDER BY id`,
    )
    .all(customerId) as unknown as CustomerAddressRow[];
}

export function isSubscribedToNewsletter(db: Database, email: string): boolean {
  return cachedStatement(db, 'SELECT 1 FROM newsletter_subscribers WHERE email = ?').get(email) !== undefined;
}
