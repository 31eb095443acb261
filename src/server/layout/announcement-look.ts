/**
 * The announcement bar's look from the merchant (pwaConfig.top_bar: background and text colour, font size; the
 * commerce mapper lets only plain CSS values through), as one stylesheet rule. The Content-Security-Policy allows
 * no `style` attribute, so the bar carries this rule in a `<style>` element, and the middleware allows exactly this
 * text by its hash (`announcementLookHashes`), from the same configuration the page was rendered with.
 */
import type { CommerceClient, TopBar } from '@/lib/commerce/index.ts';
import { cspHashSource } from '@/server/security/content-security-policy.ts';

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

/** The CSP sources allowing the bar's rule on the request's page (none without the configuration). */
export async function announcementLookHashes(commerce: CommerceClient): Promise<string[]> {
  try {
    const style = announcementLookStyle((await commerce.getStoreConfig()).topBar);
    return style ? [cspHashSource(style)] : [];
  } catch {
    // The page itself rendered without the bar's config (the layout degrades on its own): nothing to allow.
    return [];
  }
}
