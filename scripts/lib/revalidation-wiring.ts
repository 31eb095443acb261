import { randomBytes } from 'node:crypto';

/**
 * How the embedded backend tells a storefront it started about admin changes: the storefront's
 * `/api/revalidate` URL and a shared signing secret. Values the user set are kept; otherwise the secret is a
 * fresh random one for this run, so it works with no set-up and no default secret exists anywhere.
 */
export function revalidationWiring(storefrontPort: string | number, env: NodeJS.ProcessEnv = process.env) {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${storefrontPort}`;
  return {
    REVALIDATE_URL: env.REVALIDATE_URL || `${origin}/api/revalidate`,
    REVALIDATE_SECRET: env.REVALIDATE_SECRET || randomBytes(32).toString('hex'),
  };
}
