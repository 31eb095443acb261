/**
 * Every inline script and style the store writes itself (Astro hashes its own): the Content-Security-Policy allows
 * exactly these texts by their hashes (src/middleware.ts), so each must be byte for byte what the page carries.
 */
import { allSpeculationRulesTexts } from '@/components/catalog/speculation-rules.ts';
import { LOCALES } from '@/lib/i18n/locales.ts';
import { ANNOUNCEMENT_PREPAINT_SCRIPT } from './announcement-prepaint.ts';
import { fontFaceCss } from './font-faces.ts';
import { FONTS_AFTER_FIRST_PHOTO_SCRIPT } from './fonts-after-first-photo.ts';

/**
 * Without JavaScript the top bar's account part, which a script fades in (spec §9), is simply shown, and a cart line
 * offers its typed quantity alone, not also the −/+ stepper (CartLine.tsx).
 */
export const NOSCRIPT_STYLE =
  '[data-top-bar-later]{visibility:visible!important;opacity:1!important}[data-qty-stepper]{display:none!important}';

export function ownInlineCode(): { scripts: string[]; styles: string[] } {
  return {
    // The Speculation Rules the shell inserts on catalogue pages are inline scripts too (speculation-rules.ts).
    scripts: [ANNOUNCEMENT_PREPAINT_SCRIPT, FONTS_AFTER_FIRST_PHOTO_SCRIPT, ...allSpeculationRulesTexts()],
    styles: [NOSCRIPT_STYLE, ...LOCALES.map((locale) => fontFaceCss(locale))],
  };
}
