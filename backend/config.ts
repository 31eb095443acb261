import { resolve } from 'node:path';

/** Runtime settings of the embedded commerce backend, read once from the environment. */
export interface BackendConfig {
  host: string;
  port: number;
  dbPath: string;
  /** `development` exposes the dev outbox (`GET /__dev/outbox`); `production` never does. */
  mode: 'development' | 'production';
  /** Base URL written into media URLs (Magento's "base media URL"); empty = derived from the request's Host. */
  publicUrl: string;
  /** Suppresses request and outbox logging (tests). */
  quiet: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  return {
    host: env.BACKEND_HOST ?? '127.0.0.1',
    port: Number(env.BACKEND_PORT ?? 4000),
    dbPath: resolve(env.BACKEND_DB ?? 'var/commerce.sqlite'),
    mode: env.BACKEND_MODE === 'production' ? 'production' : 'development',
    publicUrl: (env.BACKEND_PUBLIC_URL ?? '').replace(/\/$/, ''),
    quiet: env.BACKEND_QUIET === '1',
  };
}
