/**
 * A specification as a shopper reads it in their language: a number with its unit ("6.1 inch", «6.1 بوصة»), several
 * choices as a list («Wi-Fi 6E، بلوتوث 5.3، NFC»).
 */
import type { Specification } from '@/lib/commerce/index.ts';

const lists = new Map<string, Intl.ListFormat>();

export function specificationText(specification: Pick<Specification, 'values' | 'unit'>, locale: string): string {
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })));
  const text = list.format(specification.values);
  return specification.unit === null ? text : `${text} ${specification.unit}`;
}
