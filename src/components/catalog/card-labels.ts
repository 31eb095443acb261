/**
 * The names of a product card's controls: "Add to cart: <product>", "Compare <product>", "Add <product> to my list"
 * (a listing holds dozens of cards, and a screen reader's list of buttons must tell them apart). The product's name
 * is on the card once, in its name link; each control's name is composed from it by `aria-labelledby`: the words
 * before and after the name are on the page once (CardLabelWords.astro, hidden), and the control points at them and
 * at the card's name link. The name a screen reader reads is the same as the whole sentence written out, but a
 * card no longer carries the product's name four times over.
 *
 * The words are split from the translation itself (the text before and after `{{name}}`), so the locales keep their
 * whole sentences and their word order. Composed names join their parts with a space: each sentence has a space
 * on both sides of its name (tests/unit/src/components/catalog/card-labels.test.ts).
 */
import type { TFunction } from 'i18next';

/** Each card control's sentence, by its translation key. */
export const CARD_LABELS = {
  addToCart: 'cart:addToCart.named',
  chooseOptions: 'cart:addToCart.chooseOptionsNamed',
  compare: 'compare:addNamed',
  wishlistAdd: 'account:wishlist.addNamed',
  wishlistRemove: 'account:wishlist.removeNamed',
} as const;

export type CardLabel = keyof typeof CARD_LABELS;

const NAME = '\u0000';

/** A sentence's words before and after the product's name, trimmed ('' where there are none). */
export function labelWords(t: TFunction, label: CardLabel): { before: string; after: string } {
  const [before = '', after = ''] = t(CARD_LABELS[label], { name: NAME, interpolation: { escapeValue: false } }).split(NAME);
  return { before: before.trim(), after: after.trim() };
}

/** The words' ids are short (`compare-words`, `wishlistAdd-words-after`): every card's controls name them. */
const HEART_WORDS = /wishlist(?:Add|Remove)-words/g;

/** The id of the hidden element holding a sentence's words before or after the name. */
export function labelWordsId(label: CardLabel, side: 'before' | 'after'): string {
  return side === 'before' ? `${label}-words` : `${label}-words-after`;
}

/** A control's `aria-labelledby`: the sentence's words around the card's name link (`nameId`). */
export function cardLabelledByFor(t: TFunction, label: CardLabel, nameId: string): string {
  const words = labelWords(t, label);
  return [words.before && labelWordsId(label, 'before'), nameId, words.after && labelWordsId(label, 'after')].filter(Boolean).join(' ');
}

/**
 * A card's heart named for its product saved or not ("Remove … from my list", "Add … to my list"): both sentences
 * have words on the same sides in every locale (card-labels.test.ts), so only the words' ids change.
 */
export function heartLabelledBy(labelledBy: string, saved: boolean): string {
  const label: CardLabel = saved ? 'wishlistRemove' : 'wishlistAdd';
  return labelledBy.replace(HEART_WORDS, `${label}-words`);
}

const idsByRender = new WeakMap<object, Set<string>>();

/** A short tag of the page's path: a section rendered on its own and put into another page keeps ids of its own. */
function pathTag(path: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index += 1) hash = Math.imul(hash ^ path.charCodeAt(index), 0x01000193);
  return ((hash >>> 0) % 1296).toString(36).padStart(2, '0');
}

/**
 * The id of a card's name link, unique in its render (`locals`, one per request): the same product can be on a page
 * twice (the home's latest products and best sellers).
 */
export function cardNameId(locals: object, path: string, productId: number): string {
  let used = idsByRender.get(locals);
  if (!used) idsByRender.set(locals, (used = new Set()));
  const base = `n${pathTag(path)}${productId}`;
  let id = base;
  for (let repeat = 2; used.has(id); repeat += 1) id = `${base}-${repeat}`;
  used.add(id);
  return id;
}
