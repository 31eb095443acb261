/** schema.org Product data for a product page, so search engines can show price and availability. */
import type { ProductDetail } from '../../lib/commerce/types.ts';

export function productJsonLd(product: ProductDetail, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const images = (product.images.length > 0 ? product.images.map((image) => image.url) : [product.thumbnail])
    .filter((url): url is string => url !== null)
    .map((url) => new URL(url, origin).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: pageUrl,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: 'QAR',
      availability: product.status === 1 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
