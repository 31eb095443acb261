/**
 * The sale-price rule (spec §4): a special price applies only while now is strictly between
 * special_from_date and special_to_date; otherwise the normal price applies. Same semantics as the
 * backend's rule, kept separate because the storefront never imports backend code.
 */

export type SaleFields = {
  price: number;
  specialPrice: number | null | undefined;
  specialFrom: string | null | undefined;
  specialTo: string | null | undefined;
};

/**
 * Magento dates come as 'YYYY-MM-DD HH:MM:SS' in UTC (or ISO text); returns epoch ms, null when absent or
 * unparsable.
 */
export function parseMagentoDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(trimmed)
    ? `${trimmed.replace(' ', 'T')}Z`
    : /^\d{4}-\d{2}-\d{2}$/.test(trimmed)
      ? `${trimmed}T00:00:00Z`
      : trimmed;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** True when the special price is lower than the price and now lies strictly inside its window. */
export function isSaleActive(product: SaleFields, now: Date = new Date()): boolean {
  const { price, specialPrice } = product;
  if (specialPrice === null || specialPrice === undefined || specialPrice >= price) return false;
  const from = parseMagentoDate(product.specialFrom);
  const to = parseMagentoDate(product.specialTo);
  if (from === null || to === null) return false;
  const t = now.getTime();
  return from < t && t < to;
}

/** The price a shopper pays now under the sale rule. */
export function effectivePrice(product: SaleFields, now: Date = new Date()): number {
  return isSaleActive(product, now) ? (product.specialPrice as number) : product.price;
}

/**
 * What a sale saves, as a whole percentage of the regular price (a sale card's "Save 15%"), at least 1 while there
 * is any saving; null when `originalPrice` is not higher than the price paid.
 */
export function salePercentOff(price: number, originalPrice: number | null): number | null {
  if (originalPrice === null || !(originalPrice > price) || originalPrice <= 0) return null;
  return Math.max(1, Math.round(((originalPrice - price) / originalPrice) * 100));
}
