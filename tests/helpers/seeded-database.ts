/**
 * The seeded database every test backend starts from, made once per Vitest run: seeding the catalogue, content and
 * search index takes a second or two, copying the file takes milliseconds, and some thirty files start a backend.
 * The first file that asks seeds it while the others wait (a lock beside the file); the run's global setup names it
 * and removes it at the end (tests/helpers/test-build-folder.ts). Each backend still gets a copy of its own.
 */
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase } from '../../backend/db/database.ts';
import { seedIfEmpty } from '../../backend/seed/index.ts';
import { acquireLock } from '../../scripts/lib/lock.ts';

/** Writes a freshly seeded database to `path` (which must not exist yet). */
export async function copySeededDatabase(path: string): Promise<void> {
  const template = inject('seededDatabasePath');
  const release = await acquireLock(`${template}.lock`, 'seeded database');
  try {
    if (!existsSync(template)) {
      const seeding = `${template}.seeding`;
      const db = openDatabase(seeding);
      seedIfEmpty(db);
      // One file to copy: no write-ahead log beside it.
      db.exec('PRAGMA journal_mode = DELETE');
      db.close();
      renameSync(seeding, template);
    }
  } finally {
    release();
  }
  copyFileSync(template, path);
}
