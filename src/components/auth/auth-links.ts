/**
 * The sign-in and sign-up flows' links, in the page's language: their pages and the Actions their plain forms post to
 * (the pages' panel and the header's dialog share them, with their words from build-auth-texts.ts).
 */
import { actions } from 'astro:actions';
import type { AuthFlow } from '@/lib/auth-fields.ts';
import { localePath, type Locale } from '@/lib/i18n/index.ts';
import { REDIRECT_PARAM } from '@/lib/safe-redirect.ts';
import type { AuthLinks } from '@/islands/auth/auth-texts.ts';

const FLOW_PAGES: Record<AuthFlow, string> = { 'sign-in': '/login', 'sign-up': '/signup' };

/** The flows' pages (keeping `redirect`, one of our paths or '') and where their plain forms post. */
export function authLinks(locale: Locale, redirect = ''): AuthLinks {
  const page = (flow: AuthFlow) => localePath(locale, FLOW_PAGES[flow]);
  const withRedirect = (flow: AuthFlow) => (redirect ? `${page(flow)}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : page(flow));
  const forms = (flow: AuthFlow) => ({
    requestCode: `${page(flow)}${actions.auth.requestCode.toString()}`,
    verifyCode: `${page(flow)}${actions.auth.verifyCode.toString()}`,
  });
  return {
    terms: localePath(locale, '/terms-and-use'),
    pages: { 'sign-in': withRedirect('sign-in'), 'sign-up': withRedirect('sign-up') },
    forms: { 'sign-in': forms('sign-in'), 'sign-up': forms('sign-up') },
  };
}
