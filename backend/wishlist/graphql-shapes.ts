import { productViews, type ProductView, type ViewContext } from '../catalog/product-view.ts';
import type { Database } from '../db/database.ts';
import { listWishlistItems, type WishlistItemRow } from './wishlist.ts';

/**
 * The customer's one wishlist's id. Magento Open Source keeps one wishlist per customer; this store keeps the items
 * by customer, so the customer's id names the list (a client reads it from `customer.wishlists`; "0" also means
 * "my wishlist", as Magento's wishlist mutations take it).
 */
export const wishlistIdOf = (customerId: number): string => String(customerId);

function itemView(row: WishlistItemRow, product: ProductView | null) {
  return {
    __typename: product?.type_id === 'virtual' ? ('VirtualWishlistItem' as const) : ('SimpleWishlistItem' as const),
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
  const items = rows.map((row) => itemView(row, products.get(row.product_id) ?? null));
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
