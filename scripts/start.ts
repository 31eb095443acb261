/**
 * `npm start` (`npm run dev` passes --dev: Astro's dev server instead of the production build): builds the storefront when needed, starts the embedded commerce backend (seeding its database on
 * first start) and the storefront, and stops both on Ctrl-C. `COMMERCE_URL` set = use that backend instead.
 */
import { buildIfNeeded } from './lib/build.ts';
import { createSupervisor, startNodeService, waitForHttp } from './lib/processes.ts';

const port = process.env.PORT ?? '4321';
const backendPort = process.env.BACKEND_PORT ?? '4000';
const externalCommerce = process.env.COMMERCE_URL;
const commerceUrl = externalCommerce ?? `http://127.0.0.1:${backendPort}`;

const dev = process.argv.includes('--dev');
if (!dev) buildIfNeeded();

const services = createSupervisor();
if (!externalCommerce) {
  services.add(startNodeService('backend/server.ts', { BACKEND_PORT: backendPort }));
  await waitForHttp(`${commerceUrl}/health`);
}
services.add(
  dev
    ? startNodeService('node_modules/astro/bin/astro.mjs', { COMMERCE_URL: commerceUrl }, ['dev', '--port', port])
    : startNodeService('scripts/serve-storefront.ts', { PORT: port, COMMERCE_URL: commerceUrl }),
);
