/**
 * Keeps the display cookies (src/lib/display-cookies.ts) equal to the stores they mirror, so that a page which runs
 * no script still shows the cart count, the signed-in name and the wishlist count the shopper saw on the last page.
 */
import type { ReadableAtom } from 'nanostores';
import type { DisplayCookie } from '@/lib/display-cookies.ts';
import { writeDisplayCookie } from '@/lib/browser/display-cookie-writer.ts';

function readCookie(name: DisplayCookie): string {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  if (found === undefined) return '';
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return '';
  }
}

/** From now on, `name` follows the store as `encode` writes it ('' deletes it); a write changing nothing is skipped. */
export function mirrorToCookie<T>(store: ReadableAtom<T>, name: DisplayCookie, encode: (value: T) => string): void {
  if (typeof document === 'undefined') return;
  store.subscribe((value) => {
    const text = encode(value);
    if (readCookie(name) !== text) writeDisplayCookie(name, text);
  });
}
