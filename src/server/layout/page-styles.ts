/**
 * The store's stylesheet on a rendered page (issue 53). StoreLayout links the whole stylesheet in the head
 * (`<link rel="stylesheet" … data-page-styles>`); as the page leaves the renderer, that link becomes a `<style>` with
 * only the rules the page's markup uses (critical-styles.ts). That `<style>` names the whole file
 * (`data-store-stylesheet`), which the shell asks for once the page has loaded, and which the store's client
 * directives wait for before an island draws anything of its own (src/lib/browser/store-stylesheet.ts): a request
 * for it during the first load would share the phone's connection with the first screen's photo and fonts (in
 * Lighthouse's model it added 400 ms to a product page's LCP). A page without script needs nothing more: everything
 * it can show is in its markup, so its rules are inline.
 *
 * The `<style>`'s text differs from page to page, so its hash goes to the Content-Security-Policy with the response
 * (the route cache keeps the two together). An answer without the marker (not a page of StoreLayout's) passes as it
 * is, and so does a page's stylesheet link when the text of the stylesheet is unknown: the page then loads it as a
 * render-blocking file, as any site would.
 */
import { cspHashSource } from '@/server/security/content-security-policy.ts';
import { classesInMarkup, criticalStyles, type ParsedStylesheet } from './critical-styles.ts';

/** The head's link to the whole stylesheet, which StoreLayout writes. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)" data-page-styles\s*\/?>/;

export type PageStyles = { response: Response; styleHashes: string[] };

/**
 * `stylesheet`: the text of the file the page links (global.css as built), parsed once by the caller; null when it
 * could not be read.
 */
export async function withPageStyles(response: Response, stylesheet: ParsedStylesheet | null): Promise<PageStyles> {
  if (!stylesheet || !response.body || !response.headers.get('content-type')?.startsWith('text/html')) return { response, styleHashes: [] };
  const html = await response.text();
  const link = STYLESHEET_LINK.exec(html);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const answer = (body: string) => new Response(body, { status: response.status, statusText: response.statusText, headers });
  if (!link) return { response: answer(html), styleHashes: [] };
  const css = criticalStyles(stylesheet, classesInMarkup(html));
  const ownStyles = `<style data-store-stylesheet="${link[1]}">${css}</style>`;
  return { response: answer(html.replace(link[0], () => ownStyles)), styleHashes: [cspHashSource(css)] };
}
