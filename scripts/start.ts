/**
 * `npm start` (`npm run dev` passes --dev: Astro's dev server instead of the production build): builds the storefront when needed, starts the embedded commerce backend (seeding its database on
 * first start) and the storefront, and stops both on Ctrl-C. `COMMERCE_URL` set = use that backend instead.
 * The backend announces admin changes to this storefront's `/api/revalidate`, signed with a secret both share
 * (REVALIDATE_URL / REVALIDATE_SECRET when set, else this storefront and a fresh random secret).
 */
import { buildIfNeeded } from './lib/build.ts';
import { createSupervisor, startNodeService, waitForHttp } from './lib/processes.ts';
import { revalidationWiring } from './lib/revalidation-wiring.ts';

const port = process.env.PORT ?? '4321';
const backendPort = process.env.BACKEND_PORT ?? '4000';
const externalCommerce = process.env.COMMERCE_URL;
const commerceUrl = externalCommerce ?? `http://127.0.0.1:${backendPort}`;

const dev = process.argv.includes('--dev');
if (!dev) await buildIfNeeded();

const services = createSupervisor();
// An external backend is configured by whoever runs it: the storefront then keeps the REVALIDATE_SECRET it was given.
const revalidation = externalCommerce ? null : revalidationWiring(port);
if (revalidation) {
  services.add(startNodeService('backend/server.ts', { BACKEND_PORT: backendPort, ...revalidation }));
  await waitForHttp(`${commerceUrl}/health`);
}
const storefrontEnv = { COMMERCE_URL: commerceUrl, ...(revalidation ? { REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET } : {}) };
services.add(
  dev
    ? startNodeService('node_modules/astro/bin/astro.mjs', storefrontEnv, ['dev', '--port', port])
    : // The home pages are visited once at start, so their banners' copies are made before the first shopper's visit.
      startNodeService('scripts/serve-storefront.ts', { PORT: port, WARM_UP_PATHS: process.env.WARM_UP_PATHS ?? '/ar,/en', ...storefrontEnv }),
);
