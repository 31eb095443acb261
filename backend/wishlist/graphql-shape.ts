import { configurableChoices, selectedOptions, type ConfigurableChoices } from '../catalog/configurable-options.ts';
import { productViews, type ProductView, type ViewContext } from '../catalog/product-view.ts';
import { toSelectedConfigurableOption } from '../catalog/selected-configurable-option.ts';
import type { Database } from '../db/database.ts';
import { listWishlistItems, type WishlistItemRow } from './wishlist.ts';

/**
 * The customer's one wishlist's id. Magento Open Source keeps one wishlist per customer; this store keeps the items
 * by customer, so the customer's id names the list (a client reads it from `customer.wishlists`; "0" also means
 * "my wishlist", as Magento's wishlist mutations take it).
 */
export const wishlistIdOf = (customerId: number): string => String(customerId);

/** A configurable product's line (ConfigurableWishlistItem): the variant chosen, if any, and its options. */
function configurableFields(row: WishlistItemRow, product: ProductView, choices: ConfigurableChoices | undefined, skuOf: (id: number) => string | undefined) {
  const options = row.child_id === null || !choices ? [] : selectedOptions(choices, row.child_id);
  return {
    __typename: 'ConfigurableWishlistItem' as const,
    // Magento's child_sku is required: without a variant chosen yet it names the configurable product itself.
    child_sku: (row.child_id === null ? undefined : skuOf(row.child_id)) ?? product.sku,
    configurable_options: options.map(({ attribute, value }) => toSelectedConfigurableOption({
      attributeId: attribute.attributeId, optionLabel: attribute.label, valueIndex: value.valueIndex, valueLabel: value.label,
    })),
  };
}

function itemView(row: WishlistItemRow, product: ProductView | null, choices: Map<number, ConfigurableChoices>) {
  const skuOf = (id: number) => choices.get(row.product_id)?.variants.find((variant) => variant.childId === id)?.sku;
  return {
    __typename: product?.type_id === 'virtual' ? ('VirtualWishlistItem' as const) : ('SimpleWishlistItem' as const),
    ...(product?.type_id === 'configurable' ? configurableFields(row, product, choices.get(row.product_id), skuOf) : {}),
    id: String(row.id),
    quantity: row.quantity,
    description: row.description,
    added_at: row.added_at,
    product,
    customizable_options: [],
  };
}

interface PageArgs {
  currentPage: number;
  pageSize: number;
}

/** Magento's GraphQL `Wishlist` of a customer, items (texts of the store view) newest first. */
export function toGraphqlWishlist(db: Database, context: ViewContext, customerId: number) {
  const rows = listWishlistItems(db, customerId);
  const products = new Map(productViews(context, rows.map((row) => row.product_id)).map((product) => [product.id, product]));
  const choices = configurableChoices(db, rows.map((row) => row.product_id), context.storeId);
  const items = rows.map((row) => itemView(row, products.get(row.product_id) ?? null, choices));
  return {
    id: wishlistIdOf(customerId),
    items_count: rows.length,
    sharing_code: null,
    updated_at: rows.reduce<string | null>((latest, row) => (latest === null || row.added_at > latest ? row.added_at : latest), null),
    // Deprecated `items` (WishlistItem): the same lines with the old field names.
    items: items.map((item) => ({ id: Number(item.id), qty: item.quantity, description: item.description, added_at: item.added_at, product: item.product })),
    items_v2: ({ currentPage, pageSize }: PageArgs) => ({
      items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(items.length / pageSize) },
    }),
  };
}

export type GraphqlWishlist = ReturnType<typeof toGraphqlWishlist>;
