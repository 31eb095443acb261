import { cachedStatement, type Database } from '../db/database.ts';
import { memo } from '../db/memo.ts';
import { customAttributesV2, type AttributeFilters } from './attribute-view.ts';
import { productValues, type ProductValues } from './attribute-values.ts';
import { categoryViews, type CategoryView } from './category-view.ts';
import { configurableChoices } from './configurable-options.ts';
import { configurableFields } from './configurable-view.ts';
import { productMediaUrl } from './media-url.ts';
import { money, roundMoney } from './money.ts';
import { isSpecialPriceActive, type PricedProduct } from './price.ts';
import { toUid } from './uid.ts';
import { reviewSummaries, type ReviewSummary } from './rating-summaries.ts';

/** Magento shows "only X left" at or below this quantity (cataloginventory/options/stock_threshold_qty). */
const STOCK_THRESHOLD_QTY = 3;

interface ProductRow extends PricedProduct {
  id: number;
  sku: string;
  type_id: string;
  qty: number;
  is_in_stock: number;
  created_at: string;
  updated_at: string;
  name: string;
  url_key: string;
  description: string | null;
  short_description: string | null;
}

interface ImageRow {
  product_id: number;
  position: number;
  file: string;
  label: string | null;
}

export interface ProductImageView {
  __typename: 'ProductImage';
  url: string;
  label: string | null;
  position: number;
  disabled: boolean;
}

/** The object a ProductInterface field resolves from; lazy fields are functions (graphql-js calls them). */
type SimpleView = ReturnType<typeof toView>;
type ConfigurableFields = ReturnType<typeof configurableFields<SimpleView, SimpleView>>;
/** A simple or virtual product, or a configurable one with its choices and variants. */
export type ProductView = SimpleView | (Omit<SimpleView, keyof ConfigurableFields | '__typename'> & ConfigurableFields);

const ROWS = `
  SELECT p.id, p.sku, p.type_id, p.price, p.special_price, p.special_from_date, p.special_to_date, p.qty,
         p.is_in_stock, p.created_at, p.updated_at, ps.name, ps.url_key, ps.description, ps.short_description
  FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = ?
  WHERE p.id IN (SELECT value FROM json_each(?))`;
const IMAGES = `SELECT product_id, position, file, label FROM product_images
  WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`;
const CATEGORY_LINKS = `SELECT cp.product_id, cp.category_id FROM category_products cp
  JOIN categories c ON c.id = cp.category_id AND c.is_active = 1 ORDER BY c.level, c.position`;

/** product id → ids of the categories it is directly assigned to (cached: only the seed writes assignments). */
function categoryLinks(db: Database): Map<number, number[]> {
  return memo(db, 'category-links', () => {
    const links = new Map<number, number[]>();
    for (const link of cachedStatement(db, CATEGORY_LINKS).all() as Array<{ product_id: number; category_id: number }>) {
      links.set(link.product_id, [...(links.get(link.product_id) ?? []), link.category_id]);
    }
    return links;
  });
}

export interface ViewContext {
  db: Database;
  storeId: number;
  baseUrl: string;
  now?: Date;
}

/** Loads the products with these ids (in the given order, unknown ids skipped) as GraphQL product objects. */
export function productViews(context: ViewContext, ids: number[]): ProductView[] {
  if (ids.length === 0) return [];
  const { db, storeId } = context;
  const idsJson = JSON.stringify(ids);
  const rows = cachedStatement(db, ROWS).all(storeId, idsJson) as unknown as ProductRow[];
  const images = new Map<number, ImageRow[]>();
  for (const image of cachedStatement(db, IMAGES).all(idsJson) as unknown as ImageRow[]) {
    const list = images.get(image.product_id) ?? [];
    list.push(image);
    images.set(image.product_id, list);
  }
  const categoriesOf = (productId: number): CategoryView[] => categoryViews(context, categoryLinks(db).get(productId) ?? []);
  // Every product's attribute values in one read, the first time one of them is asked for.
  let values: Map<number, ProductValues> | undefined;
  const valuesOf = (productId: number) => (values ??= productValues(db, ids, storeId)).get(productId) ?? new Map();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const summaries = reviewSummaries(db, storeId, ids);
  // Configurable products take their price and stock from their variants: load those (one query for all of them).
  const choices = configurableChoices(db, rows.filter((row) => row.type_id === 'configurable').map((row) => row.id), storeId);
  const childIds = [...choices.values()].flatMap((choice) => choice.variants.map((variant) => variant.childId));
  // Variants are simple products: their views never recurse further.
  const variantProducts = new Map(productViews(context, childIds).map((view) => [view.id, view as SimpleView]));
  return ids.flatMap((id): ProductView[] => {
    const row = byId.get(id);
    if (!row) return [];
    const view = toView(row, images.get(id) ?? [], context, categoriesOf, valuesOf, summaries.get(id));
    const choice = choices.get(id);
    return [choice ? { ...view, ...configurableFields(choice, variantProducts, view) } : view];
  });
}

function toView(
  row: ProductRow, images: ImageRow[], context: ViewContext, categoriesOf: (id: number) => CategoryView[],
  valuesOf: (id: number) => ProductValues, reviews: ReviewSummary | undefined,
) {
  const now = context.now ?? new Date();
  const onSale = isSpecialPriceActive(row, now);
  const final = onSale ? (row.special_price as number) : row.price;
  const amountOff = roundMoney(row.price - final);
  const productPrice = {
    regular_price: money(row.price),
    final_price: money(final),
    discount: { amount_off: amountOff, percent_off: row.price > 0 ? Math.round((amountOff / row.price) * 10000) / 100 : 0 },
    fixed_product_taxes: [],
  };
  const gallery: ProductImageView[] = images.map((image) => ({
    __typename: 'ProductImage',
    url: productMediaUrl(context.baseUrl, image.file),
    label: row.name,
    position: image.position,
    disabled: false,
  }));
  // Magento uses the first gallery image as base image, small image and thumbnail unless told otherwise.
  const main = gallery[0] ?? null;
  const file = images[0]?.file ?? null;
  const legacyPrice = (value: number) => ({ amount: money(value), adjustments: [] });
  return {
    __typename: row.type_id === 'virtual' ? ('VirtualProduct' as const) : ('SimpleProduct' as const),
    id: row.id,
    uid: toUid(row.id),
    sku: row.sku,
    name: row.name,
    type_id: row.type_id,
    url_key: row.url_key,
    url_suffix: '.html',
    relative_url: `${row.url_key}.html`,
    canonical_url: `${row.url_key}.html`,
    redirect_code: 0,
    type: 'PRODUCT' as const,
    meta_title: row.name,
    description: { html: row.description ?? '' },
    short_description: { html: row.short_description ?? '' },
    special_price: row.special_price,
    special_from_date: row.special_from_date,
    special_to_date: row.special_to_date,
    created_at: row.created_at,
    updated_at: row.updated_at,
    attribute_set_id: 4,
    price_range: { minimum_price: productPrice, maximum_price: productPrice },
    price: { minimalPrice: legacyPrice(final), maximalPrice: legacyPrice(final), regularPrice: legacyPrice(row.price) },
    stock_status: row.is_in_stock === 1 && row.qty > 0 ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
    only_x_left_in_stock: row.is_in_stock === 1 && row.qty > 0 && row.qty <= STOCK_THRESHOLD_QTY ? row.qty : null,
    image: main,
    small_image: main,
    thumbnail: main,
    swatch_image: file,
    media_gallery: gallery,
    media_gallery_entries: images.map((image) => ({
      id: image.position,
      uid: toUid(image.position),
      media_type: 'image',
      label: image.label,
      position: image.position,
      disabled: false,
      types: image.position === 1 ? ['image', 'small_image', 'thumbnail'] : [],
      file: image.file,
    })),
    categories: () => categoriesOf(row.id),
    custom_attributesV2: ({ filters }: { filters?: AttributeFilters | null }) =>
      customAttributesV2(context.db, context.storeId, valuesOf(row.id), filters),
    options: [],
    product_links: [],
    related_products: [],
    upsell_products: [],
    crosssell_products: [],
    price_tiers: [],
    tier_prices: [],
    // The approved reviews of the store view (`reviews` itself is resolved per page: graphql/resolvers/reviews.ts).
    rating_summary: reviews?.percent ?? 0,
    review_count: reviews?.count ?? 0,
    weight: row.type_id === 'virtual' ? null : 1,
  };
}
