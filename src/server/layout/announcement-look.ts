/**
 * The announcement bar's look from the merchant (pwaConfig.top_bar: background and text colour, font size; the
 * commerce mapper lets only plain CSS values through), as one stylesheet rule. The Content-Security-Policy allows
 * no `style` attribute, so the bar carries this rule in a `<style>` element, and the middleware allows exactly this
 * text by its hash (`announcementLookHashes`), from the same configuration the page was rendered with.
 */
import { getStoreConfig, type TopBar } from '../../lib/commerce/index.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { cspHashSource } from '../security/content-security-policy.ts';

/** The rule for `topBar`, or '' when it has no text or nothing of the merchant's own. */
export function announcementLookStyle(topBar: TopBar | null): string {
  if (!topBar?.text) return '';
  const look = [
    topBar.bgColor && `background-color:${topBar.bgColor}`,
    topBar.textColor && `color:${topBar.textColor}`,
    topBar.fontSize && `font-size:${topBar.fontSize}`,
  ].filter(Boolean);
  return look.length > 0 ? `[data-announcement]{${look.join(';')}}` : '';
}

/** The CSP sources allowing the bar's rule on a page in `locale` (none without the configuration). */
export async function announcementLookHashes(locale: Locale): Promise<string[]> {
  try {
    const style = announcementLookStyle((await getStoreConfig(locale)).topBar);
    return style ? [cspHashSource(style)] : [];
  } catch {
    // The page itself rendered without the bar's config (the layout degrades on its own): nothing to allow.
    return [];
  }
}
