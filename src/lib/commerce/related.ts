/**
 * Related products for a product page: other products of the same category. "Same category" means the
 * product's own kind (phones, headphones, a gift-card family), not the merchandising groups every product or
 * every discounted product also sits in: those would relate anything to anything.
 */
import { ECARDS_CATEGORY_ID, isAllProductsUrlKey } from '@/domain/menu-rules.ts';
import { listProducts } from './catalog.ts';
import type { ProductCard, ProductDetail } from '@/domain/catalog-types.ts';
import type { CommerceContext } from './context.ts';

export const RELATED_PRODUCTS_LIMIT = 8;

/**
 * Besides "all products" (menu-rules), categories that group products by promotion rather than by kind: hot
 * deals holds the products whose sale is running, so its membership changes with every sale window.
 */
const PROMOTIONAL_URL_KEYS: readonly string[] = ['hot-deals'];

type CategoryRef = ProductDetail['categories'][number];

/**
 * The category that says what the product is: the first one that is not a promotional group, preferring a
 * gift-card family over the e-cards parent. Null when the product sits only in promotional groups.
 */
export function primaryCategory(categories: readonly CategoryRef[]): CategoryRef | null {
  const kinds = categories.filter(
    (category) => !isAllProductsUrlKey(category.urlKey) && !PROMOTIONAL_URL_KEYS.includes(category.urlKey),
  );
  return kinds.find((category) => category.id !== ECARDS_CATEGORY_ID) ?? kinds[0] ?? null;
}

/** Up to `limit` candidates in their listed order, without the product itself and without repeats. */
export function selectRelated(
  candidates: readonly ProductCard[],
  currentSku: string,
  limit: number = RELATED_PRODUCTS_LIMIT,
): ProductCard[] {
  const seen = new Set<string>([currentSku]);
  const related: ProductCard[] = [];
  for (const candidate of candidates) {
    if (related.length >= limit) break;
    if (seen.has(candidate.sku)) continue;
    seen.add(candidate.sku);
    related.push(candidate);
  }
  return related;
}

/** Other products of the product's primary category (empty when it has none), at most RELATED_PRODUCTS_LIMIT. */
export async function getRelatedProducts(
  context: CommerceContext,
  product: Pick<ProductDetail, 'sku' | 'categories'>,
): Promise<ProductCard[]> {
  const category = primaryCategory(product.categories);
  if (!category) return [];
  // One more than needed: the product itself is usually among the first results of its own category.
  const page = await listProducts(context, { categoryId: category.id, page: 1, pageSize: RELATED_PRODUCTS_LIMIT + 1 });
  return selectRelated(page.items, product.sku);
}
