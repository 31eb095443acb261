/**
 * schema.org objects the shell adds on its own. Pages pass their own (Product, ItemList…) through
 * StoreLayout's `jsonLd` prop.
 */
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';
import { SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE_E164 } from '@/lib/store-contact.ts';

type Crumb = { label: string; href?: string };

/** BreadcrumbList for the trail "Home > …"; the last crumb is the current page at `currentPath`. */
export function breadcrumbListJsonLd(locale: Locale, crumbs: Crumb[], origin: string, currentPath: string): object {
  const t = getT(locale);
  const trail: Crumb[] = [{ label: t('layout:breadcrumbs.home'), href: localePath(locale) }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href ?? currentPath, origin).href,
    })),
  };
}

/** The store as an organisation with its search box, for the home page. */
export function storeJsonLd(locale: Locale, origin: string): object[] {
  const t = getT(locale);
  const home = new URL(localePath(locale), origin).href;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      name: t('seo:siteName'),
      url: home,
      logo: new URL('/favicon.svg', origin).href,
      email: SUPPORT_EMAIL,
      telephone: SUPPORT_PHONE_E164,
      areaServed: 'QA',
      sameAs: Object.values(SOCIAL_LINKS),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: t('seo:siteName'),
      url: home,
      inLanguage: locale,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${new URL(localePath(locale, '/search'), origin).href}?keyword={keyword}`,
        'query-input': 'required name=keyword',
      },
    },
  ];
}
