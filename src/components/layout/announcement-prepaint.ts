/**
 * The announcement bar's pre-paint script (spec §2), inlined right after the bar so that it runs before the first
 * paint: it gives the bar the merchant's colours and size (from data attributes: a `style` attribute would need
 * `'unsafe-inline'` in the Content-Security-Policy), hides a bar whose text the shopper dismissed (so it never
 * flashes), and reveals the close button, which needs JavaScript.
 *
 * It is a fixed string, not a function's source: its SHA-256 hash is in the policy (astro.config.mjs), and the
 * hash must be the one of exactly these bytes whatever the bundler does to functions. The storage key and the
 * rule are those of src/stores/announcement.ts; a unit test runs this text and keeps them equal.
 */
export const ANNOUNCEMENT_PREPAINT_SCRIPT =
  "(function(){var bars=document.querySelectorAll('[data-announcement]');" +
  'for(var i=0;i<bars.length;i++){var bar=bars[i],d=bar.dataset;' +
  "if(d.bg)bar.style.setProperty('background-color',d.bg);" +
  "if(d.fg)bar.style.setProperty('color',d.fg);" +
  "if(d.size)bar.style.setProperty('font-size',d.size);" +
  "var closed=null;try{closed=window.localStorage.getItem('closed-announcement')}catch(e){}" +
  "var text=d.announcementText||'';if(text.trim()!==''&&closed===text)bar.hidden=true;" +
  "var close=bar.querySelector('[data-announcement-close]');if(close)close.hidden=false}})();";
