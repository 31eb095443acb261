/**
 * A product card's controls are named from the card's name link and the page's words around it (card-labels.ts):
 * the composed name must read as the whole translated sentence, in both locales, and ids stay unique in a render.
 */
import { describe, expect, it } from 'vitest';
import { getT } from '@/lib/i18n/index.ts';
import { LOCALES } from '@/lib/i18n/locales.ts';
import {
  CARD_LABELS,
  cardLabelledByFor,
  cardNameId,
  labelWords,
  labelWordsId,
  heartLabelledBy,
  type CardLabel,
} from '@/components/catalog/card-labels.ts';

const labels = Object.keys(CARD_LABELS) as CardLabel[];

/** The name a screen reader computes from an `aria-labelledby`: each part's text, joined by a space. */
function composedName(labelledBy: string, texts: Record<string, string>): string {
  return labelledBy
    .split(' ')
    .map((id) => texts[id])
    .join(' ');
}

describe('card control names', () => {
  for (const locale of LOCALES) {
    const t = getT(locale);
    for (const label of labels) {
      it(`${locale} ${label}: the composed name is the whole sentence`, () => {
        const name = locale === 'ar' ? 'هاتف آيفون 15' : 'iPhone 15 phone';
        const words = labelWords(t, label);
        const texts = { [labelWordsId(label, 'before')]: words.before, [labelWordsId(label, 'after')]: words.after, n1: name };
        const labelledBy = cardLabelledByFor(t, label, 'n1');
        expect(composedName(labelledBy, texts)).toBe(t(CARD_LABELS[label], { name }));
      });
    }
  }

  it('names a saved heart by the "remove" sentence, which has words on the same sides as "add" in every locale', () => {
    for (const locale of LOCALES) {
      const t = getT(locale);
      const add = cardLabelledByFor(t, 'wishlistAdd', 'n7');
      expect(heartLabelledBy(add, true)).toBe(cardLabelledByFor(t, 'wishlistRemove', 'n7'));
      expect(heartLabelledBy(heartLabelledBy(add, true), false)).toBe(add);
      expect(heartLabelledBy(add, false)).toBe(add);
    }
  });

  it('leaves out a side that has no words', () => {
    const t = getT('en');
    expect(labelWords(t, 'addToCart')).toEqual({ before: 'Add to cart:', after: '' });
    expect(cardLabelledByFor(t, 'addToCart', 'n5')).toBe('addToCart-words n5');
  });

  it('gives the same product a new id each time it is on a page, and another page other ids', () => {
    const render = {};
    const first = cardNameId(render, '/ar', 396);
    const second = cardNameId(render, '/ar', 396);
    expect(second).not.toBe(first);
    expect(cardNameId({}, '/ar', 396)).toBe(first);
    expect(cardNameId({}, '/ar/collections/best-sellers', 396)).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z][\w-]*$/);
  });
});
