/**
 * The add-to-cart forms of a page (AddToCart.astro), one delegated handler for all of them, started by the store
 * shell (src/layouts/shell.client.ts) on pages that have any: a submit goes through the cart Action and shows the
 * toast instead of the plain form post. The cart's round-trips load when the shopper reaches for a button (pointer,
 * touch or keyboard focus), so a page that is only read never downloads them, and a click finds them ready.
 * Toast texts come once per page from the header's `#cart-toast-texts`.
 */
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import { readInlineJson } from '@/lib/inline-json.ts';
import type * as CartSync from '@/stores/cart/cart-sync.ts';
import type { AddedProduct, CartToastTexts } from '@/stores/cart/cart-sync.ts';

let cartSync: Promise<typeof CartSync> | undefined;
const loadCartSync = () => (cartSync ??= import('@/stores/cart/cart-sync.ts'));

/**
 * What a product card shows of its product, for an add from the card: its form carries only the SKU and prices
 * (AddToCart.astro); the card (ProductCard.astro, an `<article>`) gives the name and address from its heading's link
 * and the image from its photo.
 */
function cardProduct(button: HTMLButtonElement): Partial<AddedProduct> {
  const card = button.closest('article');
  const link = card?.querySelector<HTMLAnchorElement>('h2 a,h3 a');
  if (!card || !link) return {};
  return {
    name: link.textContent.trim(),
    urlKey: decodeURIComponent(link.pathname.split('/').pop() ?? ''),
    image: card.querySelector('img')?.getAttribute('src') ?? null,
  };
}

async function submit(form: HTMLFormElement, button: HTMLButtonElement, texts: CartToastTexts): Promise<void> {
  if (button.disabled) return;
  const qty = Number(new FormData(form).get('qty'));
  // Client check for UX only; the Action validates again on the server.
  if (!Number.isInteger(qty) || qty < 1) return;
  const product = { ...cardProduct(button), ...(JSON.parse(form.dataset.addToCart ?? '') as Partial<AddedProduct>) } as AddedProduct;
  const locale = pageLocale();
  const label = button.textContent;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.textContent = button.dataset.addingLabel ?? label;
  try {
    const { addToCart } = await loadCartSync().catch(() => {
      // Offline or a new deploy: the plain form post adds the item instead.
      cartSync = undefined;
      form.submit();
      return { addToCart: null };
    });
    await addToCart?.(locale, product, qty, texts);
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.textContent = label;
  }
}

export function bindAddToCartForms(): void {
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element && event.target.closest('form[data-add-to-cart]')) void loadCartSync();
      },
      { passive: true },
    );
  }
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.dataset.addToCart) return;
    const texts = readInlineJson<CartToastTexts>(document.getElementById('cart-toast-texts'));
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    // Without its texts or button the page is incomplete: let the plain form post do the work.
    if (!texts || !button) return;
    event.preventDefault();
    void submit(form, button, texts);
  });
}
