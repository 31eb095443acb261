/**
 * What an account page tells the shopper after a form posted without JavaScript succeeded: the page answers
 * 303 to itself with `?notice=<what>` (post/redirect/get: a reload never posts twice) and shows the notice.
 * Only the notices below exist; any other value shows nothing.
 */
import type { AstroGlobal } from 'astro';
import { getT, type Locale } from '@/lib/i18n/index.ts';

export const NOTICE_PARAM = 'notice';

const NOTICE_KEYS = {
  'name-saved': 'account:profile.nameSaved',
  'email-saved': 'account:profile.emailSaved',
  'phone-saved': 'account:profile.phoneSaved',
  'address-saved': 'account:addresses.saved',
  'address-deleted': 'account:addresses.deleted',
  'wishlist-added': 'account:wishlist.added',
  'wishlist-removed': 'account:wishlist.removed',
} as const;

export type NoticeName = keyof typeof NOTICE_KEYS;
export type AccountNotice = { kind: 'success' | 'error'; message: string };

function isNoticeName(value: string | null): value is NoticeName {
  return value !== null && Object.hasOwn(NOTICE_KEYS, value);
}

/** The success notice the URL names, in the shopper's language; null when there is none. */
export function formNotice(url: URL, locale: Locale): AccountNotice | null {
  const name = url.searchParams.get(NOTICE_PARAM);
  return isNoticeName(name) ? { kind: 'success', message: getT(locale)(NOTICE_KEYS[name]) } : null;
}

export function noticeRedirect(page: AstroGlobal, path: string, notice: NoticeName): Response {
  return page.redirect(`${path}?${NOTICE_PARAM}=${notice}`, 303);
}
