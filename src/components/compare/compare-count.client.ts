/**
 * The header's compare count on pages that run script, from the readable `compare_count` display cookie the server
 * writes whenever the list changes (src/server/shopper/compare-list-cookie.ts): the badge, and the count in the
 * link's name. One of the shopper's parts (src/layouts/shopper-parts.client.ts), which the shell loads at once when
 * the cookie says there is a list, else on the first interaction.
 *
 * The link's plain name is its text (HeaderCount.astro's screen-reader name, before the count the shopper's
 * stylesheet writes when script is off), read once and kept in `data-plain-name`: the server gives the link no
 * `aria-label`, which would hide that count from the name when script is off.
 */
import { compareLinkName } from '@/lib/compare-link-name.ts';

const COUNT = /(?:^|;\s*)compare_count=(\d{1,6})(?:;|$)/;

export function compareCountOf(cookie: string): number {
  return Number(COUNT.exec(cookie)?.[1] ?? 0);
}

/** The name the link has without a count: an `aria-label` the server gave it, else its screen-reader text. */
function plainNameOf(link: HTMLElement): string {
  const spoken = link.querySelector('[data-shopper-part="compare-name-count"]')?.parentElement ?? link;
  return link.getAttribute('aria-label') ?? spoken.textContent.trim();
}

export function showCompareCount(): void {
  const count = compareCountOf(document.cookie);
  for (const link of document.querySelectorAll<HTMLElement>('[data-compare-link]')) {
    const plain = link.dataset.plainName ?? plainNameOf(link);
    link.dataset.plainName = plain;
    link.setAttribute('aria-label', compareLinkName(plain, count));
    const badge = link.querySelector<HTMLElement>('[data-compare-badge]');
    if (!badge) continue;
    badge.hidden = count <= 0;
    badge.dataset.count = count > 99 ? '99+' : count > 0 ? String(count) : '';
    if (count > 0) badge.setAttribute('aria-hidden', 'true');
  }
}
