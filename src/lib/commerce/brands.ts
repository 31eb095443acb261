/** Brands (custom brand module): the brands index, brand pages and the brands menu panel. */
import { menuBrands, visibleBrands } from '@/domain/menu-rules.ts';
import { graphqlRequest } from './graphql.ts';
import { toBrandView } from './mappers/brands.ts';
import { BRANDS_QUERY } from './operations/brands.ts';
import type { BrandView } from '@/domain/catalog-types.ts';
import type { CommerceContext } from './context.ts';

async function fetchBrands(context: CommerceContext, featured?: boolean): Promise<BrandView[]> {
  const variables = featured === undefined ? {} : { featured };
  const data = await graphqlRequest(context, BRANDS_QUERY, variables, null);
  return data.getBrands.map(toBrandView).filter((brand) => brand !== null);
}

/**
 * Brands shoppers can browse: product_count > 0, by name. `includeEmpty` keeps brands without products
 * (needed to name a product's brand even when counts lag behind).
 */
export async function getBrands(context: CommerceContext, options: { includeEmpty?: boolean } = {}): Promise<BrandView[]> {
  const brands = await fetchBrands(context);
  return options.includeEmpty ? brands : visibleBrands(brands);
}

/** The brands menu panel: first 17 featured brands with products, by name. */
export async function getMenuBrands(context: CommerceContext): Promise<BrandView[]> {
  return menuBrands(await fetchBrands(context, true));
}

/** A brand by slug (`brands/{slug}` page); null when unknown or without products. */
export async function getBrand(context: CommerceContext, slug: string): Promise<BrandView | null> {
  const wanted = slug.trim().toLowerCase();
  if (!wanted) return null;
  const brands = await getBrands(context);
  return brands.find((brand) => brand.slug.toLowerCase() === wanted) ?? null;
}
