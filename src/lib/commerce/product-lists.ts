/**
 * The home product carousels (spec §7 `GET {locale}/rest/V1/products`): latest, best sellers and featured.
 * Criteria: visibility not 1 (not "not visible individually"), status 1 (enabled), newest first, page 1 of 15,
 * `app=pwa`; best sellers add `best_seller = 1`, featured `sw_featured = 1`. Magento serves the same list at
 * `/rest/{store}/V1/products`, the path the shared REST transport uses for every call.
 */
import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { isSaleActive } from '../sale.ts';
import { productMediaUrl, toStorefrontMediaUrl } from './media.ts';
import { restRequest } from './rest.ts';
import type { ProductCard } from './types.ts';

/** Spec §9: each home product list shows 15 products. */
export const HOME_PRODUCT_LIST_SIZE = 15;

export type HomeProductList = 'latest' | 'bestSellers' | 'featured';

/** A product card that keeps its sale window, so the page cache can expire when a sale starts or ends. */
export type ProductCardWithSale = ProductCard & { specialFrom: string | null; specialTo: string | null };

/** The flag attribute that selects each list (none for latest). */
const LIST_FLAG: Record<HomeProductList, 'best_seller' | 'sw_featured' | null> = {
  latest: null,
  bestSellers: 'best_seller',
  featured: 'sw_featured',
};

/** Magento REST `searchCriteria` as query parameters: each filter in its own group, so they are AND-ed. */
export function productListQuery(list: HomeProductList): Record<string, string | number> {
  const filters: [field: string, value: string, condition: string][] = [
    ['visibility', '1', 'neq'],
    ['status', '1', 'eq'],
  ];
  const flag = LIST_FLAG[list];
  if (flag) filters.push([flag, '1', 'eq']);
  const query: Record<string, string | number> = {};
  filters.forEach(([field, value, condition], group) => {
    const prefix = `searchCriteria[filter_groups][${group}][filters][0]`;
    query[`${prefix}[field]`] = field;
    query[`${prefix}[value]`] = value;
    query[`${prefix}[condition_type]`] = condition;
  });
  query['searchCriteria[sortOrders][0][field]'] = 'created_at';
  query['searchCriteria[sortOrders][0][direction]'] = 'DESC';
  query['searchCriteria[currentPage]'] = 1;
  query['searchCriteria[pageSize]'] = HOME_PRODUCT_LIST_SIZE;
  query.app = 'pwa';
  return query;
}

/** Magento REST sends decimals in custom attributes as text (`"2879.0000"`). */
const decimalText = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

const customAttributeSchema = z.object({
  attribute_code: z.string(),
  value: z.union([z.string(), z.number(), z.array(z.string()), z.null()]),
});

const restProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string().nullish(),
  price: z.number().nullish(),
  status: z.number().int().nullish(),
  extension_attributes: z
    .object({
      thumbnail: z.string().nullish(),
      stock_item: z.object({ is_in_stock: z.boolean().nullish() }).nullish(),
    })
    .nullish(),
  custom_attributes: z.array(customAttributeSchema).nullish(),
});
type RawRestProduct = z.infer<typeof restProductSchema>;

const restProductListSchema = z.object({ items: z.array(restProductSchema).nullish() });

function attributeText(raw: RawRestProduct, code: string): string | null {
  const value = raw.custom_attributes?.find((attribute) => attribute.attribute_code === code)?.value;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Spec §3 "Product card" from the REST catalogue form. The REST list carries the raw special price and its
 * window, so the sale rule (spec §4) is applied here, at `now`.
 */
export function toProductCardFromRest(raw: RawRestProduct, now: Date = new Date()): ProductCardWithSale | null {
  const urlKey = attributeText(raw, 'url_key');
  // Without a url key there is no product page to link to.
  if (!urlKey) return null;
  const regular = raw.price ?? 0;
  const specialText = attributeText(raw, 'special_price');
  const special = specialText === null ? null : decimalText.safeParse(specialText);
  const specialFrom = attributeText(raw, 'special_from_date');
  const specialTo = attributeText(raw, 'special_to_date');
  const onSale = isSaleActive(
    { price: regular, specialPrice: special?.success ? special.data : null, specialFrom, specialTo },
    now,
  );
  return {
    id: raw.id,
    sku: raw.sku,
    name: raw.name?.trim() || raw.sku,
    urlKey,
    thumbnail:
      toStorefrontMediaUrl(raw.extension_attributes?.thumbnail) ?? productMediaUrl(attributeText(raw, 'thumbnail')),
    price: onSale && special?.success ? special.data : regular,
    originalPrice: onSale ? regular : null,
    status: raw.extension_attributes?.stock_item?.is_in_stock === false ? 2 : 1,
    specialFrom,
    specialTo,
  };
}

/** One home product list, newest first. */
export async function getHomeProductList(
  locale: Locale,
  list: HomeProductList,
  now: Date = new Date(),
): Promise<ProductCardWithSale[]> {
  const data = await restRequest(
    locale,
    { method: 'GET', path: '/V1/products', query: productListQuery(list) },
    restProductListSchema,
  );
  return (data.items ?? []).map((item) => toProductCardFromRest(item, now)).filter((card) => card !== null);
}
