/**
 * The announcement bar's pre-paint script (spec §2), inlined right after the bar so that it runs before the first
 * paint: it hides a bar whose text the shopper dismissed, so it never flashes. Dismissed means the text stored under
 * `closed-announcement` (closed by the bar's script) or the text's id in the `closed_announcement` cookie (closed
 * through the plain form, on a page without script).
 *
 * It is a fixed string, not a function's source: its SHA-256 hash is in the policy (astro.config.mjs), and the
 * hash must be the one of exactly these bytes whatever the bundler does to functions. The storage key is the one of
 * src/stores/layout/announcement.ts, the cookie the one of src/lib/display-cookies.ts; a unit test runs this text.
 */
export const ANNOUNCEMENT_PREPAINT_SCRIPT =
  "(function(){var bars=document.querySelectorAll('[data-announcement]');" +
  'for(var i=0;i<bars.length;i++){var bar=bars[i],d=bar.dataset;' +
  "var closed=null;try{closed=window.localStorage.getItem('closed-announcement')}catch(e){}" +
  "var byCookie=document.cookie.split('; ').indexOf('closed_announcement='+d.announcementId)>=0;" +
  "var text=d.announcementText||'';if(text.trim()!==''&&(closed===text||byCookie))bar.hidden=true}})();";
