/**
 * The locale fonts wait for the first screen's photo on a shopper's first page (FontFaces.astro). A new guest on a
 * slow phone has one connection's worth of bandwidth: the two faces (about 30 KB) asked for with the first layout
 * share it with the page's largest photo, which then arrives later. The faces' rules are in the head as a
 * `media="print"` stylesheet, which a screen does not use, and this script, right after it, turns them on:
 * - at once where the faces are most likely in the browser's cache already: a page reached from another of the store's
 *   pages (the same-origin referrer), reloaded or restored, or being prerendered (it is not shown yet);
 * - otherwise once the page's high-priority photos (`fetchpriority="high"`, MediaImage.astro) have loaded and drawn a
 *   frame, or the page has loaded, whichever comes first. Until then the text is drawn in the phone's own font
 *   (`font-display: swap` would draw it so until the faces arrive anyway).
 * Without script the shopper's stylesheet brings the same rules (src/pages/api/shopper.css.ts).
 *
 * Once the faces are on their way it stops listening: a page's later photos (a shopper scrolling) cost it nothing.
 *
 * A fixed string, not a function's source: its SHA-256 hash is in the Content-Security-Policy (inline-code.ts), and
 * the hash must be the one of exactly these bytes. A unit test runs this text.
 */
export const FONTS_AFTER_FIRST_PHOTO_SCRIPT =
  '(function(){var d=document,s=d.currentScript.previousElementSibling,r=d.referrer,' +
  "n=performance.getEntriesByType('navigation')[0],w=0," +
  "on=function(){s.media='all'}," +
  "seen=function(e){if(e.target.tagName==='IMG'&&d.readyState!=='loading')left()}," +
  "later=function(){if(!w){w=1;d.removeEventListener('load',seen,true);requestAnimationFrame(function(){setTimeout(on)})}}," +
  "left=function(){var p=d.querySelectorAll('img[fetchpriority=high]');for(var i=0;i<p.length;i++)if(!p[i].complete)return;later()};" +
  "if(d.prerendering||(n&&n.type!=='navigate')||(r&&new URL(r).origin===location.origin))return on();" +
  "d.addEventListener('load',seen,true);d.addEventListener('DOMContentLoaded',left);addEventListener('load',later,{once:true})})();";
