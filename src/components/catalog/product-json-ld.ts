/** schema.org Product data for a product page, so search engines can show price, availability and offers. */
import type { ProductDetail } from '@/lib/commerce/index.ts';
import { parseMagentoDate } from '@/lib/sale.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/** The readable text of the (already sanitized) description HTML: search engines want text, not markup. */
export function descriptionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Calendar date (UTC, YYYY-MM-DD) the sale price ends, for `priceValidUntil`; null when unknown. */
function saleEndDate(specialTo: string | null): string | null {
  const end = parseMagentoDate(specialTo);
  return end === null ? null : new Date(end).toISOString().slice(0, 10);
}

export function productJsonLd(product: ProductDetail, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const images = (product.images.length > 0 ? product.images.map((image) => image.url) : [product.thumbnail])
    .filter((url): url is string => url !== null)
    .map((url) => new URL(url, origin).href);
  const description = descriptionText(product.description);
  // The mapper sets originalPrice only while the sale rule holds, so this is "on sale now".
  const onSale = product.originalPrice !== null && product.originalPrice > product.price;
  const priceValidUntil = onSale ? saleEndDate(product.specialTo) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: pageUrl,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: 'QAR',
      availability: product.status === 1 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(priceValidUntil ? { priceValidUntil } : {}),
    },
  };
}
