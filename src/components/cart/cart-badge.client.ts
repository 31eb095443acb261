/**
 * The header cart count (spec §2), bound to the persisted `totalItemCount` store by a plain script: it is on
 * every page, so it must not pull in a UI framework. Hidden while the cart is empty; "99+" above 99.
 *
 * The number is CSS generated content from `data-count`, and the link's accessible name carries it ("Cart, 3
 * items"), set in the same step that shows the badge: a screen reader hears the count from the moment the page
 * shows it. A change is also spoken ("3 items in cart") by a polite live region beside the link, and only a
 * change, so a screen reader does not hear the count again on every page: a change made on this page before the badge
 * was bound (the cart page's own script may change a quantity first) is spoken when it is bound.
 */
import { isStaleQuoteId } from '@/lib/cart-identity.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import { readInlineJson } from '@/lib/inline-json.ts';
import { $quoteId, $totalItemCount, countOnArrival } from '@/stores/cart/cart-count.ts';
import { $pendingCartAdds } from '@/stores/cart/cart-pending-adds.ts';
import { shouldRefreshOnLoad } from '@/stores/cart/cart-refresh-rule.ts';
import type { CartToastTexts } from '@/stores/cart/cart-sync.ts';
import type { PluralTexts } from './cart-messages.ts';

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function badgeAnnouncement(count: number, locale: Locale, labels: PluralTexts): string {
  if (count <= 0) return '';
  return fillTemplate(labels[new Intl.PluralRules(locale).select(count)], { count: String(count) });
}

/** The cart link's accessible name: "Cart" alone, or with the count when there is one. */
export type CartLinkNames = { empty: string; counted: PluralTexts };

export function cartLinkName(count: number, locale: Locale, names: CartLinkNames): string {
  if (count <= 0) return names.empty;
  return fillTemplate(names.counted[new Intl.PluralRules(locale).select(count)], { count: String(count) });
}

/**
 * Shows the stored count now (on the badge and in the link's name) and follows it, announcing each change, and the
 * count now if it is not the one the page arrived with (`arrivedWith`); returns the unsubscribe function.
 */
export function bindCartBadge(
  count: HTMLElement,
  announcer: HTMLElement,
  locale: Locale,
  labels: PluralTexts,
  link?: { element: HTMLElement; names: CartLinkNames },
  arrivedWith: number = countOnArrival,
): () => void {
  const show = (value: number) => {
    count.hidden = value <= 0;
    // Shown, the number stays out of the accessibility tree: the link's name says it.
    if (value > 0) count.setAttribute('aria-hidden', 'true');
    else count.removeAttribute('aria-hidden');
    count.dataset.count = value > 0 ? badgeText(value) : '';
    link?.element.setAttribute('aria-label', cartLinkName(value, locale, link.names));
  };
  const announce = (value: number) => {
    announcer.textContent = badgeAnnouncement(value, locale, labels);
  };
  const now = $totalItemCount.get();
  show(now);
  if (now !== arrivedWith) announce(now);
  return $totalItemCount.listen((value) => {
    show(value);
    announce(value);
  });
}

/**
 * The header's cart once the page runs (the store shell starts it when the browser holds a cart, or on the
 * shopper's first interaction): the badge shows the stored count and follows it, and a stored cart is refreshed,
 * adopted or moved to this store view (spec §4), except on the cart page, whose island starts the cart itself
 * with what the server has just rendered.
 */
export function startCartBadge(): void {
  const locale = pageLocale();
  const count = document.querySelector<HTMLElement>('[data-cart-badge]');
  const announcer = document.querySelector<HTMLElement>('[data-cart-announcer]');
  const labels = readInlineJson<PluralTexts>(document.querySelector('[data-cart-badge-labels]'));
  const link = document.querySelector<HTMLElement>('[data-cart-link]');
  const names = readInlineJson<CartLinkNames>(document.querySelector('[data-cart-link-names]'));
  if (count && announcer && labels) bindCartBadge(count, announcer, locale, labels, link && names ? { element: link, names } : undefined);

  const toasts = readInlineJson<CartToastTexts>(document.getElementById('cart-toast-texts'));
  const quoteId = $quoteId.get();
  if (toasts && !document.querySelector('[data-cart-page]') && (isStaleQuoteId(quoteId) || shouldRefreshOnLoad(quoteId, location.search, $pendingCartAdds.get().length > 0))) {
    void import('@/stores/cart/cart-sync.ts').then(({ startCart }) => startCart(locale, toasts));
  }
}
