/**
 * The social image feed (spec §2, shared widgets): CMS blocks `pwa_social_feed_{ar,en}` whose HTML links square
 * images to the store's social posts. The images are generated artwork served under `/media/social/` as JPEG photos
 * (a social post is a photo), written as media directives like any CMS image, so the block needs nothing from
 * outside at runtime.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { LANGS, socialFeedBlockIdentifier } from '../cms/home-blocks.ts';
import { insertAsset, insertBlock } from './content-rows.ts';

export const SOCIAL_IMAGE_SIZE = 640;

interface SocialPostSeed {
  href: string;
  motif: string;
  colour: string;
  altEn: string;
  altAr: string;
}

const POSTS: SocialPostSeed[] = [
  { href: 'https://www.instagram.com/p/C4mTjR1aQ01/', motif: 'phone', colour: '#1e88e5',
    altEn: 'Unboxing the new iPhone 15 Pro in our Doha showroom', altAr: 'فتح علبة آيفون 15 برو الجديد في معرضنا بالدوحة' },
  { href: 'https://www.instagram.com/p/C4oKx82bT02/', motif: 'headphones', colour: '#f4511e',
    altEn: 'Noise-cancelling headphones for the daily commute', altAr: 'سماعات عازلة للضوضاء لمشوارك اليومي' },
  { href: 'https://www.instagram.com/p/C4qZp3LcU03/', motif: 'console', colour: '#43a047',
    altEn: 'Gaming week: consoles and accessories on offer', altAr: 'أسبوع الألعاب: عروض على الأجهزة والإكسسوارات' },
  { href: 'https://www.instagram.com/p/C4sWm7NdV04/', motif: 'watch', colour: '#8e24aa',
    altEn: 'Smart watches to track every workout', altAr: 'ساعات ذكية تتابع كل تمرين' },
  { href: 'https://www.instagram.com/p/C4uQr5HeW05/', motif: 'camera', colour: '#546e7a',
    altEn: 'Capture the Corniche at sunset with a mirrorless camera', altAr: 'صوّر الكورنيش وقت الغروب بكاميرا بدون مرآة' },
  { href: 'https://www.instagram.com/p/C4wTy9JfX06/', motif: 'smart-home', colour: '#00acc1',
    altEn: 'Make your home smart, one device at a time', altAr: 'اجعل منزلك ذكياً جهازاً تلو الآخر' },
];

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The block HTML of one language: one linked, sized image per post. */
function feedHtml(lang: 'ar' | 'en'): string {
  const items = POSTS.map((post, index) => {
    const alt = escapeAttribute(lang === 'en' ? post.altEn : post.altAr);
    return `<li><a href="${post.href}"><img src="{{media url='social/post-${index + 1}.jpg'}}" alt="${alt}" ` +
      `width="${SOCIAL_IMAGE_SIZE}" height="${SOCIAL_IMAGE_SIZE}"></a></li>`;
  });
  return `<ul class="social-feed">${items.join('')}</ul>`;
}

/** Writes the feed's images and blocks; a feed block that already exists (perhaps edited) is kept. */
export function seedSocialFeed(db: Database, now: Date): void {
  POSTS.forEach((post, index) =>
    insertAsset(db, { path: `/social/post-${index + 1}.jpg`, kind: 'social', motif: post.motif, colour: post.colour, variant: index }),
  );
  for (const lang of LANGS) {
    insertBlock(db, now, {
      identifier: socialFeedBlockIdentifier(lang),
      title: lang === 'en' ? 'Home: social image feed' : 'الرئيسية: صور حساباتنا الاجتماعية',
      content: feedHtml(lang),
    });
  }
}

/** True when the database has no social feed block yet (created before the feed existed). */
export function lacksSocialFeed(db: Database): boolean {
  return !cachedStatement(db, 'SELECT 1 FROM cms_blocks WHERE identifier LIKE ? LIMIT 1').get('pwa_social_feed_%');
}
