import { resolve } from 'node:path';
import { readApsConfig, type ApsConfig } from './aps-config.ts';

/** The development-mode admin password (`BACKEND_ADMIN_PASSWORD` unset). Production mode has no default. */
export const DEV_ADMIN_PASSWORD = 'matjar-admin-dev';

/**
 * Magento's query limits (`Magento\Framework\GraphQl\Query\QueryComplexityLimiter`, set in the GraphQl module's
 * di.xml): query depth 20 and complexity 300, computed as graphql-php's QueryDepth and QueryComplexity rules compute
 * them, plus Magento's count of the fields written in the document, bounded by the same complexity figure.
 */
export interface QueryLimits {
  /** Levels of fields that select fields (graphql-php's QueryDepth: a leaf adds nothing). */
  depth: number;
  /** Every field selected, each fragment counted where it is spread (graphql-php's QueryComplexity, 1 per field). */
  complexity: number;
}

export const MAGENTO_QUERY_LIMITS: QueryLimits = { depth: 20, complexity: 300 };

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
  /**
   * Proxies whose `X-Forwarded-For` is believed (proxy-addr's trust list: addresses, CIDR ranges, `loopback`,
   * `linklocal`, `uniquelocal`). The storefront calls this backend from its server, so it must be trusted for
   * the shopper's own address to reach the per-address limits.
   */
  trustedProxies: string[];
  /** One-time codes: seconds before the same e-mail or phone may get a new code. */
  otpResendSeconds: number;
  /** One-time codes: codes one e-mail or phone may get in any hour. */
  otpRecipientHourlyLimit: number;
  /** One-time codes: code requests one client address may make in any hour. */
  otpClientHourlyLimit: number;
  /** Card payments through Amazon Payment Services (aps-config.ts). */
  aps: ApsConfig;
  /** The admin user of `POST /V1/integration/admin/token`. */
  adminUser: string;
  /** Its password; null = the admin API is off (production mode without BACKEND_ADMIN_PASSWORD). */
  adminPassword: string | null;
  /** Storefront endpoints (`…/api/revalidate`) told about every admin change; empty = nobody to tell. */
  revalidateUrls: string[];
  /** Key of the change notices' HMAC-SHA256 signature; null = no notice is sent (there is no default). */
  revalidateSecret: string | null;
  /**
   * GraphQL query depth and complexity limits (Magento's `queryDepth` and `queryComplexity` of
   * QueryComplexityLimiter: 20 and 300 unless `BACKEND_GRAPHQL_QUERY_DEPTH` / `BACKEND_GRAPHQL_QUERY_COMPLEXITY`).
   */
  graphqlLimits: QueryLimits;
  /** Milliseconds one GraphQL request may spend resolving before its remaining fields answer an error. */
  graphqlTimeBudgetMs: number;
  /** Bearer token that reads `GET /metrics` from anywhere (`METRICS_TOKEN`); without it, only this machine may. */
  metricsToken: string | null;
  /**
   * Browser origins (`https://matjar.qa`) that may call the GraphQL API across origins with the shopper's credentials
   * (`BACKEND_CORS_ORIGINS`); empty = none: the storefront calls from its server, which CORS does not concern.
   */
  corsOrigins: string[];
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, least = 0): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, got "${raw}"`);
  return value;
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

/** A comma-separated list of http(s) origins (`https://matjar.qa`); anything else in it is dropped with a warning. */
function originList(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => {
      if (!origin) return false;
      if (URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol) && new URL(origin).origin === origin.replace(/\/$/, '')) return true;
      console.warn(`[backend] ${name}: "${origin}" is not an http(s) origin and is ignored`);
      return false;
    })
    .map((origin) => new URL(origin).origin);
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
    trustedProxies: (env.BACKEND_TRUSTED_PROXIES ?? 'loopback').split(',').map((entry) => entry.trim()).filter(Boolean),
    otpResendSeconds: wholeNumber('BACKEND_OTP_RESEND_SECONDS', env.BACKEND_OTP_RESEND_SECONDS, 60),
    otpRecipientHourlyLimit: wholeNumber('BACKEND_OTP_RECIPIENT_HOURLY_LIMIT', env.BACKEND_OTP_RECIPIENT_HOURLY_LIMIT, 5),
    otpClientHourlyLimit: wholeNumber('BACKEND_OTP_CLIENT_HOURLY_LIMIT', env.BACKEND_OTP_CLIENT_HOURLY_LIMIT, 20),
    aps: readApsConfig(env, mode),
    adminUser: env.BACKEND_ADMIN_USER || 'admin',
    adminPassword: env.BACKEND_ADMIN_PASSWORD || (mode === 'development' ? DEV_ADMIN_PASSWORD : null),
    revalidateUrls: urlList(env.REVALIDATE_URL),
    revalidateSecret: env.REVALIDATE_SECRET || null,
    graphqlLimits: {
      depth: wholeNumber('BACKEND_GRAPHQL_QUERY_DEPTH', env.BACKEND_GRAPHQL_QUERY_DEPTH, MAGENTO_QUERY_LIMITS.depth, 1),
      complexity: wholeNumber('BACKEND_GRAPHQL_QUERY_COMPLEXITY', env.BACKEND_GRAPHQL_QUERY_COMPLEXITY, MAGENTO_QUERY_LIMITS.complexity, 1),
    },
    graphqlTimeBudgetMs: wholeNumber('BACKEND_GRAPHQL_TIME_BUDGET_MS', env.BACKEND_GRAPHQL_TIME_BUDGET_MS, 5000, 1),
    metricsToken: env.METRICS_TOKEN || null,
    corsOrigins: originList('BACKEND_CORS_ORIGINS', env.BACKEND_CORS_ORIGINS),
  };
}
