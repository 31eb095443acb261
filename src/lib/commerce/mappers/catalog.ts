/**
 * Catalogue answers (checked by schemas/catalog.ts) -> view models (types/catalog.ts): product cards, the product
 * page, categories and aggregations. Components never read raw API fields.
 */
import { isAllProductsUrlKey } from '@/domain/menu-rules.ts';
import type { AggregationFieldsFragment } from '@/lib/commerce/generated/graphql.ts';
import type { CheckedCategory, CheckedProductCard, CheckedProductDetail } from '@/lib/commerce/schemas/catalog.ts';
import type { Aggregation, BrandView, MenuCategory, ProductCard, ProductDetail } from '@/domain/catalog-types.ts';
import { toGallery } from './gallery.ts';
import { toStorefrontMediaUrl } from './media.ts';
import { pricesOf } from './prices.ts';
import { toRatingSummary } from './reviews.ts';
import { toProductColors, toProductOptions, toProductVariants, variantQueryOf } from './product-options.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { toProductSpecifications, type SpecificationAttributes } from './specifications.ts';

/**
 * A configurable product's card: its "from" price, its colours, and the address of the variant a search or filter
 * named (`matched_variant_sku`), which the card links to.
 */
function configurableCardFacts(raw: CheckedProductCard): Pick<ProductCard, 'priceIsFrom' | 'colors' | 'variantQuery'> {
  const matched = variantQueryOf(raw, raw.matched_variant_sku);
  return { priceIsFrom: true, colors: toProductColors(toProductOptions(raw.configurable_options)), ...(matched ? { variantQuery: matched } : {}) };
}

export function toProductCard(raw: CheckedProductCard): ProductCard | null {
  // A product without a url key has no page to link to: it cannot be shown as a card.
  if (!raw.url_key) return null;
  const { price, originalPrice } = pricesOf(raw.price_range);
  const rating = toRatingSummary(raw);
  return {
    id: raw.id,
    sku: raw.sku,
    name: raw.name ?? raw.sku,
    urlKey: raw.url_key,
    thumbnail: toStorefrontMediaUrl(raw.thumbnail?.url ?? raw.image?.url),
    price,
    originalPrice,
    status: raw.stock_status === 'IN_STOCK' ? 1 : 2,
    // Only products with a sale window carry it (cache lifetimes end at its boundaries, see server/cache/cache-policy.ts).
    ...(raw.special_from_date ? { specialFrom: raw.special_from_date } : {}),
    ...(raw.special_to_date ? { specialTo: raw.special_to_date } : {}),
    // Magento prices a configurable product at its cheapest variant in stock: a "from" price.
    ...(raw.type_id === 'configurable' ? configurableCardFacts(raw) : {}),
    ...(rating ? { rating } : {}),
  };
}

export function toAggregation(raw: AggregationFieldsFragment): Aggregation {
  return {
    code: raw.attribute_code,
    label: raw.label ?? raw.attribute_code,
    options: (raw.options ?? [])
      .filter((option) => option !== null)
      .map((option) => ({ label: option.label ?? option.value, value: option.value, count: option.count ?? 0 })),
  };
}

/** Categories without url_key are dropped (spec §5): they have no page. Children follow the same rule. */
export function toMenuCategory(raw: CheckedCategory): MenuCategory | null {
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

/**
 * The product page. Magento 2.4.4 has no brand field on products, so the brand arrives as the `brand`
 * aggregation of the single-product query; `brandsById` turns its option value (the brand id) into name/slug.
 */
export function toProductDetail(
  raw: CheckedProductDetail,
  aggregations: Aggregation[],
  brandsById: ReadonlyMap<number, BrandView>,
  attributes: SpecificationAttributes,
): ProductDetail | null {
  const card = toProductCard(raw);
  if (!card) return null;
  const brandOption = aggregations.find((aggregation) => aggregation.code === 'brand')?.options[0];
  const brand = brandOption ? brandsById.get(Number(brandOption.value)) : undefined;
  const options = toProductOptions(raw.configurable_options);
  return {
    ...card,
    description: sanitizeHtml(raw.description?.html),
    images: toGallery(raw.media_gallery, card.name, card.thumbnail),
    brand: brand ? { name: brand.name, slug: brand.slug } : null,
    categories: (raw.categories ?? [])
      .filter((category) => category !== null && Boolean(category.url_key) && Boolean(category.name))
      .map((category) => ({ id: category!.id, name: category!.name!, urlKey: category!.url_key! })),
    specialFrom: raw.special_from_date ?? null,
    specialTo: raw.special_to_date ?? null,
    typeId: raw.type_id ?? 'simple',
    options,
    variants: toProductVariants(raw.variants, options, card.name, attributes),
    specifications: toProductSpecifications(raw.custom_attributesV2, attributes),
  };
}
