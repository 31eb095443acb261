/**
 * Url keys for `/sitemap.xml`. Magento url keys are per store view, but this catalogue shares them between
 * ar and en (the sitemap prints each key under both locale prefixes), so the default store is read.
 */
import { DEFAULT_LOCALE } from '@/lib/i18n/locales.ts';
import { getBrands } from './brands.ts';
import { getEcards, getMenuCategories } from './catalog.ts';
import type { CommerceContext } from './context.ts';
import { graphqlRequest } from './graphql.ts';
import { PRODUCT_URL_KEYS_QUERY } from './operations/catalog.ts';
import { MAX_PAGE_SIZE } from './product-query.ts';
import { productUrlKeysSchema } from './schemas/catalog.ts';
import type { MenuCategory, SitemapEntries } from './types/catalog.ts';

/** A sitemap file holds at most 50,000 URLs; two locales per key keeps products well below that. */
const MAX_PRODUCT_PAGES = 200;

function flattenUrlKeys(categories: MenuCategory[]): string[] {
  return categories.flatMap((category) => [category.urlKey, ...flattenUrlKeys(category.children)]);
}

async function allProductUrlKeys(context: CommerceContext): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page++) {
    const { products } = await graphqlRequest(
      context,
      PRODUCT_URL_KEYS_QUERY,
      { pageSize: MAX_PAGE_SIZE, currentPage: page },
      productUrlKeysSchema,
    );
    for (const item of products.items ?? []) if (item?.url_key) keys.push(item.url_key);
    const totalPages = products.page_info?.total_pages ?? Math.ceil((products.total_count ?? 0) / MAX_PAGE_SIZE);
    if (page >= totalPages || (products.items ?? []).length === 0) break;
  }
  return keys;
}

const unique = (values: string[]) => [...new Set(values)];

/** Read in the default store view, whatever the context's locale. */
export async function listSitemapEntries(shopperContext: CommerceContext): Promise<SitemapEntries> {
  const context = { ...shopperContext, locale: DEFAULT_LOCALE };
  const [categories, brands, products, ecards] = await Promise.all([
    getMenuCategories(context),
    getBrands(context),
    allProductUrlKeys(context),
    getEcards(context),
  ]);
  return {
    categories: unique(flattenUrlKeys(categories)),
    brands: unique(brands.map((brand) => brand.slug)),
    products: unique(products),
    ecards: unique(flattenUrlKeys(ecards)),
  };
}
