import { z } from 'zod';
import { MagentoError } from '../../errors.ts';
import { storeSettings } from '../../store-config.ts';
import { ROOT_CATEGORY_ID } from '../../store-config-view.ts';
import { listBrands } from '../../catalog/brands.ts';
import { attributeCatalogue } from '../../catalog/attribute-metadata.ts';
import { attributesList, customAttributeMetadataV2 } from '../../catalog/attribute-view.ts';
import { categoriesCriteria, categoryListCriteria } from '../../catalog/category-input.ts';
import { categoryProductsCriteria } from '../../catalog/category-products-input.ts';
import { searchCategories } from '../../catalog/category-search.ts';
import { categoryViews, type CategoryContext } from '../../catalog/category-view.ts';
import { parseInput } from '../../input.ts';
import { assertPageExists, pageInfo } from '../../catalog/pagination.ts';
import { productCriteriaFromArgs } from '../../catalog/product-input.ts';
import { searchProducts, type ProductCriteria } from '../../catalog/product-search.ts';
import { productViews } from '../../catalog/product-view.ts';
import { configurableChoices } from '../../catalog/configurable-options.ts';
import { matchedVariantSku } from '../../catalog/matched-variant.ts';
import { optionValuesNamed } from '../../search/option-words.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Resolvers } from '../resolver-map.ts';

/**
 * One view context per request, so the category tree and product counts are read once however many
 * categories and products the query touches.
 */
const viewContexts = new WeakMap<RequestContext, CategoryContext>();
function viewContext(context: RequestContext): CategoryContext {
  let view = viewContexts.get(context);
  if (!view) {
    view = { db: context.db, storeId: context.store.id, baseUrl: context.baseUrl };
    viewContexts.set(context, view);
  }
  return view;
}

/** The option values a products query names: its color/capacity filter and the words of its search. */
function namedOptionValues(context: RequestContext, criteria: ProductCriteria): Map<string, Set<number>> {
  const named = criteria.search ? optionValuesNamed(context.db, criteria.search) : new Map<string, Set<number>>();
  for (const [code, values] of Object.entries(criteria.optionValues ?? {})) {
    named.set(code, new Set([...(named.get(code) ?? []), ...values]));
  }
  return named;
}

/** The page's products, a configurable product with the variant the query names (`matched_variant_sku`, custom). */
function productItems(context: RequestContext, criteria: ProductCriteria, ids: number[]) {
  const items = productViews(viewContext(context), ids);
  const named = namedOptionValues(context, criteria);
  if (named.size === 0) return items;
  const choices = configurableChoices(context.db, items.filter((item) => item.type_id === 'configurable').map((item) => item.id), context.store.id);
  return items.map((item) => {
    const choice = choices.get(item.id);
    return choice ? { ...item, matched_variant_sku: matchedVariantSku(choice, named) } : item;
  });
}

function productsResult(context: RequestContext, criteria: ProductCriteria) {
  const result = searchProducts(context.db, criteria);
  assertPageExists(result.totalCount, criteria.pageSize, criteria.currentPage);
  return {
    items: productItems(context, criteria, result.ids),
    total_count: result.totalCount,
    page_info: pageInfo(result.totalCount, criteria.pageSize, criteria.currentPage),
    aggregations: () => result.aggregations(),
    suggestions: [],
    did_you_mean: () => result.didYouMean(),
    sort_fields: () => sortFields(context),
  };
}

const SORT_LABELS = {
  position: { en: 'Position', ar: 'الموضع' },
  name: { en: 'Product Name', ar: 'اسم المنتج' },
  price: { en: 'Price', ar: 'السعر' },
} as const;

/**
 * Magento's `sort_fields`, always answered: the store view's default listing order (catalog/frontend/default_sort_by)
 * and the orders a shopper may pick, labelled in the store's language.
 */
function sortFields(context: RequestContext) {
  return {
    default: storeSettings(context.db, context.store.id)('catalog/frontend/default_sort_by') ?? 'position',
    options: Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label: label[context.store.code] })),
  };
}

const categoryArgs = z.object({ id: z.number().int().min(1).max(2 ** 31 - 1).nullish() });

const brandsArgs = z.object({ featured: z.boolean().nullish() });

const attributeFlagFilters = z.object({
  is_visible_on_front: z.boolean().nullish(),
  is_filterable: z.boolean().nullish(),
  is_comparable: z.boolean().nullish(),
  is_searchable: z.boolean().nullish(),
  used_in_product_listing: z.boolean().nullish(),
}).nullish();
const attributesListArgs = z.object({ entityType: z.string().max(64), filters: attributeFlagFilters });
const attributeMetadataArgs = z.object({
  attributes: z.array(z.object({
    attribute_code: z.string().max(255).nullish().transform((value) => value ?? ''),
    entity_type: z.string().max(64).nullish().transform((value) => value ?? ''),
  })).max(100, 'At most 100 attributes can be asked for at once.').nullish(),
});

export const catalogResolvers: Resolvers = {
  Query: {
    products: (_: unknown, args: unknown, context: RequestContext) =>
      productsResult(context, productCriteriaFromArgs(args, context.store.id, attributeCatalogue(context.db, context.store.id))),
    attributesList: (_: unknown, args: unknown, context: RequestContext) => {
      const { entityType, filters } = parseInput(attributesListArgs, args);
      // The store's EAV attributes of other entities (customers, addresses) are not served: none are listed.
      return entityType === 'CATALOG_PRODUCT' ? attributesList(context.db, context.store.id, filters) : { items: [], errors: [] };
    },
    customAttributeMetadataV2: (_: unknown, args: unknown, context: RequestContext) =>
      customAttributeMetadataV2(context.db, context.store.id, parseInput(attributeMetadataArgs, args).attributes ?? []),
    categoryList: (_: unknown, args: unknown, context: RequestContext) =>
      categoryViews(viewContext(context), searchCategories(viewContext(context), categoryListCriteria(args))),
    categories: (_: unknown, args: unknown, context: RequestContext) => {
      const { criteria, pageSize, currentPage } = categoriesCriteria(args);
      const ids = searchCategories(viewContext(context), criteria);
      assertPageExists(ids.length, pageSize, currentPage);
      return {
        items: categoryViews(viewContext(context), ids.slice((currentPage - 1) * pageSize, currentPage * pageSize)),
        total_count: ids.length,
        page_info: pageInfo(ids.length, pageSize, currentPage),
      };
    },
    /** Deprecated in 2.4.4 (categoryList replaces it), still answered: one category, the root when no id is given. */
    category: (_: unknown, args: unknown, context: RequestContext) => {
      const { id } = parseInput(categoryArgs, args);
      const category = categoryViews(viewContext(context), [id ?? ROOT_CATEGORY_ID])[0];
      if (!category) throw new MagentoError(404, "Category doesn't exist");
      return category;
    },
    getBrands: (_: unknown, args: unknown, context: RequestContext) => {
      const { featured } = parseInput(brandsArgs, args);
      return listBrands(context.db, context.store.id, context.baseUrl, featured ?? null);
    },
  },
  CategoryTree: {
    products: (category: { id: number }, args: unknown, context: RequestContext) => {
      const criteria = categoryProductsCriteria(args, category.id, context.store.id);
      const result = searchProducts(context.db, criteria);
      return {
        items: productViews(viewContext(context), result.ids),
        total_count: result.totalCount,
        page_info: pageInfo(result.totalCount, criteria.pageSize, criteria.currentPage),
      };
    },
  },
  ProductInterface: {
    __resolveType: (product: { __typename: string }) => product.__typename,
  },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  CustomAttributeMetadataInterface: { __resolveType: (item: { __typename: string }) => item.__typename },
  CustomAttributeOptionInterface: { __resolveType: (item: { __typename: string }) => item.__typename },
  AttributeValueInterface: { __resolveType: (item: { __typename: string }) => item.__typename },
  AttributeSelectedOptionInterface: { __resolveType: (item: { __typename: string }) => item.__typename },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
};
