import { readFileSync } from 'node:fs';

/** i18next's nesting, `$t(glossary:wishlist)`: a text that reuses another key's words. */
const NESTED = /\$t\(([\w-]+):([\w.-]+)\)/g;

/**
 * A string from `locales/{locale}/{namespace}.json` by dotted key, so tests assert the shipped copy; the keys it
 * nests (`$t(glossary:…)`) are filled in, as i18next does.
 */
export function copy(locale: 'ar' | 'en', namespace: string, key: string): string {
  const data = JSON.parse(readFileSync(`locales/${locale}/${namespace}.json`, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
  if (typeof value !== 'string') throw new Error(`no string at ${locale}/${namespace}:${key}`);
  return value.replace(NESTED, (_whole, nestedNamespace: string, nestedKey: string) => copy(locale, nestedNamespace, nestedKey));
}

/** Fills the `{{name}}` placeholders of a shipped text, as the pages do. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
