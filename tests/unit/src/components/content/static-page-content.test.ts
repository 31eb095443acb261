/**
 * The static pages' copy: every page's structure parses in both locales, and the policy pages carry the
 * business constants of spec §9 in both languages (prices and numbers use Latin digits in both).
 */
import { describe, expect, it } from 'vitest';
import { readStaticPage, type StaticPageKey } from '@/components/content/static-page-content.ts';
import { LOCALES, getT } from '@/lib/i18n/index.ts';

const PAGES: StaticPageKey[] = ['about', 'privacy', 'terms', 'refund', 'maintenance'];

function textOf(locale: (typeof LOCALES)[number], page: StaticPageKey): string {
  const content = readStaticPage(getT(locale), page);
  return [content.heading, content.intro, ...content.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.items])].join('\n');
}

describe.each(LOCALES)('static pages in %s', (locale) => {
  it.each(PAGES)('%s has a heading, an intro and titled sections with text', (page) => {
    const content = readStaticPage(getT(locale), page);
    expect(content.heading).not.toBe('');
    expect(content.intro).not.toBe('');
    expect(content.sections.length).toBeGreaterThan(0);
    for (const section of content.sections) {
      expect(section.heading).not.toBe('');
      expect(section.paragraphs.length + section.items.length).toBeGreaterThan(0);
    }
  });

  it('the return policy states the return windows, fee, refund delay, proof and payment rules', () => {
    const text = textOf(locale, 'refund');
    for (const fact of ['7', '3', '30', '15', '14-21', '4']) expect(text).toMatch(new RegExp(`(^|\\D)${fact}(\\D|$)`));
    expect(text).toMatch(locale === 'en' ? /e-cards are non-refundable/i : /البطاقات الإلكترونية غير قابلة للاسترداد/);
    expect(text).toMatch(locale === 'en' ? /1 AM to 10 PM/ : /1 صباحًا حتى الساعة 10 مساءً/);
  });

  it('the terms state the minimum age, the 7-day grace, 3 COD cancellations and the 7:30 PM cutoff', () => {
    const text = textOf(locale, 'terms');
    expect(text).toMatch(/(^|\D)16(\D|$)/);
    expect(text).toMatch(locale === 'en' ? /within 7 days/ : /خلال 7 أيام/);
    expect(text).toMatch(locale === 'en' ? /up to 3 times/ : /3 مرات/);
    expect(text).toContain('7:30');
  });
});
