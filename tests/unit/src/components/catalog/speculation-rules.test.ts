// @vitest-environment happy-dom
/**
 * The Speculation Rules of catalogue pages (issue 53): which links they prerender and prefetch (checked with the
 * browser's own URL patterns, as Chromium matches `href_matches`), that the CSP hashes exactly the text inserted,
 * and that nothing is inserted on Save-Data or 2g, and the rules go when the connection turns constrained.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { allSpeculationRulesTexts, speculateCatalogueLinks, speculationRulesText } from '@/components/catalog/speculation-rules.ts';
import { ownInlineCode } from '@/components/layout/inline-code.ts';

type Pattern = { pathname?: string; search?: string };
type Condition = { and?: Condition[]; not?: Condition; href_matches?: Pattern[]; selector_matches?: string };

/** Whether a link to `href` from a page at `base` meets a rule's `where`, leaving its selectors out (they are the page's). */
function matchesHref(condition: Condition, href: string, base: string): boolean {
  return hrefCondition(condition, href, base) ?? true;
}

/** undefined for a condition on the element alone (a selector), which says nothing of the href. */
function hrefCondition(condition: Condition, href: string, base: string): boolean | undefined {
  if (condition.and) return condition.and.every((each) => hrefCondition(each, href, base) ?? true);
  if (condition.not) {
    const inner = hrefCondition(condition.not, href, base);
    return inner === undefined ? undefined : !inner;
  }
  if (condition.href_matches) {
    return condition.href_matches.some((pattern) => new URLPattern({ ...pattern, baseURL: base }).test(new URL(href, base).href));
  }
  return undefined;
}

const rules = (locale: 'ar' | 'en') =>
  JSON.parse(speculationRulesText(locale)) as {
    prerender: { where: Condition; eagerness: string }[];
    prefetch: { where: Condition; eagerness: string }[];
  };

describe('speculationRulesText', () => {
  const base = 'https://shop.test/en/categories/audio?page=2';
  const prerenders = (href: string) => matchesHref(rules('en').prerender[0]!.where, href, base);

  it('prerenders the catalogue pages of the same language on intent (moderate)', () => {
    expect(rules('en').prerender[0]!.eagerness).toBe('moderate');
    for (const href of ['/en', '/en/', '/en/products/sony-wh-1000xm5', '/en/categories/audio?page=3', '/en/brands', '/en/brands/sony', '/en/ecards', '/en/deals', '/en/collections/best-sellers', '/en/products/sony#specs']) {
      expect(prerenders(href), href).toBe(true);
    }
  });

  it('never a personal page, an Action, the locale switcher, another language or another site', () => {
    for (const href of [
      '/en/cart',
      '/en/checkout',
      '/en/account/orders',
      '/en/account',
      '/en/payment/return',
      '/en/compare',
      '/en/wishlist',
      '/en/stock-reminder?sku=X',
      '/en/products/sony?_action=wishlist.add',
      '/ar/categories/audio?page=2&switch-locale=1',
      '/en/categories/audio?switch-locale=1',
      '/ar/products/sony',
      '/en/products/a/b',
      'https://instagram.com/en/products/sony',
    ]) {
      expect(prerenders(href), href).toBe(false);
    }
  });

  it('prefetches only the links the prefetcher saw on screen, at once', () => {
    const prefetch = rules('ar').prefetch[0]!;
    expect(prefetch.eagerness).toBe('immediate');
    expect(JSON.stringify(prefetch.where)).toContain('a[data-in-view]');
    expect(matchesHref(prefetch.where, '/ar/products/x', 'https://shop.test/ar')).toBe(true);
    expect(matchesHref(prefetch.where, '/ar/cart', 'https://shop.test/ar')).toBe(false);
  });

  it('is inline code the CSP allows by hash, for every locale', () => {
    for (const text of allSpeculationRulesTexts()) expect(ownInlineCode().scripts).toContain(text);
  });
});

describe('speculateCatalogueLinks', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  const inserted = () => [...document.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);

  it('inserts the locale\'s rules, byte for byte the hashed text', () => {
    speculateCatalogueLinks('ar');
    expect(inserted()).toEqual([speculationRulesText('ar')]);
  });

  it('inserts nothing on Save-Data or 2g, and follows the connection as it changes', () => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    speculateCatalogueLinks('en');
    expect(inserted()).toEqual([]);
    connection.saveData = false;
    connection.dispatchEvent(new Event('change'));
    expect(inserted()).toEqual([speculationRulesText('en')]);
    connection.effectiveType = '2g';
    connection.dispatchEvent(new Event('change'));
    expect(inserted()).toEqual([]);
  });
});
