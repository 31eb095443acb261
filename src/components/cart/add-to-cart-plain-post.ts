/**
 * An add-to-cart form's plain post after all, when its press cannot go through the script (its code or texts
 * missing): the pressed button sends its SKU (a product card's button posts with the page's shared form), and the
 * page's handler (add-to-cart.client.ts) lets a form without its mark through.
 */
export function postPlainly(form: HTMLFormElement, button: HTMLButtonElement): void {
  form.removeAttribute('data-add-to-cart');
  button.disabled = false;
  form.requestSubmit(button);
}
