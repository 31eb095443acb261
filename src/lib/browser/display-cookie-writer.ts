/** The browser's side of the display cookies (display-cookies.ts): it writes them as the header changes. */
import { displayCookieText, type DisplayCookie } from '@/lib/display-cookies.ts';

/** In the browser: stores `value` in the display cookie `name` ('' deletes it), Secure on an https page. */
export function writeDisplayCookie(name: DisplayCookie, value: string): void {
  document.cookie = displayCookieText(name, value, location.protocol === 'https:');
}
