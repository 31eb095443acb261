/**
 * The shopper's stylesheet, for the pages that run no script (StoreLayout `scriptFree`). Their HTML is cached and
 * the same for every shopper, and they cannot read local storage; so the header's personal parts are shown by
 * this small stylesheet instead, built on the server from the readable display cookies the other pages' scripts
 * keep (src/lib/display-cookies.ts) and the `signed_in` hint: the cart count, the signed-in entries with the
 * name and the wishlist count, and the hiding of a dismissed announcement. Counts are CSS generated content, and
 * so is the count in a link's name, which assistive technology reads as part of the name.
 *
 * It is built from the cookies alone, with no call to the commerce backend, so it costs the server next to nothing;
 * it is render-blocking (in the head, so a closed announcement never flashes), one small request beside the page's
 * cached stylesheet.
 *
 * Every value comes from a cookie the shopper controls: each is parsed and bounded here, and text goes out only
 * as an escaped CSS string.
 */
import { z } from 'zod';
import { ANNOUNCEMENT_ID, DISPLAY_COOKIES, FULL_NAME_MAX_LENGTH } from '@/lib/display-cookies.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { SESSION_HINT_COOKIE } from '@/lib/session-hint.ts';
import { compareLinkName } from '@/lib/compare-link-name.ts';

export const SHOPPER_STYLESHEET_PATH = '/api/shopper.css';

export function shopperStylesheetPath(locale: Locale): string {
  return `${SHOPPER_STYLESHEET_PATH}?locale=${locale}`;
}

export type ShopperState = {
  cartCount: number;
  signedIn: boolean;
  fullName: string;
  wishlistCount: number;
  closedAnnouncement: string | null;
  compareCount: number;
};

const count = z.coerce.number().int().min(0).max(999_999).catch(0);
const shopperCookies = z.object({
  [DISPLAY_COOKIES.cartCount]: count,
  [DISPLAY_COOKIES.wishlistCount]: count,
  [DISPLAY_COOKIES.compareCount]: count,
  [DISPLAY_COOKIES.fullName]: z
    .string()
    .transform((name) => name.trim().slice(0, FULL_NAME_MAX_LENGTH))
    .catch(''),
  [DISPLAY_COOKIES.closedAnnouncement]: z.string().regex(ANNOUNCEMENT_ID).nullable().catch(null),
  [SESSION_HINT_COOKIE]: z.literal('1').optional().catch(undefined),
});

/** What the cookies say, each value checked and bounded; anything malformed reads as absent. */
export function readShopperState(cookie: (name: string) => string | undefined): ShopperState {
  const read = shopperCookies.parse({
    [DISPLAY_COOKIES.cartCount]: cookie(DISPLAY_COOKIES.cartCount),
    [DISPLAY_COOKIES.wishlistCount]: cookie(DISPLAY_COOKIES.wishlistCount),
    [DISPLAY_COOKIES.compareCount]: cookie(DISPLAY_COOKIES.compareCount),
    [DISPLAY_COOKIES.fullName]: cookie(DISPLAY_COOKIES.fullName) ?? '',
    [DISPLAY_COOKIES.closedAnnouncement]: cookie(DISPLAY_COOKIES.closedAnnouncement) ?? null,
    [SESSION_HINT_COOKIE]: cookie(SESSION_HINT_COOKIE),
  });
  const signedIn = read[SESSION_HINT_COOKIE] === '1';
  return {
    cartCount: read[DISPLAY_COOKIES.cartCount],
    signedIn,
    fullName: signedIn ? read[DISPLAY_COOKIES.fullName] : '',
    wishlistCount: signedIn ? read[DISPLAY_COOKIES.wishlistCount] : 0,
    closedAnnouncement: read[DISPLAY_COOKIES.closedAnnouncement],
    compareCount: read[DISPLAY_COOKIES.compareCount],
  };
}

/**
 * A CSS string: letters, digits, spaces and punctuation as they are, anything else (quotes, backslashes, line
 * breaks, braces, angle brackets, controls) as a code point escape.
 */
export function cssString(text: string): string {
  const plain = /^[\p{L}\p{M}\p{N}\p{Zs}\p{P}+]$/u;
  const escaped = (character: string) => `\\${character.codePointAt(0)?.toString(16)} `;
  return `"${[...text].map((character) => (plain.test(character) && !'"\\{}<>;'.includes(character) ? character : escaped(character))).join('')}"`;
}

/**
 * The rest of a counted link name after its plain name ("، منتج واحد" of "سلة التسوق، منتج واحد"): the plain name
 * stays in the page, where every checker reads it, and the count follows it in the same run of text. A unit test
 * keeps every counted form starting with its plain name, in both languages.
 */
export function countSuffix(plainName: string, countedName: string): string {
  return countedName.startsWith(plainName) ? countedName.slice(plainName.length) : ` ${countedName}`;
}

/** The badge shows at most 99+, like the scripted badge (cart-badge.client.ts). */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Shows the part `name` as `display`, with `content` after it when given. */
function show(name: string, display: string, content?: string): string[] {
  const part = `:root [data-shopper-part=${name}]`;
  return [`${part}{display:${display}}`, ...(content === undefined ? [] : [`${part}::after{content:${cssString(content)}}`])];
}

function hide(selector: string): string {
  return `:root ${selector}{display:none}`;
}

/** Out of sight but still read, like Tailwind's sr-only: text that keeps a control named for every checker. */
function hideVisually(selector: string): string {
  return `:root ${selector}{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;
}

/** A link's count: the badge, and the count after the link's plain name. */
function counted(part: 'cart' | 'wishlist' | 'compare', count: number, plainName: string, countedName: string): string[] {
  return [...show(`${part}-badge`, 'flex', badgeText(count)), ...show(`${part}-name-count`, 'inline', countSuffix(plainName, countedName))];
}

export function shopperStyle(state: ShopperState, locale: Locale): string {
  const t = getT(locale);
  const rules: string[] = [];
  if (state.closedAnnouncement) rules.push(hide(`[data-announcement-id="${state.closedAnnouncement}"]`));
  if (state.cartCount > 0) {
    rules.push(...counted('cart', state.cartCount, t('layout:header.cart'), t('cart:linkName', { count: state.cartCount })));
  }
  if (state.compareCount > 0) {
    rules.push(...counted('compare', state.compareCount, t('compare:headerLink'), compareLinkName(t('compare:headerLink'), state.compareCount)));
  }
  if (state.signedIn) {
    rules.push(hide('[data-account-links]'), ...show('signed-in', 'block'), ...show('signed-in-row', 'flex'));
    if (state.fullName) {
      // The top bar's link reads "My account" then the name; only the name is seen.
      rules.push(hideVisually('[data-shopper-default=full-name]'), ...show('full-name', 'inline', state.fullName), ...show('full-name-line', 'block', state.fullName));
    }
    if (state.wishlistCount > 0) {
      const count = state.wishlistCount;
      rules.push(...counted('wishlist', count, t('layout:header.wishlist'), t('auth:session.wishlistCount', { count })));
    }
  }
  return `${rules.join('\n')}\n`;
}
