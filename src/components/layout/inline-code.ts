/**
 * Every inline script and style the store writes itself (Astro hashes its own): the Content-Security-Policy allows
 * exactly these texts by their hashes (src/middleware.ts), so each must be byte for byte what the page carries.
 */
import { LOCALES } from '@/lib/i18n/locales.ts';
import { ANNOUNCEMENT_PREPAINT_SCRIPT } from './announcement-prepaint.ts';
import { fontFaceCss } from './font-faces.ts';

/**
 * Without JavaScript the top bar's account part, which a script fades in (spec §9), is simply shown; a cart line
 * offers its typed quantity alone, not also the −/+ stepper (CartLine.tsx); and a later home section's
 * place-holder gives way to the section, which its <noscript> then is (LaterShelf.astro).
 */
export const NOSCRIPT_STYLE =
  '[data-top-bar-later]{visibility:visible!important;opacity:1!important}[data-qty-stepper],[data-later-shelf]{display:none!important}';

export function ownInlineCode(): { scripts: string[]; styles: string[] } {
  return {
    scripts: [ANNOUNCEMENT_PREPAINT_SCRIPT],
    styles: [NOSCRIPT_STYLE, ...LOCALES.map((locale) => fontFaceCss(locale))],
  };
}
