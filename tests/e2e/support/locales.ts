import { readFileSync } from 'node:fs';

/** A string from `locales/{locale}/{namespace}.json` by dotted key, so tests assert the shipped copy. */
export function copy(locale: 'ar' | 'en', namespace: string, key: string): string {
  const data = JSON.parse(readFileSync(`locales/${locale}/${namespace}.json`, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
  if (typeof value !== 'string') throw new Error(`no string at ${locale}/${namespace}:${key}`);
  return value;
}
