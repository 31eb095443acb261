// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, sharpImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { clientDirectives } from './integrations/client-directives.ts';
import { precompressAssets } from './integrations/precompress-assets.ts';
import { registeredPropertiesFallback } from './integrations/registered-properties-fallback.ts';
import { resolvedSpacing } from './integrations/resolved-spacing.ts';
import { resolvedTheme } from './integrations/resolved-theme.ts';
import { shellChunk } from './integrations/shell-chunk.ts';
import { SHORT_HASH_FILE_NAMES } from './integrations/short-hash-file-names.ts';

export default defineConfig({
  output: 'server',
  // A page's styles go inside it instead of a render-blocking request: on a slow phone network a new guest's first
  // page paints about 400 ms sooner (bench:first-load); the first page is the one that decides whether a shopper
  // stays. Components' own <style> blocks are inlined here. The store's stylesheet (src/styles/global.css, 57 KB) is
  // linked by StoreLayout; a rendered catalogue page then carries only the rules its markup uses, and the shell links
  // the whole file once the page has loaded (src/server/layout/page-styles.ts). Measured for issue 53: the whole file as a render-blocking
  // request took a product page's LCP from 840 to 1,204 ms on the throttled phone; critical CSS found by matching
  // the DOM (beasties) cost each render 95-260 ms, where matching class names costs a few.
  build: { inlineStylesheets: 'always' },
  adapter: node({ mode: 'standalone' }),
  // The media route makes its AVIF copies on demand (src/server/media/responsive-media-copies.ts). At sharp's effort
  // 2 instead of its default 4 a 960 px copy takes 0.14-0.23 s instead of 0.6-1.1 s on this project's machines (the
  // seed's photos), for between 11 % fewer and 29 % more bytes: the server's CPU after each deploy, and in the tests.
  image: { service: sharpImageService({ avif: { effort: 2 } }) },
  integrations: [react(), clientDirectives(), precompressAssets()],
  // Sessions (a form's result after its 303): on disk by default, in Redis shared by every instance when REDIS_URL is
  // set (read at runtime).
  session: {
    driver: {
      entrypoint: new URL('./src/server/forms/form-session-storage.ts', import.meta.url),
      config: { base: fileURLToPath(new URL('./node_modules/.astro/sessions', import.meta.url)) },
    },
  },
  // The route cache: memory by default, Redis shared by every instance when REDIS_URL is set (read at runtime).
  cache: { provider: { name: 'matjar-route-cache', entrypoint: './src/server/cache/astro-provider.ts' } },
  i18n: {
    locales: ['ar', 'en'],
    defaultLocale: 'ar',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? true },
  vite: {
    plugins: [tailwindcss(), registeredPropertiesFallback(), resolvedSpacing(), resolvedTheme()],
    // The store shell's script and everything it imports statically go out as one file (see shell-chunk.ts), and
    // so does the stores' runtime (nanostores and its persistence), which each store would otherwise fetch in parts.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [shellChunk, { name: 'nanostores', test: /node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]/ }] },
              ...SHORT_HASH_FILE_NAMES,
            },
          },
        },
      },
    },
  },
  security: {
    // Actions and form posts from another site are refused (403) by the middleware
    // (src/server/security/origin-check.ts): Astro's own check has no room for the payment provider's return.
    checkOrigin: false,
    // No `allowedDomains`: Astro would believe X-Forwarded-Proto/-Host/-For from any client whose Host matches.
    // The public origin comes from SITE_URL and a trusted proxy's forwarded scheme
    // (src/server/security/public-origin.ts), and Astro's clientAddress stays the socket's peer.
    // Astro writes script-src and style-src with the hash of every inline script and style it emits on a page; the
    // middleware adds the hashes of our own inline code and the other directives
    // (src/server/security/content-security-policy.ts). No 'unsafe-inline'.
    csp: { algorithm: 'SHA-256' },
  },
});
