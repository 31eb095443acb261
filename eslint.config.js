// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * The house's import rules (docs/architecture.md): imports go downward only,
 *   pages -> components / islands / actions / layouts -> server -> stores / lib -> domain,
 * `src` and `backend` never import each other, nothing imports `src/pages`, server-side code never imports
 * `src/lib/browser`, and there are no cycles.
 */
const SRC_ABOVE_SERVER = ['./src/pages', './src/layouts', './src/components', './src/islands', './src/actions', './src/middleware.ts'];
const layerZones = [
  { target: './src', from: './backend', message: 'The storefront talks to the backend over HTTP only, through src/lib/commerce.' },
  { target: './backend', from: './src', message: 'The embedded backend shares no code with the storefront.' },
  { target: './src', from: './src/pages', message: 'Nothing imports a route.' },
  { target: './src/server', from: SRC_ABOVE_SERVER, message: 'src/server is below pages, components, islands and actions.' },
  { target: './src/stores', from: [...SRC_ABOVE_SERVER, './src/server'], message: 'Stores sit below everything but src/lib.' },
  { target: './src/lib', from: [...SRC_ABOVE_SERVER, './src/server', './src/stores'], message: 'src/lib imports nothing above it.' },
  // The domain (the shop's types and pure rules) is the ground floor: the commerce door maps the wire onto it.
  { target: './src/domain', from: './src', except: ['./domain'], message: 'src/domain imports nothing but itself.' },
  // The commerce door has one face: whatever the path (relative or `@/`), only its index.ts is imported from outside.
  {
    target: ['./src/!(lib)/**', './src/*.ts', './src/lib/!(commerce)/**', './src/lib/*.ts'],
    from: './src/lib/commerce',
    except: ['./index.ts'],
    message: 'Everything outside src/lib/commerce imports it through its index.ts.',
  },
  // src/lib/browser/ runs only in the browser (document, window, astro:actions' client): code that runs on the server
  // (its shared rules in src/lib, the server, Actions, middleware, pages, layouts' and components' frontmatter) never
  // imports it; islands, stores and *.client.ts scripts do.
  {
    target: ['./src/server', './src/actions', './src/middleware.ts', './src/pages', './src/lib/!(browser)/**', './src/lib/*.ts', './src/**/*.astro'],
    from: './src/lib/browser',
    message: 'src/lib/browser is browser-only: server-side code imports the shared rules of src/lib instead.',
  },
];

/**
 * The backend's floors, the same rule for `backend/`: the entry points (server.ts, reset.ts) over the transport
 * (http, graphql, rest, admin, media.ts: requests in, answers out) over the domains (one folder each) over the shared
 * foundations (database, configuration, errors, input, dates, the store views, the change notices, the request
 * context). An import runs down a floor or stays on its own, never up.
 */
const BACKEND_ENTRY = ['./backend/server.ts', './backend/reset.ts'];
const BACKEND_TRANSPORT = ['./backend/http', './backend/graphql', './backend/rest', './backend/admin', './backend/media.ts'];
const BACKEND_DOMAINS = [
  'carts', 'catalog', 'checkout', 'cms', 'coupons', 'customers', 'directory', 'newsletter', 'orders', 'otp', 'payment',
  'search', 'seed', 'stock-reminder', 'urls', 'wishlist', 'store-config-view.ts',
].map((name) => `./backend/${name}`);
const BACKEND_FOUNDATIONS = [
  'db', 'notify', 'config.ts', 'aps-config.ts', 'errors.ts', 'input.ts', 'dates.ts', 'secrets.ts', 'stores.ts',
  'store-config.ts', 'request-context.ts',
];
const backendZones = [
  { target: './backend', from: BACKEND_ENTRY, message: 'Nothing imports the backend\'s entry points.' },
  {
    target: [...BACKEND_DOMAINS, ...BACKEND_FOUNDATIONS.map((name) => `./backend/${name}`)],
    from: BACKEND_TRANSPORT,
    message: 'Domains and foundations sit below the transport (http, graphql, rest, admin): pass them what they need.',
  },
  {
    target: BACKEND_FOUNDATIONS.map((name) => `./backend/${name}`),
    from: './backend',
    except: BACKEND_FOUNDATIONS.map((name) => `./${name}`),
    message: 'The shared foundations import only each other.',
  },
  // Within the domains: search serves the catalogue, one-time codes build on customers.
  { target: './backend/search', from: './backend/catalog', message: 'The search index sits below the catalogue.' },
  { target: './backend/customers', from: './backend/otp', message: 'Customers sit below the one-time codes that sign them in.' },
];

const commerceDoor = {
  paths: [
    ...['graphql-request', 'ofetch', 'node:http', 'node:https', 'undici'].map((name) => ({
      name,
      message: 'Only src/lib/commerce speaks HTTP to the commerce API: import its index.ts instead.',
    })),
    { name: 'astro/zod', message: "One zod everywhere: import { z } from 'zod'." },
  ],
  patterns: [{ regex: 'lib/commerce/(?!index\\.ts$).+', message: 'Everything outside src/lib/commerce imports it through its index.ts.' }],
};

/** Only src/lib/commerce speaks HTTP to the commerce API, and the rest of src enters it by its index.ts. @type {import('eslint').Linter.Config} */
const commerceClientsOnlyInTheDoor = {
  files: ['src/**/*.{ts,tsx,astro}'],
  ignores: ['src/lib/commerce/**'],
  rules: { 'no-restricted-imports': ['error', commerceDoor] },
};

/**
 * Code that runs in the browser never pulls in i18next and every locale file (src/lib/i18n/index.ts, ~40 KB gzip):
 * islands get their texts as props, scripts as inline JSON; locale helpers come from locales.ts, urls.ts, fill.ts.
 * @type {import('eslint').Linter.Config}
 */
const noTranslationBundleInTheBrowser = {
  files: ['src/islands/**/*.{ts,tsx}', 'src/stores/**/*.ts', 'src/**/*.client.ts', 'src/lib/i18n/{locales,urls,fill,page-locale}.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        ...commerceDoor,
        patterns: [
          ...commerceDoor.patterns,
          { regex: '(^|/)i18n/index\\.ts$|^\\./index\\.ts$', message: 'Browser code must not load i18next and every locale: import from locales.ts, urls.ts or fill.ts.' },
        ],
      },
    ],
  },
};

/**
 * Server-side code never calls fetch itself; browser code (islands, *.client.ts) may call our own endpoints.
 * @type {import('eslint').Linter.Config}
 */
const noServerFetchOutsideTheDoor = {
  files: ['src/{server,actions,pages,layouts,components}/**/*.{ts,astro}', 'src/middleware.ts'],
  ignores: ['src/**/*.client.ts'],
  rules: {
    'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/lib/commerce speaks HTTP to the commerce API.' }],
  },
};

/**
 * The end-to-end specs take `test` from tests/e2e/support/test.ts, whose shopper is on Save-Data unless the spec says
 * otherwise; Playwright's own `test` would quietly bring back every page's link prefetches. Types may still come from
 * Playwright. @type {import('eslint').Linter.Config}
 */
const specsUseTheSuiteTest = {
  files: ['tests/e2e/**/*.spec.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: [{ name: '@playwright/test', message: 'Import test and expect from ./support/test.ts.', allowTypeImports: true }] },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'var/', 'coverage/', 'playwright-report/', 'test-results/', 'src/lib/commerce/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-strict'],
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.strict,
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}', 'backend/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.astro', '.js', '.mjs'],
      // Dependencies are parsed by their own kind, not by the parser of the file that imports them (.astro).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'], 'astro-eslint-parser': ['.astro'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...backendZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One way to name a module of the storefront: `@/…` from src, `./` for a file beside or below.
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=/^\\.\\.\\//]`,
          message: 'Name a module outside this folder by its `@/` path, not by `../`.',
        })),
      ],
    },
  },
  commerceClientsOnlyInTheDoor,
  noTranslationBundleInTheBrowser,
  noServerFetchOutsideTheDoor,
  specsUseTheSuiteTest,
);
