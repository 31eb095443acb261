/**
 * The wishlist buttons of a page (WishlistButton.astro), one delegated script for all of them: after load, the
 * products already on a signed-in shopper's list show as saved; a press adds or removes in place. Signed out (by
 * the browser's session mirror), a press goes to sign-in and back. Until the shopper's list is known (or when it
 * cannot be), a press is the plain form post, which the server answers correctly either way.
 */
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import {
  $wishlistMarks,
  addToWishlist,
  isSignedInHere,
  loadWishlistMarks,
  removeFromWishlist,
} from '@/stores/wishlist/wishlist-marks.ts';
import { signInToUseWishlist } from '@/lib/wishlist-sign-in.ts';
import { heartLabelledBy } from '@/components/catalog/card-labels.ts';
// In the store shell's own file already (it watches for the late sections): importing it costs no request.
import { LATER_CONTENT_EVENT } from '@/components/home/later-shelf-watch.ts';

/**
 * The wishlist buttons of the page: the product page's, in its own form, and the cards' hearts, each outside the
 * page's shared form it names (`form="…"`, card-forms.ts). A form's `elements` holds both kinds.
 */
function wishlistButtons(): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLFormElement>('form[data-wishlist-form]')].flatMap((form) =>
    [...form.elements].filter((element): element is HTMLButtonElement => element instanceof HTMLButtonElement),
  );
}

/** Whether the page has a wishlist button (the shared form is on every page, its hearts only where cards are). */
export function hasWishlistButtons(): boolean {
  return wishlistButtons().length > 0;
}

function paint(button: HTMLButtonElement, saved: boolean): void {
  button.toggleAttribute('data-saved', saved);
  const text = button.querySelector<HTMLElement>('[data-wishlist-label]');
  const form = button.form;
  if (text && form) {
    // The product page's button shows its words: the page comes with the "add" ones, kept before the first paint.
    form.dataset.labelAdd ??= text.textContent ?? '';
    text.textContent = (saved ? form.dataset.labelRemove : form.dataset.labelAdd) ?? '';
    return;
  }
  // A card's button is named from the card's name link and the page's words around it (card-labels.ts).
  const labelledBy = button.getAttribute('aria-labelledby');
  if (labelledBy) button.setAttribute('aria-labelledby', heartLabelledBy(labelledBy, saved));
}

/** Paints every button (its product is its value); once the shopper's list is known, each form says it works in place (`data-live`). */
function paintAll(marks: ReadonlyMap<number, number> | null): void {
  for (const button of wishlistButtons()) paint(button, marks?.has(Number(button.value)) ?? false);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-wishlist-form]')) form.toggleAttribute('data-live', marks !== null);
}

async function toggle(form: HTMLFormElement, button: HTMLButtonElement): Promise<void> {
  const locale = pageLocale();
  const productId = Number(button.value);
  if (button.disabled) return;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    const itemId = $wishlistMarks.get()?.get(productId);
    if (itemId === undefined) await addToWishlist(locale, productId, Number(form.dataset.variantId) || undefined);
    else await removeFromWishlist(locale, productId, itemId);
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    // Keyboard focus stays on the button that was pressed.
  }
}

let started = false;

export function startWishlistButtons(): void {
  if (started) return;
  started = true;
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-wishlist-form')) return;
    if (!isSignedInHere()) {
      event.preventDefault();
      window.location.assign(signInToUseWishlist(pageLocale(), `${location.pathname}${location.search}`));
      return;
    }
    // The list is not known (yet), or no button sent it: the plain post adds it and shows the list.
    const button = event.submitter;
    if ($wishlistMarks.get() === null || !(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    void toggle(form, button);
  });
  $wishlistMarks.subscribe(paintAll);
  // A home section that comes in as the shopper scrolls (LaterShelf.astro) brings hearts of its own.
  document.addEventListener(LATER_CONTENT_EVENT, () => paintAll($wishlistMarks.get()));
  void loadWishlistMarks(pageLocale());
}
