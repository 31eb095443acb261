/**
 * Reads a static page's copy (about, privacy, terms, returns, maintenance) from the `pages` namespace.
 * The copy is structured (sections with a heading, paragraphs and list items) and comes out of i18next as
 * an untyped object, so it is checked with zod here: a malformed locale file fails loudly on render instead of
 * printing "[object Object]". Object key order in the JSON is the reading order.
 */
import { z } from 'zod';
import type { TFunction } from '@/lib/i18n/index.ts';

const textBlock = z.record(z.string(), z.string().min(1));

const sectionSchema = z.object({
  heading: z.string().min(1),
  paragraphs: textBlock.optional(),
  items: textBlock.optional(),
});

const sectionsSchema = z.record(z.string(), sectionSchema);

export type StaticPageKey = 'about' | 'privacy' | 'terms' | 'refund' | 'maintenance';

export type StaticPageSection = { id: string; heading: string; paragraphs: string[]; items: string[] };

export type StaticPageContent = { heading: string; intro: string; sections: StaticPageSection[] };

export function readStaticPage(t: TFunction, page: StaticPageKey): StaticPageContent {
  const sections = sectionsSchema.parse(t(`pages:${page}.sections`, { returnObjects: true }));
  return {
    heading: t(`pages:${page}.heading`),
    intro: t(`pages:${page}.intro`),
    sections: Object.entries(sections).map(([id, section]) => ({
      id,
      heading: section.heading,
      paragraphs: Object.values(section.paragraphs ?? {}),
      items: Object.values(section.items ?? {}),
    })),
  };
}
