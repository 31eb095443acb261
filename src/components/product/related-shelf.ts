/**
 * The related products' section of a product page, as its place-holder (RelatedProducts.astro) and the carousel that
 * replaces it (src/pages/[locale]/products/[slug]/related.astro) both draw it: its heading, its link to the listing of
 * the product's kind ("More in Phones", src/server/catalog/related-shelf.ts) and its place in the page's column.
 */
import type { TFunction } from '@/lib/i18n/index.ts';
import type { Crumb } from '@/server/catalog/product-trail.ts';

export function relatedSection(t: TFunction, more: Required<Crumb>) {
  return {
    id: 'related-products',
    title: t('product:related.heading'),
    viewAll: { href: more.href, label: t('product:related.more', { category: more.label }) },
    class: 'mt-8 lg:mt-12',
  };
}
