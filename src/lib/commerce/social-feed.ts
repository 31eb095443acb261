/**
 * The social image feed (spec §2, shared widgets): the CMS block `pwa_social_feed_{lang}` holds images, each
 * linking to one of the store's social posts. Its content is CMS HTML written by editors, read as data and
 * never rendered as is: every `<img>` inside a link is one post. Parsed defensively like the other home blocks:
 * a post without a safe link or an image is skipped, a block without any post leaves the section out.
 */
import { loadSection } from './home.ts';
import { socialFeedBlockIdentifier } from './cms-block-identifiers.ts';
import { Parser } from 'htmlparser2';
import { toStorefrontMediaUrl } from './mappers/media.ts';
import { isSafeHref } from './mappers/sanitize-html.ts';
import type { CommerceContext } from './context.ts';

/** A post of the feed, ready to render: its image links to the post. */
export type SocialPost = {
  href: string;
  image: string;
  /** The editor's description of the image; may be empty. */
  alt: string;
  width: number;
  height: number;
};

/** A home grid shows at most two rows of six. */
export const SOCIAL_FEED_MAX_POSTS = 12;
/** Feed images are square thumbnails unless the editor gave their size. */
export const SOCIAL_IMAGE_SIZE = 640;
const MAX_ALT_LENGTH = 300;

/** A pixel size from an attribute, or null when it is missing or not a plausible size. */
function pixels(value: string | undefined): number | null {
  if (!value || !/^\d{1,4}$/.test(value.trim())) return null;
  const size = Number(value);
  return size >= 1 && size <= 4096 ? size : null;
}

function postOf(href: string, image: Map<string, string>): SocialPost | null {
  const src = image.get('src')?.trim() ?? '';
  if (!src || !isSafeHref(src.replace(/&/g, '&amp;'))) return null;
  const url = toStorefrontMediaUrl(src);
  if (!url) return null;
  const [width, height] = [pixels(image.get('width')), pixels(image.get('height'))];
  const sized = width !== null && height !== null;
  return {
    href,
    image: url,
    alt: (image.get('alt') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_ALT_LENGTH),
    width: sized ? width : SOCIAL_IMAGE_SIZE,
    height: sized ? height : SOCIAL_IMAGE_SIZE,
  };
}

/** The posts of a `pwa_social_feed_*` block, in order; null when it holds none (not a feed at all). */
export function parseSocialFeedBlock(content: string): SocialPost[] | null {
  const posts: SocialPost[] = [];
  let link: string | null = null;
  // htmlparser2 (the parser under sanitize-html) reads the editor's HTML; attribute values come entity-decoded.
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'a') {
        const href = attributes.href?.trim() ?? '';
        link = href && isSafeHref(href.replace(/&/g, '&amp;')) ? href : null;
        return;
      }
      if (name !== 'img' || link === null) return;
      const post = postOf(link, new Map(Object.entries(attributes)));
      // One post per link: a second image in the same link would repeat it.
      if (post) posts.push(post);
      link = null;
    },
    onclosetag(name) {
      if (name === 'a') link = null;
    },
  });
  parser.write(content);
  parser.end();
  return posts.length > 0 ? posts.slice(0, SOCIAL_FEED_MAX_POSTS) : null;
}

/** The feed of the context's store view: null when the backend could not be asked, [] when there is nothing to show. */
export function getSocialFeed(context: CommerceContext): Promise<SocialPost[] | null> {
  return loadSection(context, socialFeedBlockIdentifier(context.locale), parseSocialFeedBlock);
}
