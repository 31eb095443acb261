/** The SQL price a shopper pays now for the product `alias`: its special price strictly inside its window. */
const ownFinalPrice = (alias: string) => `(CASE WHEN ${alias}.special_price IS NOT NULL AND ${alias}.special_price < ${alias}.price
  AND ${alias}.special_from_date < :now AND ${alias}.special_to_date > :now THEN ${alias}.special_price ELSE ${alias}.price END)`;

const cheapestVariant = (stock: string) => `(SELECT MIN(${ownFinalPrice('c')}) FROM configurable_links l
  JOIN products c ON c.id = l.child_id WHERE l.parent_id = p.id AND c.status = 1${stock})`;

/**
 * The SQL price a shopper pays now (Magento's final price). A configurable product's is its cheapest variant's in
 * stock (else its cheapest variant's), as Magento's price index has it; listings sort and filter on it.
 */
export const FINAL_PRICE_SQL = `(CASE WHEN p.type_id = 'configurable' THEN COALESCE(${cheapestVariant(' AND c.is_in_stock = 1 AND c.qty > 0')},
  ${cheapestVariant('')}, p.price) ELSE ${ownFinalPrice('p')} END)`;

/** LIKE pattern for "contains text", with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
