import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startBackend } from '../../backend/server.ts';
import type { Database } from '../../backend/db/database.ts';

export interface TestBackend {
  /** Base URL, e.g. `http://127.0.0.1:53211` (no trailing slash). */
  url: string;
  /** The live database, for assertions that need to look behind the API (e.g. OTP rows). */
  db: Database;
  /** Stops the server and deletes the temporary database directory. */
  close(): Promise<void>;
}

/**
 * Starts a real backend on a free port with its own freshly seeded SQLite file in os.tmpdir(), quiet,
 * in development mode (so `/__dev/outbox` is readable). Each call is isolated from every other one.
 */
export async function startTestBackend(): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-backend-'));
  const backend = await startBackend({
    host: '127.0.0.1',
    port: 0,
    dbPath: join(dir, 'commerce.sqlite'),
    mode: 'development',
    publicUrl: '',
    quiet: true,
  });
  return {
    url: backend.url,
    db: backend.db,
    async close() {
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file that calls the storefront's commerce client: a fresh backend for the file, with
 * `COMMERCE_URL` pointing at it while the file runs. Returns the getter for the running backend.
 */
export function useCommerceBackend(): () => TestBackend {
  let backend: TestBackend | undefined;
  const originalUrl = process.env.COMMERCE_URL;
  beforeAll(async () => {
    backend = await startTestBackend();
    process.env.COMMERCE_URL = backend.url;
  });
  afterAll(async () => {
    process.env.COMMERCE_URL = originalUrl;
    await backend?.close();
  });
  return () => {
    if (!backend) throw new Error('the test backend is not running (call useCommerceBackend at the top of the file)');
    return backend;
  };
}
