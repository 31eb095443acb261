/**
 * Every locale namespace file must exist in both ar and en with the same keys and no empty values. It reads
 * the files from disk (not through i18next) so it also covers namespaces other engineers add.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales.ts';

const LOCALES_DIR = resolve(import.meta.dirname, '../../../../../locales');

// i18next plural forms: Arabic needs zero/one/two/few/many/other where English needs one/other, so a plural
// key is compared by its base name and must carry the `_other` form in every locale.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function namespacesOf(locale: string): string[] {
  return readdirSync(join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

type Leaf = { key: string; value: unknown };

function leavesOf(value: unknown, prefix = ''): Leaf[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [{ key: prefix, value }];
}

function readNamespace(locale: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8'));
}

function comparableKeys(leaves: Leaf[]): string[] {
  return [...new Set(leaves.map(({ key }) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

const allNamespaces = [...new Set(LOCALES.flatMap(namespacesOf))].sort();

describe('locale files', () => {
  it('exist for every locale with the same namespaces', () => {
    const [first, ...rest] = LOCALES.map(namespacesOf);
    expect(first?.length).toBeGreaterThan(0);
    for (const namespaces of rest) expect(namespaces).toEqual(first);
  });

  it.each(allNamespaces)('%s has the same keys in every locale', (namespace) => {
    const keySets = LOCALES.map((locale) => comparableKeys(leavesOf(readNamespace(locale, namespace))));
    const [first, ...rest] = keySets;
    for (const keys of rest) expect(keys).toEqual(first);
  });

  it.each(allNamespaces)('%s has exactly the same keys, plural forms included, in every locale', (namespace) => {
    // Arabic needs six plural forms; English carries the same six (most alike), so a tool or a translator reading one
    // locale finds every key in the other.
    const keySets = LOCALES.map((locale) => leavesOf(readNamespace(locale, namespace)).map(({ key }) => key).sort());
    const [first, ...rest] = keySets;
    for (const keys of rest) expect(keys).toEqual(first);
  });

  it.each(allNamespaces)('%s has only non-empty string values', (namespace) => {
    for (const locale of LOCALES) {
      for (const { key, value } of leavesOf(readNamespace(locale, namespace))) {
        expect(typeof value, `${locale}/${namespace}.json ${key}`).toBe('string');
        expect(String(value).trim(), `${locale}/${namespace}.json ${key}`).not.toBe('');
      }
    }
  });

  it.each(allNamespaces)('%s gives every plural key its "other" form', (namespace) => {
    for (const locale of LOCALES) {
      const keys = leavesOf(readNamespace(locale, namespace)).map(({ key }) => key);
      for (const key of keys.filter((k) => PLURAL_SUFFIX.test(k))) {
        expect(keys, `${locale}/${namespace}.json ${key}`).toContain(key.replace(PLURAL_SUFFIX, '_other'));
      }
    }
  });

  it.each(allNamespaces)('%s uses the same interpolation variables in every locale', (namespace) => {
    const variablesByKey = (locale: string) =>
      new Map(
        leavesOf(readNamespace(locale, namespace)).map(({ key, value }) => [
          key.replace(PLURAL_SUFFIX, ''),
          [...String(value).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).filter((v) => v !== 'count').sort(),
        ]),
      );
    const [first, ...rest] = LOCALES.map(variablesByKey);
    for (const other of rest) {
      for (const [key, variables] of first ?? []) expect(other.get(key), key).toEqual(variables);
    }
  });
});
