/**
 * The rows of a large read as arrays of their column values, in the select's order. The lookups read once per
 * catalogue change (facet-lookups.ts, catalogue-snapshot.ts) read tens of thousands of rows at 20,000 SKUs (42,166
 * product-category pairs below the root), and making each an object took about as long as SQLite took to find it.
 * Its own statement, not the shared cache's: a statement's row shape is a setting of the statement.
 */
import type { SQLInputValue } from 'node:sqlite';
import type { Database } from '../db/database.ts';

export function arrayRows<Row extends readonly unknown[]>(db: Database, sql: string, ...params: SQLInputValue[]): Row[] {
  const statement = db.prepare(sql);
  statement.setReturnArrays(true);
  return statement.all(...params) as unknown as Row[];
}
