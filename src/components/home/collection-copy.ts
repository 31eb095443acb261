/**
 * The words of a home product list shown on its own (src/server/home/collections.ts): its heading on the home page,
 * its shelf's and its page's, the name of the link to its page, and its page's title, introduction and description;
 * and its place-holder on the home page (LaterShelf.astro) made of them.
 */
import type { TFunction } from '@/lib/i18n/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { COLLECTIONS, collectionPath, collectionShelfPath, type CollectionSlug } from '@/server/home/collections.ts';

export type CollectionCopy = { heading: string; viewAll: string; title: string; intro: string; description: string };

export function collectionCopy(t: TFunction, slug: CollectionSlug): CollectionCopy {
  switch (slug) {
    case 'new-arrivals':
      return {
        heading: t('home:latest.title'),
        viewAll: t('home:latest.viewAll'),
        title: t('home:collections.newArrivals.title'),
        intro: t('home:collections.newArrivals.intro'),
        description: t('home:collections.newArrivals.description'),
      };
    case 'best-sellers':
      return {
        heading: t('home:bestSellers.title'),
        viewAll: t('home:bestSellers.viewAll'),
        title: t('home:collections.bestSellers.title'),
        intro: t('home:collections.bestSellers.intro'),
        description: t('home:collections.bestSellers.description'),
      };
    case 'featured':
      return {
        heading: t('home:featured.title'),
        viewAll: t('home:featured.viewAll'),
        title: t('home:collections.featured.title'),
        intro: t('home:collections.featured.intro'),
        description: t('home:collections.featured.description'),
      };
  }
}

/** The home page's place-holder of a list's carousel (LaterShelf.astro's props): its heading, line and link, and where its carousel comes from. */
export function collectionShelf(t: TFunction, locale: Locale, slug: CollectionSlug) {
  const copy = collectionCopy(t, slug);
  return {
    id: COLLECTIONS[slug].shelfId,
    title: copy.heading,
    intro: copy.intro,
    viewAll: { href: collectionPath(locale, slug), label: copy.viewAll },
    src: collectionShelfPath(locale, slug),
  };
}
