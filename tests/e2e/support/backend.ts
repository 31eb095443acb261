/** Reads real slugs from the embedded backend the e2e run started, so tests never hard-code seed data. */

/** The embedded backend `npm run test:e2e` started. */
export const backendUrl = (): string => {
  const url = process.env.E2E_BACKEND_URL;
  if (!url) throw new Error('E2E_BACKEND_URL is not set: run the suite with `npm run test:e2e`.');
  return url;
};

export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, store = 'en'): Promise<T> {
  const response = await fetch(`${backendUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`backend GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface CategoryNode {
  id: number;
  name: string;
  url_key: string | null;
  product_count: number;
  children?: CategoryNode[];
}

export interface Slugs {
  category: CategoryNode & { url_key: string };
  ecard: CategoryNode & { url_key: string };
  brand: string;
  product: { url_key: string; name: string; sku: string };
  /** A product out of stock, whose page offers the stock reminder. */
  outOfStock: { url_key: string; sku: string };
}

let cached: Promise<Slugs> | undefined;

/** One category with products, one e-card, one brand with products, one product and one out of stock, from the live seed. */
export function seedSlugs(): Promise<Slugs> {
  cached ??= (async () => {
    const tree = await graphql<{ categoryList: { children: CategoryNode[] }[] }>(
      `{ categoryList(filters: { ids: { eq: "2" } }) { children { id name url_key product_count } } }`,
    );
    const children = tree.categoryList[0]?.children ?? [];
    const category = children.find((c) => c.id !== 18 && c.url_key && c.product_count > 0 && !/all-products/.test(c.url_key));
    const ecards = await graphql<{ categoryList: { children: CategoryNode[] }[] }>(
      `{ categoryList(filters: { ids: { eq: "18" } }) { children { id name url_key product_count } } }`,
    );
    const ecard = ecards.categoryList[0]?.children.find((c) => c.url_key);
    const brands = await graphql<{ getBrands: { url_key: string | null; product_count: number }[] }>(
      `{ getBrands { url_key product_count } }`,
    );
    const brand = brands.getBrands.find((b) => b.product_count > 0 && b.url_key)?.url_key;
    // A simple product with plenty in stock (Magento leaves only_x_left_in_stock out above its threshold): specs of
    // the same run buy it, and one with a unit or two left would be sold out for those after them.
    type Listed = { url_key: string; name: string; sku: string; __typename: string; stock_status: string; only_x_left_in_stock: number | null };
    const products = await graphql<{ products: { items: Listed[] } }>(
      `{ products(search: "", pageSize: 40) { items { url_key name sku __typename stock_status only_x_left_in_stock } } }`,
    );
    const listed = products.products.items.find(
      (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && item.only_x_left_in_stock === null,
    );
    const product = listed && { url_key: listed.url_key, name: listed.name, sku: listed.sku };
    const outOfStock = await graphql<{ products: { items: { url_key: string; sku: string }[] } }>(
      `{ products(pageSize: 1, filter: { stock_status: { eq: "OUT_OF_STOCK" } }) { items { url_key sku } } }`,
    );
    const soldOut = outOfStock.products.items[0];
    if (!category?.url_key || !ecard?.url_key || !brand || !product || !soldOut) throw new Error('the seed lacks test data');
    return {
      category: category as Slugs['category'],
      ecard: ecard as Slugs['ecard'],
      brand: brand.split('/').pop()!.replace(/\.html$/, ''),
      product,
      outOfStock: soldOut,
    };
  })();
  return cached;
}
