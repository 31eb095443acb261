/**
 * The header cart count (spec §2), bound to the persisted `totalItemCount` store by a plain script: it is on
 * every page, so it must not pull in a UI framework. Hidden while the cart is empty; "99+" above 99.
 *
 * The number is CSS generated content from `data-count`: the badge sits inside the cart link, whose accessible
 * name is "Cart", and text in that link would become part of its name (axe label-content-name-mismatch). The
 * spoken "3 items in cart" goes to a polite live region beside the link, and only when the count changes, so a
 * screen reader does not hear the count again on every page.
 */
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { $totalItemCount } from '@/stores/cart.ts';
import type { PluralTexts } from './cart-messages.ts';

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function badgeAnnouncement(count: number, locale: Locale, labels: PluralTexts): string {
  if (count <= 0) return '';
  return fillTemplate(labels[new Intl.PluralRules(locale).select(count)], { count: String(count) });
}

/** Shows the stored count now and follows it; returns the unsubscribe function. */
export function bindCartBadge(count: HTMLElement, announcer: HTMLElement, locale: Locale, labels: PluralTexts): () => void {
  const show = (value: number) => {
    count.hidden = value <= 0;
    count.dataset.count = value > 0 ? badgeText(value) : '';
  };
  show($totalItemCount.get());
  return $totalItemCount.listen((value) => {
    show(value);
    announcer.textContent = badgeAnnouncement(value, locale, labels);
  });
}
