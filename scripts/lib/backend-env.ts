/**
 * The environment of an embedded backend that a tool or test starts beside a storefront: its own port and database,
 * development mode (the dev outbox readable), quiet, the admin API on its development credentials (blanked, so a caller's own settings never leak in), and the admin
 * changes announced to that storefront (`revalidation`: its `/api/revalidate` URL and the shared secret).
 */
export function localBackendEnv(
  port: number,
  database: string,
  revalidation: { REVALIDATE_URL: string; REVALIDATE_SECRET: string },
): NodeJS.ProcessEnv {
  return {
    BACKEND_PORT: String(port),
    BACKEND_DB: database,
    BACKEND_MODE: 'development',
    BACKEND_QUIET: '1',
    BACKEND_ADMIN_USER: '',
    BACKEND_ADMIN_PASSWORD: '',
    ...revalidation,
  };
}

/**
 * A quiet development backend for a benchmark: on loopback, and with the one-time-code limits off, so hundreds of
 * bench shoppers can sign up from one address at once.
 */
export function benchBackendEnv(port: number, database: string): NodeJS.ProcessEnv {
  return {
    BACKEND_PORT: String(port),
    BACKEND_HOST: '127.0.0.1',
    BACKEND_DB: database,
    BACKEND_QUIET: '1',
    BACKEND_MODE: 'development',
    BACKEND_OTP_RESEND_SECONDS: '0',
    BACKEND_OTP_RECIPIENT_HOURLY_LIMIT: '0',
    BACKEND_OTP_CLIENT_HOURLY_LIMIT: '0',
  };
}
