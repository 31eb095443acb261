// @vitest-environment happy-dom
/**
 * The cart page's summary (src/islands/cart/CartPage.tsx): a guest is told they will sign in with a one-time code
 * before checkout; a signed-in shopper, who goes straight to checkout, is not. Both as the server sends it (the page
 * without script) and as the hydrated island shows it, in both languages.
 */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import { getT } from '@/lib/i18n/index.ts';
import type { CartPageTexts } from '@/islands/cart/cart-page-texts.ts';
import { cartToastTexts } from '@/components/cart/cart-messages.ts';
import { cartLine } from '../../../../helpers/cart-line.ts';

// The island's cart calls are not made here: rendering is what is checked.
vi.mock('@/lib/browser/actions-client.ts', () => ({
  loadActions: () => Promise.reject(new Error('no Actions in unit tests')),
  actionErrorCode: () => undefined,
}));
const { default: CartPage } = await import('@/islands/cart/CartPage.tsx');
const { writeCartState, $cartTotals } = await import('@/stores/cart/cart-mirror.ts');

const cart: CartSnapshot = {
  cartId: 'GuestMaskedId0123456789abcdefgh',
  items: [cartLine({ itemId: 7, qty: 1, quoteId: 'GuestMaskedId0123456789abcdefgh' })],
  totals: { subtotal: 100, discount: 0, grandTotal: 100, couponCode: null, itemsQty: 1 },
};

function page(locale: 'ar' | 'en', signedIn: boolean) {
  const t = getT(locale);
  // Each text's own key is enough here; the hint's words are the real ones.
  const keys = ['itemsHeading', 'quantityOf', 'decrease', 'increase', 'remove', 'typedQuantity', 'setQuantity', 'removeShort', 'updating',
    'couponHeading', 'couponLabel', 'couponApply', 'couponRemove', 'couponApplied', 'couponNotApplied', 'summaryHeading', 'subtotal', 'discount',
    'expressDelivery', 'totalBeforeDelivery', 'checkout', 'empty', 'emptyHint', 'startShopping', 'loading', 'originalPrice', 'unavailableNotice',
    'unavailableBadge'] as const;
  const texts: CartPageTexts = { ...Object.fromEntries(keys.map((key) => [key, key])), signInHint: t('cart:summary.signInHint') } as CartPageTexts;
  const links = { cart: '/cart', updateItem: '/u', removeItem: '/r', applyCoupon: '/a', removeCoupon: '/c', shop: '/s', checkout: '/checkout', productBase: '/p' };
  return <CartPage locale={locale} initial={cart} texts={texts} toasts={cartToastTexts(locale)} links={links} signedIn={signedIn} />;
}

// The stores' local storage, as the persistent stores see it.
useTestStorageEngine();

/** The browser's cart mirror, as the hydrated island reads it. */
function hydratedWith(snapshot: CartSnapshot) {
  writeCartState({ quoteId: snapshot.cartId, couponCode: '', items: snapshot.items });
  $cartTotals.set(snapshot.totals);
}

afterEach(() => {
  document.body.innerHTML = '';
  cleanTestStorage();
});

describe.each(['ar', 'en'] as const)('the cart summary in %s', (locale) => {
  const hint = getT(locale)('cart:summary.signInHint');

  it('tells a guest about the one-time code, without script and with it', () => {
    expect(renderToString(page(locale, false))).toContain(hint);
    hydratedWith(cart);
    expect(render(page(locale, false)).container.textContent).toContain(hint);
  });

  it('says nothing of signing in to a signed-in shopper, without script and with it', () => {
    const served = renderToString(page(locale, true));
    expect(served).toContain('summaryHeading');
    expect(served).not.toContain(hint);
    hydratedWith(cart);
    const shown = render(page(locale, true)).container.textContent;
    expect(shown).toContain('summaryHeading');
    expect(shown).not.toContain(hint);
  });
});
