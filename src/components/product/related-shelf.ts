/**
 * The related products' section of a product page, as its place-holder (RelatedProducts.astro) and the carousel that
 * replaces it (src/pages/[locale]/products/[slug]/related.astro) both draw it: its heading, its link to the listing of
 * the product's kind ("More in Phones", src/server/catalog/related-shelf.ts), and its place and height in the page's
 * column.
 */
import type { TFunction } from '@/lib/i18n/index.ts';
import type { Crumb } from '@/server/catalog/product-trail.ts';

export function relatedSection(t: TFunction, more: Required<Crumb>) {
  return {
    id: 'related-products',
    title: t('product:related.heading'),
    viewAll: { href: more.href, label: t('product:related.more', { category: more.label }) },
    // The carousel's height where script runs, on the place-holder and on the carousel alike, so that nothing below
    // moves when one replaces the other (measured: up to 582 px on a phone, whose heading wraps beside a long
    // category's name, 576 px from `sm`, 566 px from `lg`, 552 px from `xl`).
    class:
      'mt-8 lg:mt-12 [@media(scripting:enabled)]:min-h-[37rem] [@media(scripting:enabled)]:sm:min-h-[36.5rem] [@media(scripting:enabled)]:lg:min-h-[36rem] [@media(scripting:enabled)]:xl:min-h-[35rem]',
  };
}
