/**
 * The route-cache tags an admin change touches, as the storefront tags its pages (src/server/cache/cache-policy.ts):
 *
 * - `product:<sku>`: every page that shows the product (its own page, and each listing, carousel or related strip
 *   it appears on). A change to what a shopper sees of one product (price, name, texts, stock) names only this.
 * - `category:<id>`, `brand:<id>`, `listing:products`, `listing:search`, `listing:home`: the listings a product
 *   belongs to. Named only when the product enters or leaves them: it became sellable or not (status, visibility)
 *   or went out of or back into stock (listings filter on stock).
 * - `listing:deals`: the deals list, named when a product's sale (special price, its window, or the price it is
 *   compared with) changes, since that decides whether it is on the list.
 * - its categories', its brand's, `listing:products` and `listing:search`, also when its specifications (attribute
 *   values) change: those listings filter and count by them, and searches find it by them.
 * - `listing:search`, also when a product's texts change (a search may now find it, or no longer) and when the
 *   merchant's synonyms do.
 * - `menu`: the category and brand menus of every page, named only when what they show changes; here, a
 *   category's or brand's count of sellable products crossing zero (the menus hide empty ones), and a category's or
 *   brand's name, position or visibility saved through the admin API (admin/category-update.ts, brand-update.ts).
 * - `cms:<identifier>`: the pages that show that CMS block.
 * - `config`: the store configuration every page shows (announcement bar).
 *
 * A variant of a configurable product (not visible on its own) is shown only on its product's pages and cards: its
 * change names its configurable product's tags, never its own SKU.
 */
import { parentIdOf } from '../db/configurable-links.ts';
import { cachedStatement, type Database } from '../db/database.ts';

export const MENU_TAG = 'menu';
export const CONFIG_TAG = 'config';
export const SEARCH_TAG = 'listing:search';
export const LISTING_TAGS = ['listing:products', SEARCH_TAG, 'listing:home'] as const;
export const DEALS_TAG = 'listing:deals';
/** The listings with filters a product's specifications appear in beside its categories' and brand's. */
const FILTERED_LISTING_TAGS = ['listing:products', SEARCH_TAG] as const;

/** A tag the storefront accepts: printable ASCII without spaces or commas, at most 200 characters. */
const VALID_TAG = /^[\x21-\x2b\x2d-\x7e]{1,200}$/;

/** What changed about one product, as far as pages are concerned. */
export interface ProductChange {
  /** It became sellable or stopped being so (status, visibility). */
  sellable: boolean;
  /** It went out of stock or came back. */
  stock: boolean;
  /** Its sale changed: special price, its dates, or the regular price while it has a special price. */
  sale: boolean;
  /** Its name or texts changed in a store view: the searches that find it change. */
  texts?: boolean;
  /**
   * Its specifications (attribute values) changed: the listings it is in show them as filters and count it under
   * them, and searches find it by them.
   */
  attributes?: boolean;
}

const PRODUCT = 'SELECT sku, brand_id, status, visibility FROM products WHERE id = ?';
/** Every category whose listing may show the product: the anchor index holds its categories and their ancestors. */
const LISTED_IN = 'SELECT category_id FROM category_product_index WHERE product_id = ? ORDER BY category_id';
const SELLABLE = 'p.status = 1 AND p.visibility <> 1';
const CATEGORY_COUNT = `SELECT COUNT(*) AS n FROM category_product_index ci JOIN products p ON p.id = ci.product_id
  WHERE ci.category_id = ? AND ${SELLABLE}`;
const BRAND_COUNT = `SELECT COUNT(*) AS n FROM products p WHERE p.brand_id = ? AND ${SELLABLE}`;

const isSellable = (row: { status: number; visibility: number }) => row.status === 1 && row.visibility !== 1;

/**
 * The tags of a change to the product `productId`, read after the change was written (inside its transaction).
 * A SKU that cannot be a tag (a space, a comma, non-ASCII) is left out: then the product's own page and the pages
 * it appears on are reached through its listings, which are named in its place.
 */
export function productChangeTags(db: Database, productId: number, change: ProductChange): string[] {
  // A variant has no page or card of its own: its configurable product's show its price and stock.
  const parentId = parentIdOf(db, productId);
  if (parentId !== null) return productChangeTags(db, parentId, change);
  const product = cachedStatement(db, PRODUCT).get(productId) as
    | { sku: string; brand_id: number | null; status: number; visibility: number }
    | undefined;
  if (!product) return [];
  const productTag = `product:${product.sku}`;
  const tagged = VALID_TAG.test(productTag);
  const categories = (cachedStatement(db, LISTED_IN).all(productId) as Array<{ category_id: number }>).map((row) => row.category_id);
  const listings = change.sellable || change.stock || !tagged;
  // Specifications: the listings that filter and count by them (its categories', its brand's, all products, search).
  const filtered = change.attributes === true && !listings;
  const tags = [
    ...(tagged ? [productTag] : []),
    ...(listings ? [...categories.map((id) => `category:${id}`), ...(product.brand_id === null ? [] : [`brand:${product.brand_id}`]), ...LISTING_TAGS] : []),
    ...(filtered ? [...categories.map((id) => `category:${id}`), ...(product.brand_id === null ? [] : [`brand:${product.brand_id}`]), ...FILTERED_LISTING_TAGS] : []),
    ...(listings || change.sale ? [DEALS_TAG] : []),
    ...(change.texts && !listings && !filtered ? [SEARCH_TAG] : []),
    ...(change.sellable && menuCountCrossedZero(db, product, categories) ? [MENU_TAG] : []),
  ];
  return tags.filter((tag) => VALID_TAG.test(tag));
}

/**
 * Whether the product's becoming sellable (or not) took one of its categories or its brand from no sellable
 * products to one, or from one to none: only then does a menu gain or lose an entry.
 */
function menuCountCrossedZero(db: Database, product: { brand_id: number | null; status: number; visibility: number }, categories: number[]): boolean {
  const countWhenCrossed = isSellable(product) ? 1 : 0;
  const counts = [
    ...categories.map((id) => (cachedStatement(db, CATEGORY_COUNT).get(id) as { n: number }).n),
    ...(product.brand_id === null ? [] : [(cachedStatement(db, BRAND_COUNT).get(product.brand_id) as { n: number }).n]),
  ];
  return counts.some((count) => count === countWhenCrossed);
}

/** A CMS block change: the pages that show the block, under its identifier before and after the change. */
export function blockChangeTags(identifiers: readonly string[]): string[] {
  return [...new Set(identifiers.map((identifier) => `cms:${identifier}`))].filter((tag) => VALID_TAG.test(tag));
}

/** A store configuration change (top bar, express delivery price): every page, through the shell. */
export const configChangeTags = (): string[] => [CONFIG_TAG];
