/**
 * i18next over `locales/{ar,en}/*.json`: one namespace per file (`locales/en/layout.json` -> `layout`), keys
 * used as `t('layout:header.cart')`, interpolation `{{name}}`. One initialised instance per locale, created
 * lazily and reused, so rendering a page never re-parses the resources.
 */
import i18next, { type Resource, type ResourceLanguage, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

export * from './locales.ts';
export type { TFunction } from 'i18next';

type NamespaceModule = { default: Record<string, unknown> };

// Eager glob: resources are bundled into the server build, so nothing reads the filesystem at runtime.
const namespaceModules = import.meta.glob<NamespaceModule>('../../../locales/*/*.json', { eager: true });

/** `../../../locales/en/layout.json` -> `['en', 'layout']`. */
function localeAndNamespaceOf(modulePath: string): [string, string] | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(modulePath);
  return match && match[1] && match[2] ? [match[1], match[2]] : null;
}

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [modulePath, module] of Object.entries(namespaceModules)) {
    const parsed = localeAndNamespaceOf(modulePath);
    if (!parsed) continue;
    const [locale, namespace] = parsed;
    const language: ResourceLanguage = resources[locale] ?? {};
    language[namespace] = module.default;
    resources[locale] = language;
  }
  return resources;
}

const resources = buildResources();

/** Every namespace found on disk, for both locales (the locales test guarantees they match). */
export const NAMESPACES: readonly string[] = Object.freeze(
  [...new Set(Object.values(resources).flatMap((language) => Object.keys(language)))].sort(),
);

const translators = new Map<Locale, TFunction>();

function createTranslator(locale: Locale): TFunction {
  const instance = i18next.createInstance();
  // Resources are in memory, so `initAsync: false` makes init synchronous and `t` usable immediately.
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    // Astro and React escape interpolated text when they render it; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance.t;
}

/** The translate function for a locale, e.g. `getT('ar')('errors:generic')`. */
export function getT(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale);
    translators.set(locale, t);
  }
  return t;
}
