/**
 * The route-cache tags an admin change touches, as the storefront tags its pages (src/server/cache/cache-policy.ts):
 * `product:<sku>`, `category:<id>`, `brand:<id>`, `catalogue`, `cms`, `config`.
 */
import { cachedStatement, type Database } from '../db/database.ts';

export const CATALOGUE_TAG = 'catalogue';
export const CMS_TAG = 'cms';
export const CONFIG_TAG = 'config';

/** A tag the storefront accepts: printable ASCII without spaces or commas, at most 200 characters. */
const VALID_TAG = /^[\x21-\x2b\x2d-\x7e]{1,200}$/;

const PRODUCT = 'SELECT sku, brand_id FROM products WHERE id = ?';
/** Every category whose listing may show the product: the anchor index holds its categories and their ancestors. */
const LISTED_IN = 'SELECT category_id FROM category_product_index WHERE product_id = ? ORDER BY category_id';

/**
 * A product change: its own page, every category listing and brand page that lists it, and `catalogue` for the
 * other lists that may show it (home carousels, search, deals, menus). A SKU that cannot be a tag (a space, a
 * comma, non-ASCII) is left out: `catalogue` still reaches its page, which carries the shell's tags.
 */
export function productChangeTags(db: Database, productId: number): string[] {
  const product = cachedStatement(db, PRODUCT).get(productId) as { sku: string; brand_id: number | null } | undefined;
  if (!product) return [CATALOGUE_TAG];
  const categories = (cachedStatement(db, LISTED_IN).all(productId) as Array<{ category_id: number }>).map(
    (row) => `category:${row.category_id}`,
  );
  const tags = [
    `product:${product.sku}`,
    ...categories,
    ...(product.brand_id === null ? [] : [`brand:${product.brand_id}`]),
    CATALOGUE_TAG,
  ];
  return tags.filter((tag) => VALID_TAG.test(tag));
}

/** A CMS block change (home banners, brand slider, social feed, any block): pages showing CMS content. */
export const blockChangeTags = (): string[] => [CMS_TAG];

/** A store configuration change (top bar, express delivery price): every page, through the shell. */
export const configChangeTags = (): string[] => [CONFIG_TAG];
