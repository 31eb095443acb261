/**
 * The shopper's stylesheet for pages without script (src/server/layout/shopper-style.ts): what each display cookie
 * shows, in both locales, and that a cookie the shopper wrote can never break out of its CSS string or rule.
 */
import { describe, expect, it } from 'vitest';
import { countSuffix, cssString, readShopperState, shopperStyle, type ShopperState } from '@/server/layout/shopper-style.ts';
import { getT } from '@/lib/i18n/index.ts';

const GUEST: ShopperState = { cartCount: 0, signedIn: false, fullName: '', wishlistCount: 0, closedAnnouncement: null, compareCount: 0 };

function cookies(values: Record<string, string>): (name: string) => string | undefined {
  return (name) => values[name];
}

describe('reading the display cookies', () => {
  it('reads a guest with nothing as nothing to show', () => {
    expect(readShopperState(cookies({}))).toEqual(GUEST);
    expect(shopperStyle(GUEST, 'ar').trim()).toBe('');
  });

  it('reads counts, the name and the closed announcement of a signed-in shopper', () => {
    const state = readShopperState(
      cookies({ cart_count: '3', wishlist_count: '2', full_name: 'سارة الكواري', closed_announcement: '0123456789abcdef', signed_in: '1', compare_count: '4' }),
    );
    expect(state).toEqual({ cartCount: 3, signedIn: true, fullName: 'سارة الكواري', wishlistCount: 2, closedAnnouncement: '0123456789abcdef', compareCount: 4 });
  });

  it('ignores the name and the wishlist without the signed-in hint', () => {
    const state = readShopperState(cookies({ cart_count: '1', wishlist_count: '2', full_name: 'Sara' }));
    expect(state).toEqual({ ...GUEST, cartCount: 1 });
  });

  it('reads malformed or out-of-bounds values as absent, and bounds the name', () => {
    const state = readShopperState(
      cookies({ cart_count: '-4', wishlist_count: '1e99', full_name: 'x'.repeat(5000), closed_announcement: '"]{}*{display:none', signed_in: 'yes' }),
    );
    expect(state).toEqual(GUEST);
    expect(readShopperState(cookies({ full_name: 'x'.repeat(5000), signed_in: '1' })).fullName).toHaveLength(100);
    expect(readShopperState(cookies({ cart_count: '2.5' })).cartCount).toBe(0);
  });
});

describe('the stylesheet', () => {
  it('shows the cart count on the badge and in the link name, in the page language', () => {
    const ar = shopperStyle({ ...GUEST, cartCount: 3 }, 'ar');
    expect(ar).toContain(':root [data-shopper-part=cart-badge]{display:flex}');
    expect(ar).toContain(':root [data-shopper-part=cart-badge]::after{content:"3"}');
    expect(ar).toContain(':root [data-shopper-part=cart-name-count]{display:inline}');
    expect(ar).toContain('[data-shopper-part=cart-name-count]::after{content:"، 3 منتجات"}');
    expect(shopperStyle({ ...GUEST, cartCount: 1 }, 'en')).toContain('[data-shopper-part=cart-name-count]::after{content:", 1 item"}');
  });

  it('shows the compare count on its badge and in its link name, for guests too', () => {
    const ar = shopperStyle({ ...GUEST, compareCount: 2 }, 'ar');
    expect(ar).toContain(':root [data-shopper-part=compare-badge]::after{content:"2"}');
    expect(ar).toContain('[data-shopper-part=compare-name-count]::after{content:" (2)"}');
  });

  it('shows 99+ on the badge above 99, the real count in the name', () => {
    const css = shopperStyle({ ...GUEST, cartCount: 120 }, 'en');
    expect(css).toContain('cart-badge]::after{content:"99+"}');
    expect(css).toContain('cart-name-count]::after{content:", 120 items"}');
  });

  it('hides the closed announcement only', () => {
    expect(shopperStyle({ ...GUEST, closedAnnouncement: '0123456789abcdef' }, 'ar')).toBe(':root [data-announcement-id="0123456789abcdef"]{display:none}\n');
  });

  it('swaps the guest links for the signed-in entries, with the name and the wishlist count', () => {
    const css = shopperStyle({ ...GUEST, signedIn: true, fullName: 'Sara Al-Kuwari', wishlistCount: 2 }, 'en');
    expect(css).toContain(':root [data-account-links]{display:none}');
    expect(css).toContain(':root [data-shopper-part=signed-in]{display:block}');
    expect(css).toContain(':root [data-shopper-part=signed-in-row]{display:flex}');
    expect(css).toContain(':root [data-shopper-default=full-name]{position:absolute;');
    expect(css).toContain('[data-shopper-part=full-name]::after{content:"Sara Al-Kuwari"}');
    expect(css).toContain('[data-shopper-part=wishlist-badge]::after{content:"2"}');
    expect(css).toContain('[data-shopper-part=wishlist-name-count]::after{content:", 2 items"}');
  });

  it('keeps "My account" when the name is not known', () => {
    const css = shopperStyle({ ...GUEST, signedIn: true }, 'ar');
    expect(css).toContain('signed-in-row]{display:flex}');
    expect(css).not.toContain('full-name');
  });

  it('every counted link name starts with the plain name it follows, in both languages', () => {
    for (const locale of ['ar', 'en'] as const) {
      const t = getT(locale);
      for (const count of [0, 1, 2, 3, 11, 100]) {
        for (const [plain, counted] of [
          [t('layout:header.cart'), t('cart:linkName', { count })],
          [t('layout:header.wishlist'), t('auth:session.wishlistCount', { count })],
        ] as const) {
          expect(counted.startsWith(plain), `${locale}: ${counted}`).toBe(true);
          expect(plain + countSuffix(plain, counted)).toBe(counted);
        }
      }
    }
  });

  it('writes any other character of a name as an escape, so it cannot end the string or the rule', () => {
    const hostile = 'a"}</style><script>alert(1)</script>\\\n';
    const css = shopperStyle({ ...GUEST, signedIn: true, fullName: hostile }, 'en');
    const content = css.match(/full-name\]::after\{content:("[^"]*")\}/)?.[1];
    expect(content).toBe(cssString(hostile));
    expect(content).not.toMatch(/[<>{};\\n]/.source === '' ? /$^/ : /[<>{};]/);
    expect(cssString('a"b')).toBe('"a\\22 b"');
    expect(cssString('x\\y')).toBe('"x\\5c y"');
    expect(cssString('<')).toBe('"\\3c "');
  });
});
