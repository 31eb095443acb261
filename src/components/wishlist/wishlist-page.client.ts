/**
 * The wishlist page's script: the list it rendered seeds the wishlist store (no request), and "Remove" takes the
 * row away in place instead of reloading; the count above the list and the header's count follow. When the last
 * row goes, the empty state shows. Without JavaScript the remove forms post as they are.
 */
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import { readInlineJson } from '@/lib/inline-json.ts';
import { removeFromWishlist, seedWishlist, type WishlistToastTexts } from '@/stores/wishlist/wishlist-marks.ts';

type Seed = { marks: { productId: number; wishlistItemId: number }[]; texts: WishlistToastTexts; countTexts: string[] };

function afterRemoval(row: HTMLElement, countTexts: readonly string[]): void {
  const list = row.closest<HTMLElement>('[data-wishlist-list]');
  // Focus moves to the next row's remove button (or the previous one), never lost to the page's start.
  const neighbour = (row.nextElementSibling ?? row.previousElementSibling) as HTMLElement | null;
  row.remove();
  const remaining = list?.querySelectorAll('[data-wishlist-row]').length ?? 0;
  const count = document.querySelector<HTMLElement>('[data-wishlist-count]');
  if (count) count.textContent = countTexts[remaining] ?? '';
  if (remaining === 0) {
    list?.remove();
    count?.remove();
    const empty = document.querySelector<HTMLElement>('[data-wishlist-empty]');
    if (empty) {
      empty.hidden = false;
      empty.querySelector<HTMLElement>('a')?.focus();
    }
    return;
  }
  neighbour?.querySelector<HTMLButtonElement>('[data-wishlist-remove] button')?.focus();
}

export function startWishlistPage(): void {
  const seed = readInlineJson<Seed>(document.getElementById('wishlist-seed'));
  if (!seed) return;
  seedWishlist(seed.marks, seed.texts);
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-wishlist-remove')) return;
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button');
    const row = form.closest<HTMLElement>('[data-wishlist-row]');
    if (!button || !row || button.disabled) return;
    button.disabled = true;
    const productId = Number(form.dataset.productId);
    const itemId = Number(new FormData(form).get('wishlistItemId'));
    void removeFromWishlist(pageLocale(), productId, itemId).then((removed) => {
      if (removed) afterRemoval(row, seed.countTexts);
      else button.disabled = false;
    });
  });
}
