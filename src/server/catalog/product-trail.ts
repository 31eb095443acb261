/**
 * Where a product page sits in the store: its breadcrumbs after "Home". E-cards live under /ecards (family pages
 * with their values), so an e-card's trail runs through it, and a card filed in the e-cards category itself names it
 * once; other goods run through their primary category, and a product in none through every product. The listing of
 * a product's kind is also where its related products' shelf leads (related-shelf.ts).
 */
import { primaryCategory, type ProductDetail } from '@/lib/commerce/index.ts';
import { ECARDS_CATEGORY_ID } from '@/domain/menu-rules.ts';
import { getT } from '@/lib/i18n/index.ts';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';

export type Crumb = { label: string; href?: string };

export function isEcard(product: Pick<ProductDetail, 'categories'>): boolean {
  return product.categories.some((entry) => entry.id === ECARDS_CATEGORY_ID);
}

/**
 * The listing of the product's kind: its primary category's, an e-card family's under /ecards (the e-cards
 * category's own is /ecards); null for a product in none (promotional groups only).
 */
export function kindListing(product: Pick<ProductDetail, 'categories'>, locale: Locale): Required<Crumb> | null {
  const category = primaryCategory(product.categories);
  if (!category) return null;
  const key = encodeURIComponent(category.urlKey);
  if (!isEcard(product)) return { label: category.name, href: localePath(locale, `/categories/${key}`) };
  return { label: category.name, href: localePath(locale, category.id === ECARDS_CATEGORY_ID ? '/ecards' : `/ecards/${key}`) };
}

export function productTrail(product: Pick<ProductDetail, 'categories' | 'name'>, locale: Locale): Crumb[] {
  const t = getT(locale);
  const category = primaryCategory(product.categories);
  const ecard = isEcard(product);
  const categoryCrumb = kindListing(product, locale) ?? { label: t('catalog:breadcrumbs.products'), href: localePath(locale, '/products') };
  return [
    ...(ecard ? [{ label: t('catalog:breadcrumbs.ecards'), href: localePath(locale, '/ecards') }] : []),
    ...(ecard && category?.id === ECARDS_CATEGORY_ID ? [] : [categoryCrumb]),
    { label: product.name },
  ];
}
