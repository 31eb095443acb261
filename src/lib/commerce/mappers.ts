/**
 * API shapes (zod-parsed, see schemas.ts) -> view models (types.ts). The only place that knows how Magento
 * names things; components never read raw API fields.
 */
import { isAllProductsUrlKey } from '../menu-rules.ts';
import { productMediaUrl, toStorefrontMediaUrl } from './media.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import type {
  RawAggregation,
  RawBrand,
  RawCartItem,
  RawCategory,
  RawProductCard,
  RawProductDetail,
  RawWishlistItem,
} from './schemas.ts';
import type {
  Aggregation,
  BrandView,
  CartItem,
  MenuCategory,
  ProductCard,
  ProductDetail,
  WishlistItem,
} from './types.ts';

/** `brands/apple.html` -> `apple`; `apple` -> `apple`; empty -> null. */
export function brandSlugOf(urlKey: string | null | undefined): string | null {
  const lastSegment = urlKey?.trim().split('/').filter(Boolean).pop();
  const slug = lastSegment?.replace(/\.html$/i, '');
  return slug ? slug : null;
}

/** `catalog/a-b.html` -> `catalog/a-b` (spec §3: url key = request path without its file extension). */
export function stripUrlExtension(path: string): string {
  return path.replace(/^\/+/, '').replace(/\.[a-z0-9]+$/i, '');
}

/** Price = what the shopper pays now; original price only when the regular price is higher (a discount). */
function pricesOf(priceRange: RawProductCard['price_range']): { price: number; originalPrice: number | null } {
  const regular = priceRange.minimum_price.regular_price.value ?? null;
  const final = priceRange.minimum_price.final_price.value ?? regular ?? 0;
  return { price: final, originalPrice: regular !== null && regular > final ? regular : null };
}

export function toProductCard(raw: RawProductCard): ProductCard | null {
  // A product without a url key has no page to link to: it cannot be shown as a card.
  if (!raw.url_key) return null;
  const { price, originalPrice } = pricesOf(raw.price_range);
  return {
    id: raw.id,
    sku: raw.sku,
    name: raw.name ?? raw.sku,
    urlKey: raw.url_key,
    thumbnail: toStorefrontMediaUrl(raw.thumbnail?.url ?? raw.image?.url),
    price,
    originalPrice,
    status: raw.stock_status === 'IN_STOCK' ? 1 : 2,
    // Only products with a sale window carry it (cache lifetimes end at its boundaries, see lib/cache-policy.ts).
    ...(raw.special_from_date ? { specialFrom: raw.special_from_date } : {}),
    ...(raw.special_to_date ? { specialTo: raw.special_to_date } : {}),
  };
}

export function toAggregation(raw: RawAggregation): Aggregation {
  return {
    code: raw.attribute_code,
    label: raw.label ?? raw.attribute_code,
    options: (raw.options ?? [])
      .filter((option) => option !== null)
      .map((option) => ({ label: option.label ?? option.value, value: option.value, count: option.count ?? 0 })),
  };
}

/** Categories without url_key are dropped (spec §5): they have no page. Children follow the same rule. */
export function toMenuCategory(raw: RawCategory): MenuCategory | null {
  if (!raw.url_key || !raw.name) return null;
  return {
    id: raw.id,
    name: raw.name,
    urlKey: raw.url_key,
    productCount: raw.product_count ?? 0,
    isAllProducts: isAllProductsUrlKey(raw.url_key),
    image: toStorefrontMediaUrl(raw.image),
    children: (raw.children ?? [])
      .filter((child) => child !== null)
      .map(toMenuCategory)
      .filter((child) => child !== null),
  };
}

export function toBrandView(raw: RawBrand): BrandView | null {
  const slug = brandSlugOf(raw.url_key) ?? brandSlugOf(raw.url_key_standalone);
  if (!slug) return null;
  return {
    id: raw.id,
    name: raw.name,
    slug,
    image: toStorefrontMediaUrl(raw.image),
    productCount: raw.product_count,
    isFeatured: raw.is_featured ?? false,
  };
}

/**
 * The product page. Magento 2.4.4 has no brand field on products, so the brand arrives as the `brand`
 * aggregation of the single-product query; `brandsById` turns its option value (the brand id) into name/slug.
 */
export function toProductDetail(
  raw: RawProductDetail,
  aggregations: Aggregation[],
  brandsById: ReadonlyMap<number, BrandView>,
): ProductDetail | null {
  const card = toProductCard(raw);
  if (!card) return null;
  const brandOption = aggregations.find((aggregation) => aggregation.code === 'brand')?.options[0];
  const brand = brandOption ? brandsById.get(Number(brandOption.value)) : undefined;
  const images = (raw.media_gallery ?? [])
    .filter((entry) => entry !== null && !entry.disabled && entry.url)
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .map((entry) => ({ url: toStorefrontMediaUrl(entry?.url) ?? '', label: entry?.label ?? card.name }))
    .filter((image) => image.url !== '');
  return {
    ...card,
    description: sanitizeHtml(raw.description?.html),
    images: images.length > 0 || !card.thumbnail ? images : [{ url: card.thumbnail, label: card.name }],
    brand: brand ? { name: brand.name, slug: brand.slug } : null,
    categories: (raw.categories ?? [])
      .filter((category) => category !== null && Boolean(category.url_key) && Boolean(category.name))
      .map((category) => ({ id: category!.id, name: category!.name!, urlKey: category!.url_key! })),
    specialFrom: raw.special_from_date ?? null,
    specialTo: raw.special_to_date ?? null,
    typeId: raw.type_id ?? 'simple',
  };
}

/** Spec §3 wishlist REST form: in stock when inventory_in_stock is "1"; url key = request path sans extension. */
export function toWishlistItem(raw: RawWishlistItem): WishlistItem {
  const { product } = raw;
  return {
    wishlistItemId: raw.wishlist_item_id ?? null,
    productId: raw.product_id,
    name: product.name,
    sku: product.sku,
    urlKey: product.request_path ? stripUrlExtension(product.request_path) : '',
    thumbnail: productMediaUrl(product.thumbnail),
    price: product.price,
    specialPrice: product.special_price ?? null,
    status: String(product.inventory_in_stock ?? '') === '1' ? 1 : 2,
  };
}

/** Spec §3 cart item, from a GraphQL cart item of cart `quoteId`. */
export function toCartItem(raw: RawCartItem, quoteId: string): CartItem {
  const { price, originalPrice } = pricesOf(raw.product.price_range);
  return {
    item_id: Number(raw.id),
    name: raw.product.name ?? raw.product.sku,
    sku: raw.product.sku,
    url_key: raw.product.url_key ?? null,
    price,
    original_price: originalPrice,
    product_type: raw.product.type_id ?? 'simple',
    qty: raw.quantity,
    quote_id: quoteId,
    extension_attributes: {
      image_url: toStorefrontMediaUrl(raw.product.thumbnail?.url ?? raw.product.image?.url),
      main_prod_sku: raw.product.sku,
    },
  };
}
