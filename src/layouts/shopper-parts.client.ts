/**
 * The parts of the store shell that show what belongs to the shopper: the header's session parts (name, account
 * entries, sign-out, wishlist count), the cart badge and the cart's refresh, the compare count, and the wishlist
 * buttons of the page's products. One module, loaded by the shell (shell.client.ts) when the browser holds a cart or a session, or on the
 * shopper's first interaction (which may be signing in or adding to the cart).
 */
import { startCartBadge } from '@/components/cart/cart-badge.client.ts';
import { showCompareCount } from '@/components/compare/compare-count.client.ts';
import { checkSession, startSessionHeader } from '@/components/layout/session-header.client.ts';
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import { hasWishlistButtons, startWishlistButtons } from '@/components/wishlist/wishlist-button.client.ts';
import { LATER_CONTENT_EVENT } from '@/components/home/later-shelf-watch.ts';

export function startShopperParts(): void {
  startSessionHeader();
  startCartBadge();
  showCompareCount();
  startWishlistButtonsWhenAny();
  // A page back from the back/forward cache: the stores read the browser's storage again by themselves (the cart
  // count, the name, the wishlist count another page changed meanwhile: @nanostores/persistent on `pageshow`), and
  // the session is checked against the server again, as on a new page (a sign-in or sign-out through a plain form
  // leaves no stored trace but the hint cookie).
  window.addEventListener('pageshow', (event) => event.persisted && void checkSession(pageLocale()));
}

/**
 * The wishlist buttons' script, once the page has any: at once, or when a carousel brings the first in (a home page's
 * cards all come in as the shopper scrolls, later-shelf-watch.ts).
 */
function startWishlistButtonsWhenAny(): void {
  const startOnce = () => {
    if (!hasWishlistButtons()) return;
    document.removeEventListener(LATER_CONTENT_EVENT, startOnce);
    startWishlistButtons();
  };
  document.addEventListener(LATER_CONTENT_EVENT, startOnce);
  startOnce();
}
