// @vitest-environment happy-dom
/**
 * A cart line (src/islands/cart/CartLine.tsx): a variant's line links to the variant's own address and names its
 * options; past one, a line says its total (unit price × quantity). Both as the server sends it (the cart without
 * script) and as the hydrated island shows it, in both languages.
 */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { getT } from '@/lib/i18n/index.ts';
import type { CartPageTexts } from '@/islands/cart/cart-page-texts.ts';
import { cartToastTexts } from '@/components/cart/cart-messages.ts';
import { cartLine } from '../../../../helpers/cart-line.ts';

vi.mock('@/lib/browser/actions-client.ts', () => ({
  loadActions: () => Promise.reject(new Error('no Actions in unit tests')),
  actionErrorCode: () => undefined,
}));
const { default: CartLine } = await import('@/islands/cart/CartLine.tsx');

const blue256 = cartLine({
  itemId: 9,
  name: 'iPhone 15',
  sku: 'APPL-IPHONE-15-256-BLUE',
  urlKey: 'apple-iphone-15',
  productType: 'configurable',
  mainProductSku: 'APPL-IPHONE-15',
  price: 4399.5,
  options: [
    { label: 'Colour', value: 'Blue' },
    { label: 'Capacity', value: '256GB' },
  ],
  selectedOptionUids: ['a', 'b'],
  variantQuery: 'color=51&capacity=82',
});

function line(locale: 'ar' | 'en', item: CartItem) {
  const t = getT(locale);
  const texts = new Proxy({ lineTotal: t('cart:items.lineTotal') }, { get: (known, key: string) => (known as Record<string, string>)[key] ?? key }) as unknown as CartPageTexts;
  const links = { updateItem: '/u', removeItem: '/r', productBase: `/${locale}/products` };
  return (
    <ul>
      <CartLine item={item} locale={locale} texts={texts} toasts={cartToastTexts(locale)} links={links} />
    </ul>
  );
}

/** The line as the server sends it and as the island draws it. */
function bothWays(locale: 'ar' | 'en', item: CartItem): HTMLElement[] {
  const served = document.createElement('div');
  served.innerHTML = renderToString(line(locale, item));
  const hydrated = render(line(locale, item)).container;
  return [served, hydrated];
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each(['ar', 'en'] as const)('a cart line in %s', (locale) => {
  const lineTotalLabel = getT(locale)('cart:items.lineTotal');

  it("links a variant's line to the variant's address and names its options", () => {
    for (const view of bothWays(locale, blue256)) {
      expect(view.querySelector('h3 a')?.getAttribute('href')).toBe(`/${locale}/products/apple-iphone-15?color=51&capacity=82`);
      expect(view.querySelector('[data-chosen-options]')?.textContent).toBe('Colour:BlueCapacity:256GB');
    }
  });

  it("links any other line to its product's page", () => {
    for (const view of bothWays(locale, cartLine({ urlKey: 'usb-c-cable' }))) {
      expect(view.querySelector('h3 a')?.getAttribute('href')).toBe(`/${locale}/products/usb-c-cable`);
    }
  });

  it('shows the line total at a quantity of 2 and none at 1', () => {
    for (const view of bothWays(locale, { ...blue256, qty: 2 })) {
      const total = view.querySelector('[data-testid="line-total"]');
      expect(total?.textContent).toBe(`${lineTotalLabel}: ${formatPrice(8799, locale)}`);
    }
    for (const view of bothWays(locale, blue256)) {
      expect(view.querySelector('[data-testid="line-total"]')).toBeNull();
    }
  });
});
