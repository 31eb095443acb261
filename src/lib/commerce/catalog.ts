/** Categories and products: menus, category/e-card pages, listings and the product page. */
import { chunks } from '@/lib/chunks.ts';
import { ECARDS_CATEGORY_ID, ROOT_CATEGORY_ID, orderMenuCategories } from '@/domain/menu-rules.ts';
import { getBrands } from './brands.ts';
import { graphqlRequest } from './graphql.ts';
import { toAggregation, toMenuCategory, toProductCard, toProductDetail } from './mappers/catalog.ts';
import { toProductOptions, toProductVariants } from './mappers/product-options.ts';
import { toSpecificationAttributes } from './mappers/specifications.ts';
import {
  CATEGORY_BY_URL_KEY_QUERY,
  CATEGORY_CHILDREN_QUERY,
  CATEGORY_TREE_QUERY,
  PRODUCT_DETAIL_QUERY,
  PRODUCT_LIST_QUERY,
  PRODUCT_VARIANTS_QUERY,
} from './operations/catalog.ts';
import { MAX_PAGE_SIZE, toProductListVariables } from './product-query.ts';
import {
  categoryByUrlKeySchema, categoryChildrenSchema, categoryTreeSchema, productDetailResponseSchema, productListSchema, productVariantsResponseSchema,
  type CheckedCategory,
} from './schemas/catalog.ts';
import type { MenuCategory, ProductDetail, ProductPage, ProductQuery } from '@/domain/catalog-types.ts';
import type { ProductOption, ProductVariant } from '@/domain/product-option-types.ts';
import type { CommerceContext } from './context.ts';

/** The children of the category `categoryId` in a `categoryList` answer, with what levels below them it holds. */
function childrenIn(list: ReadonlyArray<CheckedCategory | null> | null, categoryId: number): MenuCategory[] {
  const parent = list?.find((category) => category?.id === categoryId);
  return (parent?.children ?? [])
    .filter((child) => child !== null)
    .map(toMenuCategory)
    .filter((category) => category !== null);
}

/** A category's children and theirs: the two levels a menu shows. */
async function childrenOf(context: CommerceContext, categoryId: number): Promise<MenuCategory[]> {
  const data = await graphqlRequest(context, CATEGORY_CHILDREN_QUERY, { id: String(categoryId) }, categoryChildrenSchema);
  return childrenIn(data.categoryList, categoryId);
}

/** The main categories list: children of the root (2), ordered and filtered by the menu rules. */
export async function getMenuCategories(context: CommerceContext): Promise<MenuCategory[]> {
  return orderMenuCategories(await childrenOf(context, ROOT_CATEGORY_ID));
}

/**
 * Every category a shopper can open, at every level (four below the root): the sitemap's. Filtered and ordered by
 * the menu rules: a category with no products, and the e-cards (listed apart), are left out.
 */
export async function getAllCategories(context: CommerceContext): Promise<MenuCategory[]> {
  const data = await graphqlRequest(context, CATEGORY_TREE_QUERY, { id: String(ROOT_CATEGORY_ID) }, categoryTreeSchema);
  return orderMenuCategories(childrenIn(data.categoryList, ROOT_CATEGORY_ID));
}

/** E-cards: children of category 18, in the merchandiser's order (the first 8 are the featured ones). */
export async function getEcards(context: CommerceContext): Promise<MenuCategory[]> {
  return childrenOf(context, ECARDS_CATEGORY_ID);
}

/** A category by its url key (the `categories/{slug}` and `ecards/{slug}` pages); null when unknown. */
export async function getCategory(context: CommerceContext, urlKey: string): Promise<MenuCategory | null> {
  if (!urlKey.trim()) return null;
  const data = await graphqlRequest(context, CATEGORY_BY_URL_KEY_QUERY, { urlKey }, categoryByUrlKeySchema);
  const match = data.categoryList?.find((category) => category?.url_key === urlKey);
  return match ? toMenuCategory(match) : null;
}

export async function listProducts(context: CommerceContext, query: ProductQuery = {}): Promise<ProductPage> {
  const variables = toProductListVariables(query);
  // An empty sku list asks for nothing: answer without a round trip (Magento would reject `in: []`).
  if (query.skus !== undefined && query.skus.length === 0) {
    return { items: [], total: 0, page: variables.currentPage, pageSize: variables.pageSize, totalPages: 0, aggregations: [] };
  }
  const { products } = await graphqlRequest(context, PRODUCT_LIST_QUERY, variables, productListSchema);
  const total = products.total_count ?? 0;
  const pageSize = products.page_info?.page_size ?? variables.pageSize;
  return {
    items: (products.items ?? [])
      .filter((item) => item !== null)
      .map(toProductCard)
      .filter((card) => card !== null),
    total,
    page: products.page_info?.current_page ?? variables.currentPage,
    pageSize,
    totalPages: products.page_info?.total_pages ?? Math.ceil(total / pageSize),
    aggregations: (products.aggregations ?? []).filter((a) => a !== null).map(toAggregation),
  };
}

/** The product page data for a url key; null when no product has it. */
export async function getProduct(context: CommerceContext, urlKey: string): Promise<ProductDetail | null> {
  if (!urlKey.trim()) return null;
  const [{ products, attributesList }, brands] = await Promise.all([
    graphqlRequest(context, PRODUCT_DETAIL_QUERY, { urlKey }, productDetailResponseSchema),
    getBrands(context, { includeEmpty: true }),
  ]);
  const raw = products.items?.find((item) => item?.url_key === urlKey);
  if (!raw) return null;
  const aggregations = (products.aggregations ?? []).filter((a) => a !== null).map(toAggregation);
  return toProductDetail(raw, aggregations, new Map(brands.map((brand) => [brand.id, brand])), toSpecificationAttributes(attributesList));
}

/** A configurable product's options and variants, as its page offers them. */
export type ProductVariants = { options: ProductOption[]; variants: ProductVariant[] };

/**
 * The options and variants of the products at `urlKeys`, by url key, in one call for up to a hundred products (one
 * more call per hundred): a product that is gone is missing from the map, a simple one has no variants.
 */
export async function getProductVariants(context: CommerceContext, urlKeys: readonly string[]): Promise<Map<string, ProductVariants>> {
  const wanted = new Set(urlKeys.filter((key) => key.trim() !== ''));
  const answers = await Promise.all(
    chunks([...wanted], MAX_PAGE_SIZE).map((batch) => graphqlRequest(context, PRODUCT_VARIANTS_QUERY, { urlKeys: batch, pageSize: batch.length }, productVariantsResponseSchema)),
  );
  const found = new Map<string, ProductVariants>();
  for (const raw of answers.flatMap((answer) => answer.products.items ?? [])) {
    const card = raw ? toProductCard(raw) : null;
    if (!raw || !card || !wanted.has(card.urlKey)) continue;
    const options = toProductOptions(raw.configurable_options);
    found.set(card.urlKey, { options, variants: toProductVariants(raw.variants, options, card.name) });
  }
  return found;
}
