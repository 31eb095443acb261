/**
 * zod schemas of the home CMS blocks' content. A block's `content` is JSON text written by merchandisers (see
 * backend/README.md "Content formats"): the envelope is checked first and each entry on its own, so one bad
 * entry does not sink its neighbours.
 */
import { z } from 'zod';
import { integerId } from './shared.ts';

const text = z.string().nullish();

export const bannerEntrySchema = z.object({
  banner_id: integerId,
  name: text,
  image: z.string().trim().min(1),
  image_alt: text,
  banner_link_type: text,
  pwa_url: text,
  product_url: text,
  category_url: text,
});

export const brandEntrySchema = z.object({
  id: integerId,
  name: z.string().trim().min(1),
  url_key: text,
  image: text,
});

/** The envelope of a block: entries stay `unknown` here and are parsed one by one. */
export const bannerBlockSchema = z.object({ type: z.literal('banners'), banners: z.array(z.unknown()) });
export const brandBlockSchema = z.object({ type: z.literal('brand_slider'), brands: z.array(z.unknown()) });
