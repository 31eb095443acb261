// @vitest-environment happy-dom
/**
 * The header's compare count with script: read from the `compare_count` display cookie, shown on the badge and said
 * in the link's name after its plain name, which is the link's own screen-reader text when the server gave it no
 * `aria-label` (so that, script off, the count the shopper's stylesheet writes is in the name).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { compareCountOf, showCompareCount } from '@/components/compare/compare-count.client.ts';

/** The header's link as HeaderCount.astro renders it on a page that runs script, with or without a server `aria-label`. */
function headerLink(label: string | null, name: string) {
  document.body.innerHTML = `<a href="/ar/compare" data-compare-link ${label === null ? '' : `aria-label="${label}"`}>
    <svg aria-hidden="true"></svg>
    <span class="sr-only">${name}<span data-shopper-part="compare-name-count"></span></span>
    <span hidden data-compare-badge data-count=""></span>
    <span aria-hidden="true" data-shopper-part="compare-badge"></span>
  </a>`;
  return document.querySelector<HTMLElement>('[data-compare-link]')!;
}

function setCount(count: number | null) {
  document.cookie = count === null ? 'compare_count=; max-age=0; path=/' : `compare_count=${count}; path=/`;
}

afterEach(() => setCount(null));

describe('compareCountOf', () => {
  it('reads the count, else none', () => {
    expect(compareCountOf('a=1; compare_count=3; b=2')).toBe(3);
    expect(compareCountOf('compare_count=x')).toBe(0);
    expect(compareCountOf('')).toBe(0);
  });
});

describe('showCompareCount', () => {
  it("names the link with the count after its own screen-reader text, and shows the badge", () => {
    const link = headerLink(null, 'مقارنة المنتجات');
    setCount(2);
    showCompareCount();
    expect(link.getAttribute('aria-label')).toBe('مقارنة المنتجات (2)');
    const badge = link.querySelector<HTMLElement>('[data-compare-badge]')!;
    expect(badge.hidden).toBe(false);
    expect(badge.dataset.count).toBe('2');
    // Shown again later (back from the back/forward cache), the plain name is the one read first.
    setCount(120);
    showCompareCount();
    expect(link.getAttribute('aria-label')).toBe('مقارنة المنتجات (99+)');
    setCount(null);
    showCompareCount();
    expect(link.getAttribute('aria-label')).toBe('مقارنة المنتجات');
    expect(badge.hidden).toBe(true);
  });

  it('keeps a plain name the server gave as aria-label', () => {
    const link = headerLink('Compare products', 'Compare products');
    setCount(3);
    showCompareCount();
    expect(link.getAttribute('aria-label')).toBe('Compare products (3)');
  });
});
