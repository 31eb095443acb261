/**
 * Guarded pages, one rule for the whole store (ARCHITECTURE.md, "Contracts the whole store keeps": guarded pages;
 * docs/architecture.md; spec §6):
 * - `/{locale}/account/**` without a session answers 302 to `/{locale}/login?redirect=<path>`, so sign-in brings
 *   the shopper back;
 * - `/{locale}/checkout/**` without one answers 302 to `/{locale}/cart` (checkout is for signed-in shoppers).
 * Run by the middleware before any page renders, so no guarded page repeats it.
 */
import { localePath } from '@/lib/i18n/locales.ts';
import { splitLocalePath } from '@/lib/i18n/urls.ts';

function isUnder(rest: string, section: string): boolean {
  return rest === section || rest.startsWith(`${section}/`);
}

/**
 * Pages that show one shopper's own data (the account area, checkout): whatever a page does, the middleware keeps
 * their responses out of every cache (`private, no-store`, never in the route cache).
 */
export function isPersonalPage(url: URL): boolean {
  const split = splitLocalePath(url.pathname);
  if (!split) return false;
  const rest = split.rest.replace(/\/+$/, '');
  return isUnder(rest, '/account') || isUnder(rest, '/checkout') || isUnder(rest, '/compare');
}

/** Where a request for `url` must go instead, or null when it may pass. */
export function guardRedirect(url: URL, signedIn: boolean): string | null {
  if (signedIn) return null;
  const split = splitLocalePath(url.pathname);
  if (!split) return null;
  const rest = split.rest.replace(/\/+$/, '');
  if (isUnder(rest, '/account')) {
    return `${localePath(split.locale, '/login')}?redirect=${encodeURIComponent(`/${split.locale}${rest}`)}`;
  }
  if (isUnder(rest, '/checkout')) return localePath(split.locale, '/cart');
  return null;
}

/** The middleware's step: a guarded page without a session is answered with its redirect; null lets it pass. */
export function guardPage(url: URL, signedIn: boolean): Response | null {
  const target = guardRedirect(url, signedIn);
  return target ? new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'private, no-store' } }) : null;
}
