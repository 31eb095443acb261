/**
 * The words of a list within a few edits of a typed word (typo matching, "did you mean"), found without comparing
 * the word letter by letter with all ten thousand of a large catalogue's index terms. Only words whose length is
 * within the limit and whose letters are close enough are compared: each word keeps the set of its letters as 32
 * bits (a letter's code modulo 32), and one edit changes that set by two bits at most (a letter gone, another come;
 * swapping neighbours changes nothing), so words whose sets differ by more than twice the limit are never closer.
 */
import { editDistance } from './edit-distance.ts';

export interface NearWord {
  word: string;
  distance: number;
  /** The count the list holds for the word (index rows, or name occurrences). */
  count: number;
}

interface Entry {
  word: string;
  count: number;
  letters: number;
  /** The word's place in the list. */
  place: number;
}

function letterSet(word: string): number {
  let letters = 0;
  for (let i = 0; i < word.length; i++) letters |= 1 << (word.charCodeAt(i) & 31);
  return letters;
}

function bitCount(bits: number): number {
  let value = bits - ((bits >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class NearWords {
  private readonly byLength = new Map<number, Entry[]>();

  /** `counts`: word → its count. */
  constructor(counts: Iterable<[string, number]>) {
    let place = 0;
    for (const [word, count] of counts) {
      const entries = this.byLength.get(word.length);
      const entry = { word, count, letters: letterSet(word), place: place++ };
      if (entries) entries.push(entry);
      else this.byLength.set(word.length, [entry]);
    }
  }

  /**
   * The words within `limit` edits of any of `forms` (spellings of one typed word), with the least distance, in the
   * list's order (so a caller's stable sort keeps it among equals).
   */
  within(forms: readonly string[], limit: number): NearWord[] {
    const found = new Map<string, NearWord & { place: number }>();
    for (const form of new Set(forms)) {
      const letters = letterSet(form);
      for (let length = form.length - limit; length <= form.length + limit; length++) {
        for (const entry of this.byLength.get(length) ?? []) {
          if (bitCount(letters ^ entry.letters) > 2 * limit) continue;
          const distance = editDistance(form, entry.word, limit);
          if (distance > limit) continue;
          const known = found.get(entry.word);
          if (!known || distance < known.distance) found.set(entry.word, { word: entry.word, distance, count: entry.count, place: entry.place });
        }
      }
    }
    return [...found.values()].sort((a, b) => a.place - b.place).map(({ word, distance, count }) => ({ word, distance, count }));
  }
}
