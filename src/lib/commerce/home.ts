/**
 * Home page CMS content (spec §3 "Home content", §7 "home content"): the main, top, middle and bottom banners
 * from the blocks `pwa_home_one|two|three|four_{lang}` and the brand slider from `pwa_home_brands_{lang}`.
 * Each section loads on its own, so one missing or malformed block leaves only its section out.
 */
import { CommerceNotFoundError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { parseBannerBlock, parseBrandSliderBlock } from './mappers/home.ts';
import { HOME_CMS_BLOCK_QUERY } from './operations/home.ts';
import { bannerBlockIdentifier, brandsBlockIdentifier } from './cms-block-identifiers.ts';
import type { BannerSection, HomeContent } from '@/domain/home-types.ts';
import type { CommerceContext } from './context.ts';

/**
 * The content of one CMS block; '' when the block does not exist (an admin disabled it: nothing to show, not a
 * failure). One request per block because Magento fails the whole `cmsBlocks` call when any identifier is
 * unknown, and one missing section must not take the others down.
 */
async function blockContent(context: CommerceContext, identifier: string): Promise<string> {
  try {
    const data = await graphqlRequest(context, HOME_CMS_BLOCK_QUERY, { identifiers: [identifier] }, null);
    return data.cmsBlocks?.items?.find((item) => item?.identifier === identifier)?.content ?? '';
  } catch (error) {
    if (error instanceof CommerceNotFoundError) return '';
    throw error;
  }
}

/** Loads one section; a failed request yields null and is logged, a malformed block is logged and left out. */
export async function loadSection<T>(
  context: CommerceContext,
  identifier: string,
  parse: (content: string) => T[] | null,
): Promise<T[] | null> {
  let content: string;
  try {
    content = await blockContent(context, identifier);
  } catch (error) {
    console.error(`[home] could not load CMS block ${identifier}:`, error);
    return null;
  }
  if (content === '') return [];
  const parsed = parse(content);
  if (parsed === null) {
    console.error(`[home] CMS block ${identifier} is not in the expected format; the section is left out`);
    return [];
  }
  return parsed;
}

export async function getHomeContent(context: CommerceContext): Promise<HomeContent> {
  const banners = (section: BannerSection) =>
    loadSection(context, bannerBlockIdentifier(section, context.locale), (content) => parseBannerBlock(content, context.locale));
  const [main, top, middle, bottom, brands] = await Promise.all([
    banners('main'),
    banners('top'),
    banners('middle'),
    banners('bottom'),
    loadSection(context, brandsBlockIdentifier(context.locale), parseBrandSliderBlock),
  ]);
  return { main, top, middle, bottom, brands };
}
