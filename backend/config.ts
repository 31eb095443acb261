import { resolve } from 'node:path';

/** The development-mode admin password (`BACKEND_ADMIN_PASSWORD` unset). Production mode has no default. */
export const DEV_ADMIN_PASSWORD = 'matjar-admin-dev';

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
  /** The admin user of `POST /V1/integration/admin/token`. */
  adminUser: string;
  /** Its password; null = the admin API is off (production mode without BACKEND_ADMIN_PASSWORD). */
  adminPassword: string | null;
  /** Storefront endpoints (`…/api/revalidate`) told about every admin change; empty = nobody to tell. */
  revalidateUrls: string[];
  /** Key of the change notices' HMAC-SHA256 signature; null = no notice is sent (there is no default). */
  revalidateSecret: string | null;
}

/** A comma-separated list of http(s) URLs; anything else in it is dropped with a warning. */
function urlList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => {
      if (!url) return false;
      if (URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)) return true;
      console.warn(`[backend] REVALIDATE_URL: "${url}" is not an http(s) URL and is ignored`);
      return false;
    });
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const mode = env.BACKEND_MODE === 'production' ? 'production' : 'development';
  return {
    host: env.BACKEND_HOST ?? '127.0.0.1',
    port: Number(env.BACKEND_PORT ?? 4000),
    dbPath: resolve(env.BACKEND_DB ?? 'var/commerce.sqlite'),
    mode,
    publicUrl: (env.BACKEND_PUBLIC_URL ?? '').replace(/\/$/, ''),
    quiet: env.BACKEND_QUIET === '1',
    adminUser: env.BACKEND_ADMIN_USER || 'admin',
    adminPassword: env.BACKEND_ADMIN_PASSWORD || (mode === 'development' ? DEV_ADMIN_PASSWORD : null),
    revalidateUrls: urlList(env.REVALIDATE_URL),
    revalidateSecret: env.REVALIDATE_SECRET || null,
  };
}
