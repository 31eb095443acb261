/**
 * Every literal `t('namespace:key')` in the storefront source must name a key that exists in every locale,
 * so a typo or a forgotten locale entry fails here instead of showing a raw key to shoppers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales.ts';

const root = resolve(import.meta.dirname, '../../../../..');
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(astro|ts|tsx)$/.test(entry) ? [path] : [];
  });
}

function usedKeys(): { file: string; namespace: string; key: string }[] {
  const pattern = /\bt\(\s*['"`]([a-zA-Z]+):([a-zA-Z0-9_.-]+)['"`]/g;
  return sourceFiles(resolve(root, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({
      file: file.slice(root.length + 1),
      namespace: m[1] ?? '',
      key: m[2] ?? '',
    })),
  );
}

function hasKey(resource: unknown, key: string): boolean {
  const segments = key.split('.');
  const last = segments.pop() ?? '';
  let node: unknown = resource;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[segment];
  }
  if (node === null || typeof node !== 'object') return false;
  const parent = node as Record<string, unknown>;
  // A plural key is used by its base name (`results`) and stored as `results_one`, `results_other`...
  return last in parent || PLURAL_SUFFIXES.some((suffix) => `${last}_${suffix}` in parent);
}

function readNamespace(locale: string, namespace: string): unknown {
  try {
    return JSON.parse(readFileSync(resolve(root, 'locales', locale, `${namespace}.json`), 'utf8'));
  } catch {
    return null;
  }
}

describe('translation keys used in the source', () => {
  const uses = usedKeys();

  it('finds literal t() calls', () => {
    expect(uses.length).toBeGreaterThan(0);
  });

  it('all exist in every locale', () => {
    const missing = uses.flatMap(({ file, namespace, key }) =>
      LOCALES.filter((locale) => !hasKey(readNamespace(locale, namespace), key)).map(
        (locale) => `${locale}/${namespace}.json: ${key} (used in ${file})`,
      ),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});
