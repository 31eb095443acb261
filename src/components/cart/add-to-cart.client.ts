/**
 * The add-to-cart forms of a page (AddToCart.astro; the product cards' buttons post with the page's shared one,
 * card-forms.ts), one delegated handler for all of them, started by the store shell (src/layouts/shell.client.ts): a
 * press holds the plain form post back and goes through the cart Action with a toast instead
 * (add-to-cart-press.ts). That code and the cart's round-trips load when the shopper reaches for a button (pointer,
 * touch or keyboard focus), so a page that is only read never downloads them, and a click finds them ready; when
 * they cannot load (offline, a new deploy), the plain form post adds the item.
 */
import type * as Press from './add-to-cart-press.ts';
import { postPlainly } from './add-to-cart-plain-post.ts';

let press: Promise<typeof Press> | undefined;
const loadPress = () => (press ??= import('./add-to-cart-press.ts'));

export function bindAddToCartForms(): void {
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element && event.target.closest('[data-add-to-cart],[data-price]')) void loadPress();
      },
      { passive: true },
    );
  }
  document.addEventListener('submit', (event) => {
    const form = event.target;
    const button = event.submitter;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-add-to-cart') || !(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    loadPress().then(
      ({ pressAdd }) => pressAdd(form, button),
      () => {
        press = undefined;
        postPlainly(form, button);
      },
    );
  });
}
