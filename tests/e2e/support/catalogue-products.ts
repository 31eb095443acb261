/**
 * Products found in the live backend by their facts (a sale running now, out of stock), so that no spec hard-codes
 * seed data. The catalogue's first 100 products are read in the store's order, which the run's own orders change
 * (best sellers first): a spec asks for a fact, never for a position.
 */
import { graphql } from './backend.ts';

export type Locale = 'ar' | 'en';

export type CatalogueItem = {
  __typename: string;
  name: string;
  sku: string;
  url_key: string;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  special_from_date: string | null;
  special_to_date: string | null;
  media_gallery: { url: string }[];
  price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } };
};

/** Magento date text (UTC) as epoch ms. */
export const utc = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);

async function catalogue(store: Locale): Promise<CatalogueItem[]> {
  const data = await graphql<{ products: { items: CatalogueItem[] } }>(
    `{ products(search: "", pageSize: 100, currentPage: 1) { items { __typename name sku url_key stock_status special_from_date
      special_to_date media_gallery { url } price_range { minimum_price { regular_price { value } final_price { value } } } } } }`,
    {},
    store,
  );
  return data.products.items;
}

/** An in-stock product whose sale is running now (strictly inside its window), with several images; of one type if asked. */
export async function saleProduct(store: Locale, typename?: 'SimpleProduct'): Promise<CatalogueItem> {
  const now = Date.now();
  const found = (await catalogue(store)).find(
    (item) =>
      (typename === undefined || item.__typename === typename) &&
      item.stock_status === 'IN_STOCK' &&
      item.special_from_date !== null &&
      item.special_to_date !== null &&
      utc(item.special_from_date) < now &&
      now < utc(item.special_to_date) &&
      item.price_range.minimum_price.final_price.value < item.price_range.minimum_price.regular_price.value &&
      item.media_gallery.length > 1,
  );
  if (!found) throw new Error(`the seed has no ${typename ?? 'product'} on sale now`);
  return found;
}

export async function outOfStockProduct(store: Locale): Promise<CatalogueItem> {
  const found = (await catalogue(store)).find((item) => item.stock_status === 'OUT_OF_STOCK');
  if (!found) throw new Error('the seed has no out-of-stock product');
  return found;
}
