/** Which clicks start the navigation progress bar. */
import { describe, expect, it } from 'vitest';
import { isProgressNavigation } from '@/components/layout/page-progress.ts';

describe('isProgressNavigation', () => {
  const location = { href: 'https://shop.test/en/deals?page=2', origin: 'https://shop.test' };
  const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = (href: string, target = '', attributes: string[] = []) => ({
    href,
    target,
    hasAttribute: (name: string) => attributes.includes(name),
  });

  it('starts for a plain click on another page of the store', () => {
    expect(isProgressNavigation(click, link('https://shop.test/en/cart'), location)).toBe(true);
    expect(isProgressNavigation(click, link('/en/deals?page=3'), location)).toBe(true);
  });

  it('does not start for other sites, new tabs, downloads, modified clicks or handled clicks', () => {
    expect(isProgressNavigation(click, link('https://wa.me/974'), location)).toBe(false);
    expect(isProgressNavigation(click, link('/en/cart', '_blank'), location)).toBe(false);
    expect(isProgressNavigation(click, link('/file.pdf', '', ['download']), location)).toBe(false);
    expect(isProgressNavigation({ ...click, ctrlKey: true }, link('/en/cart'), location)).toBe(false);
    expect(isProgressNavigation({ ...click, button: 1 }, link('/en/cart'), location)).toBe(false);
    expect(isProgressNavigation({ ...click, defaultPrevented: true }, link('/en/cart'), location)).toBe(false);
  });

  it('does not start for a jump within the current page', () => {
    expect(isProgressNavigation(click, link('/en/deals?page=2#main'), location)).toBe(false);
  });
});
