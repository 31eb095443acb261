import { cachedStatement, transaction, type Database } from '../db/database.ts';
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
    (cachedStatement(db, `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE country_prefix = ? AND telephone = ?`).get(
      countryPrefix,
      telephone,
    ) as CustomerRow | undefined) ?? null
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

/** Sets the names given (validated by the caller). */
export function updateCustomerName(db: Database, customerId: number, names: { firstname?: string | undefined; lastname?: string | undefined }): void {
  cachedStatement(
    db,
    'UPDATE customers SET firstname = COALESCE(?, firstname), lastname = COALESCE(?, lastname), updated_at = ? WHERE id = ?',
  ).run(names.firstname ?? null, names.lastname ?? null, magentoDateTime(), customerId);
}

/** Moves the account (and its newsletter subscription) to a new e-mail address, already proven and free. */
export function setCustomerEmail(db: Database, customerId: number, email: string): void {
  transaction(db, () => {
    const customer = findCustomerById(db, customerId);
    if (!customer) return;
    cachedStatement(db, 'UPDATE customers SET email = ?, updated_at = ? WHERE id = ?').run(email, magentoDateTime(), customerId);
    cachedStatement(
      db,
      'UPDATE newsletter_subscribers SET email = ? WHERE email = ? AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ?)',
    ).run(email, customer.email, email);
  });
}

/** Sets the account's mobile number ('974' and 8 digits), already proven and free. */
export function setCustomerPhone(db: Database, customerId: number, countryPrefix: string, telephone: string): void {
  cachedStatement(db, 'UPDATE customers SET country_prefix = ?, telephone = ?, updated_at = ? WHERE id = ?').run(
    countryPrefix,
    telephone,
    magentoDateTime(),
    customerId,
  );
}

export function isSubscribedToNewsletter(db: Database, email: string): boolean {
  return cachedStatement(db, 'SELECT 1 FROM newsletter_subscribers WHERE email = ?').get(email) !== undefined;
}
