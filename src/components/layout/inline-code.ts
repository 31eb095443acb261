/**
 * Every inline script and style the store writes itself (Astro hashes its own): the Content-Security-Policy allows
 * exactly these texts by their hashes (src/middleware.ts), so each must be byte for byte what the page carries.
 */
import { LOCALES } from '@/lib/i18n/locales.ts';
import { ANNOUNCEMENT_PREPAINT_SCRIPT } from './announcement-prepaint.ts';
import { fontFaceCss } from './font-faces.ts';

/** Without JavaScript the top bar, which a script fades in (spec §9), is simply shown. */
export const TOP_BAR_NOSCRIPT_STYLE = '[data-top-bar-later]{visibility:visible!important;opacity:1!important}';

export function ownInlineCode(): { scripts: string[]; styles: string[] } {
  return {
    scripts: [ANNOUNCEMENT_PREPAINT_SCRIPT],
    styles: [TOP_BAR_NOSCRIPT_STYLE, ...LOCALES.map((locale) => fontFaceCss(locale))],
  };
}
