/**
 * A press of an add-to-cart button, once the page's handler (add-to-cart.client.ts) has held the form's post back:
 * the add goes through the cart Action (cart-sync.ts) and shows the toast. Loaded with the cart's code when the
 * shopper reaches for a button, so a page that is only read never downloads it.
 */
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import { readInlineJson } from '@/lib/inline-json.ts';
import { addToCart, type AddedProduct, type CartToastTexts } from '@/stores/cart/cart-sync.ts';
import { postPlainly } from './add-to-cart-plain-post.ts';

/**
 * The product a press adds. A product card's button (posting with the page's shared form, card-forms.ts) carries its
 * SKU and prices, and the card (ProductCard.astro, an `<article>`) gives the name and address from its heading's link
 * and the image from its photo; any other form carries the product whole (AddToCart.astro).
 */
function addedProduct(form: HTMLFormElement, button: HTMLButtonElement): AddedProduct | null {
  const { price, originalPrice } = button.dataset;
  if (price === undefined) return JSON.parse(form.dataset.addToCart || 'null') as AddedProduct | null;
  const card = button.closest('article');
  const link = card?.querySelector<HTMLAnchorElement>('h2 a,h3 a');
  if (!card || !link) return null;
  return {
    sku: button.value,
    price: Number(price),
    originalPrice: originalPrice ? Number(originalPrice) : null,
    name: link.textContent.trim(),
    urlKey: decodeURIComponent(link.pathname.split('/').pop() ?? ''),
    image: card.querySelector('img')?.getAttribute('src') ?? null,
  };
}

export async function pressAdd(form: HTMLFormElement, button: HTMLButtonElement): Promise<void> {
  if (button.disabled) return;
  const texts = readInlineJson<CartToastTexts>(document.getElementById('cart-toast-texts'));
  const product = addedProduct(form, button);
  // Without its texts or its product the page is incomplete: the plain form post does the work.
  if (!texts || !product) return postPlainly(form, button);
  const qty = Number(new FormData(form).get('qty'));
  // Client check for UX only; the Action validates again on the server.
  if (!Number.isInteger(qty) || qty < 1) return;
  const label = button.textContent;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.textContent = form.dataset.addingLabel ?? label;
  try {
    await addToCart(pageLocale(), product, qty, texts);
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.textContent = label;
  }
}
