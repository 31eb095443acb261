/**
 * The words of a home product list shown on its own (src/server/home/collections.ts): its heading on the home page,
 * its shelf's and its page's, the name of the link to its page, and its page's title, introduction and description.
 */
import type { TFunction } from '@/lib/i18n/index.ts';
import type { CollectionSlug } from '@/server/home/collections.ts';

export type CollectionCopy = { heading: string; viewAll: string; title: string; intro: string; description: string };

export function collectionCopy(t: TFunction, slug: CollectionSlug): CollectionCopy {
  switch (slug) {
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
