/** The SQL price a shopper pays now (Magento's final price): special price strictly inside its window. */
export const FINAL_PRICE_SQL = `(CASE WHEN p.special_price IS NOT NULL AND p.special_price < p.price
  AND p.special_from_date < :now AND p.special_to_date > :now THEN p.special_price ELSE p.price END)`;

/** A product a shopper may find: enabled and visible in catalogue or search (Magento visibility 2, 3, 4). */
export const SELLABLE_SQL = 'p.status = 1 AND p.visibility <> 1';

/** LIKE pattern for "contains text", with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
