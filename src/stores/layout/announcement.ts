/**
 * The dismissed announcement (spec §2): closing the bar stores its text under `closed-announcement` and its id in
 * the `closed_announcement` display cookie, at once and synchronously, so the very next page (a link followed the
 * moment after) already finds them. The bar stays hidden while the configured text is the same, and shows again as
 * soon as the merchant changes it: the pre-paint script (announcement-prepaint.ts) and pages that run no script
 * (src/server/layout/shopper-style.ts) read the cookie; the text kept here closes the bar again, and sets the cookie
 * back, where the cookie is gone (expired or cleared) but the browser's storage remembers (`dismissedBefore`).
 *
 * Plain storage, not a nanostore: nothing on the page reacts to it, and the shell loads this with the bar's button.
 */
import { writeDisplayCookie } from '@/lib/browser/display-cookie-writer.ts';
import { DISPLAY_COOKIES } from '@/lib/display-cookies.ts';

export const CLOSED_ANNOUNCEMENT_KEY = 'closed-announcement';

export function dismissAnnouncement(text: string, id: string): void {
  try {
    window.localStorage.setItem(CLOSED_ANNOUNCEMENT_KEY, text);
  } catch {
    // Storage blocked or full: the cookie below still keeps the bar closed.
  }
  writeDisplayCookie(DISPLAY_COOKIES.closedAnnouncement, id);
}

/** Whether `text` is the announcement this browser's storage remembers dismissed. */
export function dismissedBefore(text: string): boolean {
  try {
    return text.trim() !== '' && window.localStorage.getItem(CLOSED_ANNOUNCEMENT_KEY) === text;
  } catch {
    return false;
  }
}
