// @vitest-environment happy-dom
/** The header cart count (spec §2): hidden at zero, follows the stored count, announces changes only. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeAnnouncement, badgeText, bindCartBadge, cartLinkName } from '@/components/cart/cart-badge.client.ts';
import type { PluralTexts } from '@/components/cart/cart-messages.ts';
import { $totalItemCount } from '@/stores/cart/cart-mirror.ts';
import { STORAGE_KEYS } from '@/stores/layout/shopper-presence.ts';

const english: PluralTexts = {
  zero: '{{count}} items in cart',
  one: '{{count}} item in cart',
  two: '{{count}} items in cart',
  few: '{{count}} items in cart',
  many: '{{count}} items in cart',
  other: '{{count}} items in cart',
};
const arabic: PluralTexts = {
  zero: 'لا منتجات في السلة',
  one: 'منتج واحد في السلة',
  two: 'منتجان في السلة',
  few: '{{count}} منتجات في السلة',
  many: '{{count}} منتجًا في السلة',
  other: '{{count}} منتج في السلة',
};

let count: HTMLElement;
let announcer: HTMLElement;
let unbind = () => {};

beforeEach(() => {
  count = document.createElement('span');
  announcer = document.createElement('span');
});

afterEach(() => {
  unbind();
  $totalItemCount.set(0);
  localStorage.clear();
});

describe('cart badge', () => {
  it('caps the number at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('picks the plural form of the locale', () => {
    expect(badgeAnnouncement(1, 'en', english)).toBe('1 item in cart');
    expect(badgeAnnouncement(3, 'en', english)).toBe('3 items in cart');
    expect(badgeAnnouncement(2, 'ar', arabic)).toBe('منتجان في السلة');
    expect(badgeAnnouncement(5, 'ar', arabic)).toBe('5 منتجات في السلة');
    expect(badgeAnnouncement(11, 'ar', arabic)).toBe('11 منتجًا في السلة');
    expect(badgeAnnouncement(0, 'en', english)).toBe('');
  });

  it('shows the stored count at once without announcing it, then follows and announces changes', () => {
    $totalItemCount.set(2);
    unbind = bindCartBadge(count, announcer, 'en', english, undefined, 2);
    expect(count.hidden).toBe(false);
    expect(count.dataset.count).toBe('2');
    expect(announcer.textContent).toBe('');
    // The shown number is not read twice: the link's name carries it.
    expect(count.getAttribute('aria-hidden')).toBe('true');

    $totalItemCount.set(3);
    expect(count.dataset.count).toBe('3');
    expect(announcer.textContent).toBe('3 items in cart');

    $totalItemCount.set(0);
    expect(count.hidden).toBe(true);
    expect(announcer.textContent).toBe('');
    expect(count.hasAttribute('aria-hidden')).toBe(false);
  });

  it("puts the count in the cart link's name from the moment the badge shows it, in both languages", () => {
    const link = document.createElement('a');
    const names = { empty: 'Cart', counted: { ...english, one: 'Cart, {{count}} item', other: 'Cart, {{count}} items' } };
    $totalItemCount.set(3);
    unbind = bindCartBadge(count, announcer, 'en', english, { element: link, names }, 3);
    expect(link.getAttribute('aria-label')).toBe('Cart, 3 items');
    $totalItemCount.set(1);
    expect(link.getAttribute('aria-label')).toBe('Cart, 1 item');
    $totalItemCount.set(0);
    expect(link.getAttribute('aria-label')).toBe('Cart');
    unbind();

    const arabicNames = { empty: 'سلة التسوق', counted: { ...arabic, two: 'سلة التسوق، منتجان', few: 'سلة التسوق، {{count}} منتجات' } };
    $totalItemCount.set(2);
    unbind = bindCartBadge(count, announcer, 'ar', arabic, { element: link, names: arabicNames }, 2);
    expect(link.getAttribute('aria-label')).toBe('سلة التسوق، منتجان');
    expect(cartLinkName(4, 'ar', arabicNames)).toBe('سلة التسوق، 4 منتجات');
  });

  it('announces a count changed on this page before it was bound, and not one the page arrived with', () => {
    // The cart page's own script raised the quantity (2 → 3) before the header's badge was bound.
    $totalItemCount.set(3);
    unbind = bindCartBadge(count, announcer, 'en', english, undefined, 2);
    expect(count.dataset.count).toBe('3');
    expect(announcer.textContent).toBe('3 items in cart');
    unbind();

    announcer.textContent = '';
    unbind = bindCartBadge(count, announcer, 'ar', arabic, undefined, 3);
    expect(announcer.textContent).toBe('');
  });

  it("arrives with the count the browser stored before the page's scripts ran", async () => {
    localStorage.setItem(STORAGE_KEYS.totalItemCount, '4');
    vi.resetModules();
    const { countOnArrival, $totalItemCount: fresh } = await import('@/stores/cart/cart-count.ts');
    fresh.set(5);
    expect(countOnArrival).toBe(4);
  });

  it('stays hidden for an empty cart', () => {
    unbind = bindCartBadge(count, announcer, 'ar', arabic);
    expect(count.hidden).toBe(true);
  });
});
