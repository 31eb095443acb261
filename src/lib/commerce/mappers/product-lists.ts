/** Magento REST catalogue products (the home lists) -> product cards. */
import { isSaleActive } from '@/domain/sale.ts';
import type { RawRestProduct } from '@/lib/commerce/schemas/product-lists.ts';
import { decimal } from '@/lib/commerce/schemas/shared.ts';
import type { ProductCardWithSale } from '@/domain/catalog-types.ts';
import { productMediaUrl, toStorefrontMediaUrl } from './media.ts';

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
  const special = specialText === null ? null : decimal.safeParse(specialText);
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
    // A configurable product's REST price is its cheapest variant's: a "from" price.
    ...(raw.type_id === 'configurable' ? { priceIsFrom: true } : {}),
  };
}
