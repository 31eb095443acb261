/**
 * The header's compare link named with its count, "Compare products (3)" / «مقارنة المنتجات (3)»: the same words
 * for the shopper's stylesheet (script-free pages) and the header's script, so a count shown is in the name.
 */
export function compareLinkName(plainName: string, count: number): string {
  return count > 0 ? `${plainName} (${count > 99 ? '99+' : count})` : plainName;
}
