/** Several values of one attribute as one text, listed as the store view's language lists them ("Black, Blue"). */
const LISTS: Record<number, Intl.ListFormat> = {
  1: new Intl.ListFormat('ar', { style: 'short', type: 'unit' }),
  2: new Intl.ListFormat('en-GB', { style: 'short', type: 'unit' }),
};

export function formatList(values: readonly string[], storeId: number): string {
  return (LISTS[storeId] ?? LISTS[2] as Intl.ListFormat).format(values);
}
