/**
 * schema.org data for a product page, so search engines can show price, availability and offers: a `Product`, or for
 * a configurable product a `ProductGroup` (Google's product variant structured data): `productGroupID` the product's
 * SKU, `variesBy` its options, and `hasVariant` each variant as a `Product` with its own SKU, price, availability and
 * address. Following Google's single-page guidance, each variant's `url` is its own address (`?color=…&capacity=…`,
 * the variant chosen) and the page's canonical URL is the product's, without a choice, whichever variant it shows.
 * schema.org has no capacity: a phone's storage is given as its `size`, the property Google reads for the dimension a
 * product is sold in. A product (or product group) carries its specifications as `additionalProperty`, each a
 * `PropertyValue` with its unit's UN/CEFACT `unitCode` (INH for inches) or, for a unit without one, its `unitText`;
 * a variant those of its own that differ (its storage, connectivity, weight).
 */
import type { ProductDetail, ProductSpecifications, ProductVariant } from '@/lib/commerce/index.ts';
import { parseMagentoDate } from '@/domain/sale.ts';
import { variantQuery } from '@/domain/variant-choice.ts';

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

/** The schema.org property each option a product varies by is given as. */
const SCHEMA_PROPERTY: Record<string, string> = { color: 'color', capacity: 'size' };

type Offered = Pick<ProductVariant, 'price' | 'originalPrice' | 'specialTo' | 'status'>;

function offerOf(offered: Offered, url: string): Record<string, unknown> {
  // The mapper sets originalPrice only while the sale rule holds, so this is "on sale now".
  const onSale = offered.originalPrice !== null && offered.originalPrice > offered.price;
  const priceValidUntil = onSale ? saleEndDate(offered.specialTo) : null;
  return {
    '@type': 'Offer',
    url,
    price: offered.price.toFixed(2),
    priceCurrency: 'QAR',
    availability: offered.status === 1 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    ...(priceValidUntil ? { priceValidUntil } : {}),
  };
}

/**
 * `additionalProperty`: one PropertyValue per specification (a number with its unit, several choices joined), leaving
 * out those `shared` already gives (a variant repeats only what differs from its product group's).
 */
export function specificationProperties(specifications: ProductSpecifications | undefined, shared?: ProductSpecifications): Record<string, unknown> {
  const sharedText = new Map((shared?.groups ?? []).flatMap((group) => group.specifications).map((specification) => [specification.code, specification.values.join('\n')]));
  const own = (specifications?.groups ?? []).flatMap((group) => group.specifications)
    .filter((specification) => sharedText.get(specification.code) !== specification.values.join('\n'));
  const properties = own.map((specification) => {
    const numeric = specification.unit !== null && specification.values.length === 1 && /^-?\d+(\.\d+)?$/.test(specification.values[0] ?? '');
    return {
      '@type': 'PropertyValue',
      propertyID: specification.code,
      name: specification.label,
      value: numeric ? Number(specification.values[0]) : specification.values.join(', '),
      ...(specification.unit === null ? {} : specification.unitCode ? { unitCode: specification.unitCode } : { unitText: specification.unit }),
    };
  });
  return properties.length > 0 ? { additionalProperty: properties } : {};
}

const absoluteImages = (urls: readonly (string | null)[], origin: string) =>
  urls.filter((url): url is string => url !== null).map((url) => new URL(url, origin).href);

export function productJsonLd(product: ProductDetail, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const images = absoluteImages(product.images.length > 0 ? product.images.map((image) => image.url) : [product.thumbnail], origin);
  const description = descriptionText(product.description);
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    url: pageUrl,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
  };
  if (product.variants.length === 0) {
    return { ...common, '@type': 'Product', sku: product.sku, ...specificationProperties(product.specifications), offers: offerOf(product, pageUrl) };
  }
  const variesBy = product.options.flatMap((option) => {
    const property = SCHEMA_PROPERTY[option.code];
    return property ? [`https://schema.org/${property}`] : [];
  });
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product.sku,
    ...specificationProperties(product.specifications),
    variesBy,
    hasVariant: product.variants.map((variant) => {
      const url = `${pageUrl}?${variantQuery(product.options, variant.choice)}`;
      const variantImages = absoluteImages(variant.images.length > 0 ? variant.images.map((image) => image.url) : [variant.thumbnail], origin);
      const properties = Object.fromEntries(
        product.options.flatMap((option) => {
          const property = SCHEMA_PROPERTY[option.code];
          const value = option.values.find((candidate) => candidate.valueIndex === variant.choice[option.code]);
          return property && value ? [[property, value.label]] : [];
        }),
      );
      return {
        '@type': 'Product',
        sku: variant.sku,
        name: variant.name,
        url,
        ...(variantImages.length > 0 ? { image: variantImages } : {}),
        ...properties,
        ...specificationProperties(variant.specifications, product.specifications),
        offers: offerOf(variant, url),
      };
    }),
  };
}
