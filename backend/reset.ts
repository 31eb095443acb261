import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedIfEmpty } from './seed/index.ts';

/**
 * `npm run backend:reset`: deletes the database file and re-creates it with the seed. `-- --products N` grows the
 * catalogue to N products (backend/seed/generated-catalogue.ts), the same catalogue for the same N.
 */
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && !Number.isInteger(products)) {
  console.error(`[backend] --products takes a whole number, not "${values.products}"`);
  process.exit(2);
}
const { dbPath } = readConfig();
for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
const start = performance.now();
const db = openDatabase(dbPath);
try {
  seedIfEmpty(db, new Date(), products === undefined ? {} : { products });
} catch (error) {
  db.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  console.error(`[backend] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const { n } = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
db.close();
console.log(`[backend] re-created ${dbPath}: ${n} products in ${((performance.now() - start) / 1000).toFixed(1)} s`);
