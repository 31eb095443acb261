/**
 * The optional third parties of the storefront (spec §7), each on only when its key is configured, read from the
 * environment at run time so one build serves with or without them:
 *   RECAPTCHA_SITE_KEY     reCAPTCHA v3 (action `submit`) on the newsletter and contact forms; the page loads
 *                          Google's script and sends a token with the form
 *   RECAPTCHA_SECRET_KEY   the server checks that token with Google; without it the token is passed on unchecked
 *   RECAPTCHA_MIN_SCORE    lowest v3 score accepted (0..1, default 0.5)
 *   META_PIXEL_ID          the social-ad pixel (Meta), a page view per page
 * Without keys nothing is loaded, and the Content-Security-Policy names none of their origins.
 */

export type ThirdParties = {
  recaptchaSiteKey: string | null;
  metaPixelId: string | null;
};

/** Site keys and pixel ids are short tokens of letters, digits, `-` and `_`; anything else is a typo. */
const KEY_PATTERN = /^[\w-]{6,100}$/;

function keyFrom(value: string | undefined): string | null {
  const key = value?.trim();
  return key && KEY_PATTERN.test(key) ? key : null;
}

export function thirdParties(env: NodeJS.ProcessEnv = process.env): ThirdParties {
  return { recaptchaSiteKey: keyFrom(env.RECAPTCHA_SITE_KEY), metaPixelId: keyFrom(env.META_PIXEL_ID) };
}

/** Origins a third party needs, by CSP directive (Google's and Meta's documented CSP lists). */
export type CspSources = Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', string[]>>;

const RECAPTCHA_SOURCES: CspSources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://www.google.com/recaptcha/'],
};

const META_PIXEL_SOURCES: CspSources = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
};

/** The CSP sources of the third parties that are on. */
export function thirdPartyCspSources(parties: ThirdParties): CspSources[] {
  return [parties.recaptchaSiteKey ? RECAPTCHA_SOURCES : null, parties.metaPixelId ? META_PIXEL_SOURCES : null].filter(
    (sources): sources is CspSources => sources !== null,
  );
}
