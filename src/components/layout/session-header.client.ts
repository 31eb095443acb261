/**
 * The personal parts of the header, filled in the browser after load (spec §2): the cached HTML is the same for
 * every shopper and shows the guest's links; this plain script (no UI framework: it is on every page) shows the
 * signed-in shopper's full name, the "My account" entries, sign-out, and the wishlist icon with its count, from
 * the session's display mirror (src/stores/auth/session-mirror.ts), then checks the mirror against the server.
 *
 * Elements it works on, wherever they are (top bar, mobile menu, header):
 *   [data-account-links]   guest-only (sign in, register): hidden when signed in
 *   [data-signed-in-only]  shown only when signed in
 *   [data-full-name]       receives the full name (as text, never as HTML)
 *   [data-wishlist-link]   the wishlist icon: its accessible name carries the count ("My list, 3 items")
 *   [data-wishlist-badge]  the count on it (CSS generated content from data-count, as the cart badge)
 *   form[data-sign-out]    sign-out; works as a plain form, here through the Action
 */
import { actionErrorCode, loadActions } from '@/lib/browser/actions-client.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';
import { hasSessionHint } from '@/lib/session-hint.ts';
import type { PluralForms } from '@/lib/i18n/plural-forms.ts';
import { splitLocalePath } from '@/lib/i18n/urls.ts';
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import { readInlineJson } from '@/lib/inline-json.ts';
import {
  $user,
  $wishlistCount,
  clearSignedInState,
  forceSignOut,
  queueSessionNotice,
  takeSessionNotice,
  wishlistCountFromServer,
  wishlistCountMark,
  type SessionNotice,
  type StoredUser,
} from '@/stores/auth/session-mirror.ts';
import { showToast } from '@/stores/ui/toast.ts';

export type SessionHeaderTexts = {
  /** The wishlist icon's name without a count. */
  wishlist: string;
  /** Its name with the count, by plural category, `{{count}}` filled here. */
  wishlistCount: PluralForms;
  loggedOut: string;
  sessionExpired: string;
  network: string;
};

export function wishlistLabel(count: number, locale: Locale, texts: SessionHeaderTexts): string {
  if (count <= 0) return texts.wishlist;
  return fillTemplate(texts.wishlistCount[new Intl.PluralRules(locale).select(count)], { count: String(count) });
}

/** Shows the parts for `user` (or the guest's) and follows the mirror; returns the unsubscribe function. */
export function bindSessionHeader(root: ParentNode, locale: Locale, texts: SessionHeaderTexts): () => void {
  const all = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  const showUser = (user: StoredUser | null) => {
    for (const element of all('[data-account-links]')) element.hidden = user !== null;
    for (const element of all('[data-signed-in-only]')) element.hidden = user === null;
    for (const element of all('[data-full-name]')) element.textContent = user?.fullName ?? '';
  };
  const showCount = (count: number) => {
    for (const link of all('[data-wishlist-link]')) link.setAttribute('aria-label', wishlistLabel(count, locale, texts));
    for (const badge of all('[data-wishlist-badge]')) {
      badge.hidden = count <= 0;
      // Shown, the number stays out of the accessibility tree: the link's name says it.
      if (count > 0) badge.setAttribute('aria-hidden', 'true');
      else badge.removeAttribute('aria-hidden');
      badge.dataset.count = count > 99 ? '99+' : count > 0 ? String(count) : '';
    }
  };
  showUser($user.get());
  showCount($wishlistCount.get());
  const stopUser = $user.listen(showUser);
  const stopCount = $wishlistCount.listen(showCount);
  return () => {
    stopUser();
    stopCount();
  };
}

/** What a toast queued before a page change says. */
export function noticeText(notice: SessionNotice, texts: SessionHeaderTexts): string {
  return notice === 'signed-out' ? texts.loggedOut : texts.sessionExpired;
}

export type SessionAnswer = { signedIn: false } | { signedIn: true; fullName: string; wishlistCount: number | null };

/**
 * The mirror says signed in, or the readable session hint says a session may exist (a sign-in through a plain
 * form leaves no mirror): the server is asked. "Signed in" fills the mirror. "Signed out" after a name was shown
 * means the session ended without this browser signing out (expired, revoked): the forced sign-out of spec §4.
 * A server that cannot tell changes nothing.
 */
export async function checkSession(locale: Locale, navigate?: (path: string) => void, cookies = document.cookie): Promise<void> {
  const shown = $user.get();
  // Nothing shown and no hint of a session: a guest, nothing to ask.
  if (shown === null && !hasSessionHint(cookies)) return;
  let answer: SessionAnswer;
  const countMark = wishlistCountMark();
  try {
    const response = await fetch(`/api/session?locale=${locale}`, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return;
    answer = (await response.json()) as SessionAnswer;
  } catch {
    return;
  }
  if (!answer.signedIn) {
    // Only a name that was shown has something to take back; a stale hint was cleared by the answer.
    if (shown !== null) forceSignOut(locale, navigate);
    return;
  }
  $user.set({ fullName: answer.fullName, roles: [] });
  if (answer.wishlistCount !== null) wishlistCountFromServer(answer.wishlistCount, countMark);
}

/**
 * Where sign-out leaves the shopper (spec §4): a checkout page goes to the cart, an account page (which needs
 * the session) to the home page; anywhere else they stay, and the header follows.
 */
export function pageAfterSignOut(pathname: string, locale: Locale): string | null {
  const rest = splitLocalePath(pathname)?.rest ?? '';
  const under = (section: string) => rest === section || rest.startsWith(`${section}/`);
  if (under('/checkout')) return localePath(locale, '/cart');
  if (under('/account')) return localePath(locale);
  return null;
}

/** Spec §4 sign-out from any sign-out form: the Action, then the mirror, then "Logged Out". */
export async function signOut(form: HTMLFormElement, locale: Locale, texts: SessionHeaderTexts, navigate = (path: string) => location.assign(path)) {
  try {
    const { error } = await (await loadActions()).actions.auth.signOut(new FormData(form));
    if (error && actionErrorCode(error) !== 'UNAUTHORIZED') {
      showToast({ kind: 'error', message: texts.network });
      return;
    }
  } catch {
    showToast({ kind: 'error', message: texts.network });
    return;
  }
  clearSignedInState();
  const next = pageAfterSignOut(location.pathname, locale);
  if (next) {
    queueSessionNotice('signed-out');
    navigate(next);
  } else {
    showToast({ kind: 'success', message: texts.loggedOut });
  }
}

export function bindSignOutForms(root: ParentNode, locale: Locale, texts: SessionHeaderTexts): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-sign-out]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void signOut(form, locale, texts);
    });
  }
}

/**
 * Everything the header does for the session once the page has loaded (the store shell starts it when the browser
 * holds a session, or on the shopper's first interaction): the personal parts shown and followed, the sign-out
 * forms, the notice a previous page queued, then the check against the server. Texts from `#session-header-texts`.
 */
export function startSessionHeader(): void {
  const texts = readInlineJson<SessionHeaderTexts>(document.getElementById('session-header-texts'));
  if (!texts) return;
  const locale = pageLocale();
  bindSessionHeader(document, locale, texts);
  bindSignOutForms(document, locale, texts);
  const notice = takeSessionNotice();
  if (notice) showToast({ kind: notice === 'signed-out' ? 'success' : 'warning', message: noticeText(notice, texts) });
  void checkSession(locale);
}
