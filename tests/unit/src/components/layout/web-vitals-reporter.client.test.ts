// @vitest-environment happy-dom
/**
 * The reporter's coarse labels (src/components/layout/web-vitals-reporter.client.ts): the kind of element behind an
 * LCP or an interaction, the device class, and how the page was reached.
 */
import { describe, expect, it } from 'vitest';
import { deviceClassOf, elementKindOf, loadedAs } from '@/components/layout/web-vitals-reporter.client.ts';

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

describe('the kind of element responsible', () => {
  it('is an image for a photo, or for any element whose painted content was an image', () => {
    expect(elementKindOf(element('<img src="/a.jpg" alt="">', 'img'))).toBe('image');
    expect(elementKindOf(element('<div class="banner"></div>', 'div'), true)).toBe('image');
  });

  it('is a button for a control or anything inside one, text for text, other for the rest', () => {
    expect(elementKindOf(element('<button><span>Add to cart</span></button>', 'span'))).toBe('button');
    expect(elementKindOf(element('<a href="/en/cart">Cart</a>', 'a'))).toBe('button');
    expect(elementKindOf(element('<h1>هواتف ذكية</h1>', 'h1'))).toBe('text');
    expect(elementKindOf(element('<div></div>', 'div'))).toBe('other');
    expect(elementKindOf(null)).toBe('other');
  });
});

describe('the device class', () => {
  it('is a phone below 600 px on the shorter side, a tablet up to 1100 px with touch, else a desktop', () => {
    expect(deviceClassOf(390, true)).toBe('phone');
    expect(deviceClassOf(820, true)).toBe('tablet');
    expect(deviceClassOf(820, false)).toBe('desktop');
    expect(deviceClassOf(1440, true)).toBe('desktop');
  });
});

describe('how the page was reached', () => {
  it('is prerendered when its navigation was activated from a prerender, else navigated', () => {
    const entry = (activationStart?: number) => ({ ...performance.getEntriesByType('mark')[0], activationStart }) as PerformanceEntry & { activationStart?: number };
    expect(loadedAs(entry(812.5))).toBe('prerendered');
    expect(loadedAs(entry(0))).toBe('navigated');
    expect(loadedAs(entry(undefined))).toBe('navigated');
    expect(loadedAs(undefined)).toBe('navigated');
  });
});
