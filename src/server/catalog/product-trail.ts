/**
 * Where a product page sits in the store: its breadcrumbs after "Home". E-cards live under /ecards (family pages
 * with their values), so an e-card's trail runs through it, and a card filed in the e-cards category itself names it
 * once; other goods run through their primary category, and a product in none through every product.
 */
import { primaryCategory, type ProductDetail } from '@/lib/commerce/index.ts';
import { ECARDS_CATEGORY_ID } from '@/domain/menu-rules.ts';
import { getT } from '@/lib/i18n/index.ts';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';

export type Crumb = { label: string; href?: string };

export function isEcard(product: Pick<ProductDetail, 'categories'>): boolean {
  return product.categories.some((entry) => entry.id === ECARDS_CATEGORY_ID);
}

export function productTrail(product: Pick<ProductDetail, 'categories' | 'name'>, locale: Locale): Crumb[] {
  const t = getT(locale);
  const category = primaryCategory(product.categories);
  const ecard = isEcard(product);
  const categoryCrumb = !category
    ? { label: t('catalog:breadcrumbs.products'), href: localePath(locale, '/products') }
    : ecard
      ? { label: category.name, href: localePath(locale, `/ecards/${encodeURIComponent(category.urlKey)}`) }
      : { label: category.name, href: localePath(locale, `/categories/${encodeURIComponent(category.urlKey)}`) };
  return [
    ...(ecard ? [{ label: t('catalog:breadcrumbs.ecards'), href: localePath(locale, '/ecards') }] : []),
    ...(ecard && category?.id === ECARDS_CATEGORY_ID ? [] : [categoryCrumb]),
    { label: product.name },
  ];
}
