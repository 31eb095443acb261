/**
 * What the sitemap lists. Magento url keys are per store view, but this catalogue shares them between ar and en
 * (the sitemap prints each key under both locale prefixes), so the default store is read.
 *
 * - `listSitemapPages`: the categories at every level (the menu shows two), brands and e-card families.
 * - `listSitemapProducts`: one page of the products a shopper opens on their own (`sitemapProducts`, url key and
 *   SKU only), as many as one sitemap file holds: a file costs one light call, whatever the catalogue's size.
 */
import { DEFAULT_LOCALE } from '@/lib/i18n/locales.ts';
import { getBrands } from './brands.ts';
import { getAllCategories, getEcards } from './catalog.ts';
import type { CommerceContext } from './context.ts';
import { graphqlRequest } from './graphql.ts';
import { SITEMAP_PRODUCTS_QUERY } from './operations/catalog.ts';
import { sitemapProductsSchema } from './schemas/catalog.ts';
import type { MenuCategory, SitemapPages, SitemapProducts } from '@/domain/catalog-types.ts';

function flattenUrlKeys(categories: MenuCategory[]): string[] {
  return categories.flatMap((category) => [category.urlKey, ...flattenUrlKeys(category.children)]);
}

const unique = (values: string[]) => [...new Set(values)];

const defaultStore = (context: CommerceContext): CommerceContext => ({ ...context, locale: DEFAULT_LOCALE });

/** Read in the default store view, whatever the context's locale. */
export async function listSitemapPages(shopperContext: CommerceContext): Promise<SitemapPages> {
  const context = defaultStore(shopperContext);
  const [categories, brands, ecards] = await Promise.all([getAllCategories(context), getBrands(context), getEcards(context)]);
  return {
    categories: unique(flattenUrlKeys(categories)),
    brands: unique(brands.map((brand) => brand.slug)),
    ecards: unique(flattenUrlKeys(ecards)),
  };
}

/** Page `currentPage` of `pageSize` products (at most 25,000), in the default store view. */
export async function listSitemapProducts(
  shopperContext: CommerceContext,
  { pageSize, currentPage }: { pageSize: number; currentPage: number },
): Promise<SitemapProducts> {
  const { sitemapProducts } = await graphqlRequest(
    defaultStore(shopperContext),
    SITEMAP_PRODUCTS_QUERY,
    { pageSize, currentPage },
    sitemapProductsSchema,
  );
  return {
    totalCount: sitemapProducts.total_count,
    products: sitemapProducts.items.map((item) => ({ sku: item.sku, urlKey: item.url_key })),
  };
}
