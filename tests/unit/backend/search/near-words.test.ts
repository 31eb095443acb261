import { describe, expect, it } from 'vitest';
import { editDistance } from '../../../../backend/search/edit-distance.ts';
import { NearWords } from '../../../../backend/search/near-words.ts';

const LIST: Array<[string, number]> = [
  ['galaxy', 1025], ['galax', 3], ['samsung', 1270], ['سامسونج', 1270], ['سماع', 1188], ['macbook', 88], ['iphone', 698],
  ['ipad', 327], ['laptop', 704], ['playstation', 150], ['شاحن', 660], ['شواحن', 660], ['جوال', 1692], ['جدول', 2],
];

describe('NearWords', () => {
  it('finds the words within the limit, swapped neighbours included, with their least distance and count', () => {
    const near = new NearWords(LIST);
    expect(near.within(['glaxy'], 1)).toEqual([{ word: 'galaxy', distance: 1, count: 1025 }]);
    expect(near.within(['galaxi'], 1)).toEqual([{ word: 'galaxy', distance: 1, count: 1025 }, { word: 'galax', distance: 1, count: 3 }]);
    expect(near.within(['سامسونك'], 1)).toEqual([{ word: 'سامسونج', distance: 1, count: 1270 }]);
    expect(near.within(['macbok', 'macbook'], 1)).toEqual([{ word: 'macbook', distance: 0, count: 88 }]);
    expect(near.within(['xqzwv'], 2)).toEqual([]);
  });

  it('finds exactly what comparing with every word finds', () => {
    const near = new NearWords(LIST);
    const typed = ['glxy', 'galaxi', 'samsnug', 'سامسنج', 'سماعت', 'ipone', 'ipda', 'labtop', 'playstaton', 'شحن', 'جول', 'جوالل'];
    for (const word of typed) {
      for (const limit of [1, 2, 3]) {
        const everyWord = LIST.filter(([other]) => editDistance(word, other, limit) <= limit).map(([other]) => other);
        expect(near.within([word], limit).map((found) => found.word)).toEqual(everyWord);
      }
    }
  });
});
