import { rmSync } from 'node:fs';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedIfEmpty } from './seed/index.ts';

/** `npm run backend:reset`: deletes the database file and re-creates it with the seed. */
const { dbPath } = readConfig();
for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
const db = openDatabase(dbPath);
seedIfEmpty(db);
db.close();
console.log(`[backend] re-created ${dbPath}`);
