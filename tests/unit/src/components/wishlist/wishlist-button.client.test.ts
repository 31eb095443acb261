// @vitest-environment happy-dom
/**
 * The wishlist buttons' painting (WishlistButton.astro): a card's heart (outside the page's shared form it names,
 * card-forms.ts) is named from the card's name link and the
 * page's words around it (card-labels.ts), and the script points it at the "remove" words once saved and back after;
 * the product page's button shows its words, which the script swaps. A heart that comes in later (a home carousel
 * brought in near the screen) is painted as soon as it is in.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startWishlistButtons } from '@/components/wishlist/wishlist-button.client.ts';
import { LATER_CONTENT_EVENT } from '@/components/home/later-shelf-watch.ts';
import { $wishlistMarks } from '@/stores/wishlist/wishlist-marks.ts';

// Nothing here reaches the server: the shopper is signed out, so the list is never loaded.
vi.mock('@/lib/browser/actions-client.ts', () => ({
  loadActions: () => Promise.reject(new Error('no Actions in unit tests')),
  actionErrorCode: () => undefined,
}));

const card = () => document.querySelector<HTMLButtonElement>('#card')!;
const pageButton = () => document.querySelector<HTMLButtonElement>('#page button')!;

beforeAll(() => {
  document.documentElement.lang = 'en';
  document.body.innerHTML = `
    <div hidden>
      <span id="wishlistAdd-words">Add</span><span id="wishlistAdd-words-after">to my list</span>
      <span id="wishlistRemove-words">Remove</span><span id="wishlistRemove-words-after">from my list</span>
    </div>
    <a id="n7" href="/en/products/phone">Phone</a>
    <form id="card-wishlist" data-wishlist-form hidden></form>
    <article>
      <button id="card" type="submit" form="card-wishlist" name="productId" value="7" aria-labelledby="wishlistAdd-words n7 wishlistAdd-words-after"><svg></svg></button>
    </article>
    <form id="page" data-wishlist-form data-label-remove="Remove from my list">
      <button type="submit" name="productId" value="8"><svg></svg><span data-wishlist-label>Add to my list</span></button>
    </form>`;
  startWishlistButtons();
});

describe('wishlist buttons', () => {
  it('name a saved product’s button with its "remove" label', () => {
    $wishlistMarks.set(new Map([[7, 70], [8, 80]]));
    expect(card().getAttribute('aria-labelledby')).toBe('wishlistRemove-words n7 wishlistRemove-words-after');
    expect(card().hasAttribute('data-saved')).toBe(true);
    expect(pageButton().textContent).toBe('Remove from my list');
  });

  it('give a button back the "add" label the page came with once its product leaves the list', () => {
    $wishlistMarks.set(new Map());
    expect(card().getAttribute('aria-labelledby')).toBe('wishlistAdd-words n7 wishlistAdd-words-after');
    expect(card().hasAttribute('data-saved')).toBe(false);
    expect(pageButton().textContent).toBe('Add to my list');
    expect(pageButton().hasAttribute('aria-label')).toBe(false);
  });

  it('paint a heart that comes into the page later, once its section says it is in', () => {
    $wishlistMarks.set(new Map([[9, 90]]));
    document.body.insertAdjacentHTML(
      'beforeend',
      `<a id="n9" href="/en/products/tablet">Tablet</a>
      <button id="later" type="submit" form="card-wishlist" name="productId" value="9" aria-labelledby="wishlistAdd-words n9 wishlistAdd-words-after"><svg></svg></button>`,
    );
    const later = document.querySelector<HTMLButtonElement>('#later')!;
    expect(later.hasAttribute('data-saved')).toBe(false);
    document.dispatchEvent(new CustomEvent(LATER_CONTENT_EVENT));
    expect(later.hasAttribute('data-saved')).toBe(true);
    expect(later.getAttribute('aria-labelledby')).toBe('wishlistRemove-words n9 wishlistRemove-words-after');
  });
});
