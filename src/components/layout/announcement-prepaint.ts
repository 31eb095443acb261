/**
 * The announcement bar's pre-paint script (spec §2), inlined right after the bar so that it runs before the first
 * paint: it hides a bar the shopper dismissed, so it never flashes. Dismissed means the text's id in the
 * `closed_announcement` cookie, which closing the bar sets, by its script or through the plain form on a page without
 * script. The cookie only: a page's first read of the browser's storage waits on the browser (1 to 13 ms measured
 * here, unthrottled), and this script holds the parser back before the header. The text kept in storage under
 * `closed-announcement` is read by the bar's script after the page (announcement-close.client.ts).
 *
 * It is a fixed string, not a function's source: its SHA-256 hash is in the policy (astro.config.mjs), and the
 * hash must be the one of exactly these bytes whatever the bundler does to functions. The cookie is the one of
 * src/lib/display-cookies.ts; a unit test runs this text.
 */
export const ANNOUNCEMENT_PREPAINT_SCRIPT =
  "(function(){var bars=document.querySelectorAll('[data-announcement]');" +
  'for(var i=0;i<bars.length;i++){var bar=bars[i],d=bar.dataset;' +
  "if((d.announcementText||'').trim()!==''&&document.cookie.split('; ').indexOf('closed_announcement='+d.announcementId)>=0)bar.hidden=true}})();";
