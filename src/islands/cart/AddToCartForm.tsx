/**
 * Add-to-cart for a product card or the product page. The server renders this same form, which works without
 * JavaScript (it posts to /{locale}/cart, see cart.astro); once hydrated, submitting goes through the cart
 * Action instead, with the button disabled and `aria-busy` while the request is in flight.
 */
import { useState, type SubmitEvent } from 'react';
import { addToCart, type AddedProduct, type CartToastTexts } from '@/stores/cart-sync.ts';

export type AddToCartTexts = { add: string; adding: string; quantity: string };

type Props = {
  locale: 'ar' | 'en';
  product: AddedProduct;
  variant: 'card' | 'page';
  /** `/{locale}/cart`: the JavaScript-off target. */
  action: string;
  texts: AddToCartTexts;
  toasts: CartToastTexts;
};

const MAX_QTY = 99;

export default function AddToCartForm({ locale, product, variant, action, texts, toasts }: Props) {
  const [pending, setPending] = useState(false);
  const qtyId = `qty-${product.sku}`;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const qty = Number(new FormData(event.currentTarget).get('qty'));
    // Client check for UX only; the Action validates again on the server.
    if (!Number.isInteger(qty) || qty < 1) return;
    setPending(true);
    try {
      await addToCart(locale, product, qty, toasts);
    } finally {
      setPending(false);
    }
  }

  const button =
    variant === 'card'
      ? 'relative z-10 w-full rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70'
      : 'grow rounded-lg bg-brand-700 px-6 py-3 text-base font-bold text-white hover:bg-brand-800 disabled:opacity-70';
  return (
    <form method="post" action={action} onSubmit={onSubmit} className={variant === 'card' ? 'mt-2' : 'flex items-end gap-3'}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={product.sku} />
      {variant === 'page' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={qtyId} className="text-sm font-medium text-ink-700">
            {texts.quantity}
          </label>
          <input
            id={qtyId}
            name="qty"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QTY}
            defaultValue={1}
            required
            className="w-20 rounded-lg border border-ink-300 px-3 py-2.5 text-center"
          />
        </div>
      ) : (
        <input type="hidden" name="qty" value="1" />
      )}
      <button type="submit" className={button} disabled={pending} aria-busy={pending}>
        {pending ? texts.adding : texts.add}
      </button>
    </form>
  );
}
