/**
 * Which words of a product name a search keyword matched, for highlighting in suggestions and results. Words are
 * compared as the store's search compares them (backend/search/analyzer.ts, which src may not import): harakat and
 * tatweel dropped, alef forms, ى, ة, ؤ, ئ folded, Eastern digits as ASCII, the article ال and an attached particle
 * set aside, a plural or feminine ending or a Latin plural s dropped. A name word matches a keyword word that
 * equals it, that it begins (typing in progress), or that is one typo away (4+ letters).
 */

export interface TextPart {
  text: string;
  match: boolean;
}

const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const FOLDS: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه', 'ؤ': 'و', 'ئ': 'ي' };
const FOLDABLE = /[أإآٱىةؤئ]/g;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** A word of the original text: letters with their marks, or digits. */
const WORD = /[\p{L}\p{M}]+|\p{N}+/gu;
const ARABIC = /^[\u0621-\u064A]+$/;
const ARTICLE = /^(?:[وبفك]?ال|لل)(?=.{3})/;
const PARTICLE = /^[وبلفك](?=.{3})/;

function fold(word: string): string {
  return word
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter)
    .replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .normalize('NFD')
    .replace(/[\u0300-\u036F]/g, '')
    .toLowerCase();
}

function stem(word: string): string {
  if (ARABIC.test(word)) {
    const bare = word.replace(ARTICLE, '');
    if (bare.length >= 5 && bare.endsWith('ات')) return bare.slice(0, -2);
    if (bare.length >= 6 && /(?:ون|ين)$/.test(bare)) return bare.slice(0, -2);
    return bare.length >= 4 && bare.endsWith('ه') ? bare.slice(0, -1) : bare;
  }
  return word.length >= 4 && /[^su]s$/.test(word) && !word.endsWith('is') ? word.slice(0, -1) : word;
}

/** The forms a name word may be found by: as written, and without an attached particle. */
function forms(word: string): string[] {
  const folded = fold(word);
  const found = [stem(folded)];
  if (ARABIC.test(folded) && PARTICLE.test(folded)) found.push(stem(folded.slice(1)));
  return found;
}

/** Whether a and b are at most one edit apart (insert, delete or replace). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

function matches(nameForm: string, keywordWord: string): boolean {
  if (nameForm === keywordWord) return true;
  if (keywordWord.length >= 2 && nameForm.startsWith(keywordWord)) return true;
  return keywordWord.length >= 4 && !/\d/.test(keywordWord) && oneEditApart(nameForm, keywordWord);
}

/** The text cut into parts, the words the keyword matched marked. */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const keywordWords = (fold(keyword).match(WORD) ?? []).map(stem).filter(Boolean);
  const parts: TextPart[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += part;
    else parts.push({ text: part, match });
  };
  let end = 0;
  for (const found of text.matchAll(WORD)) {
    push(text.slice(end, found.index), false);
    const word = found[0];
    push(word, keywordWords.length > 0 && forms(word).some((form) => keywordWords.some((query) => matches(form, query))));
    end = found.index + word.length;
  }
  push(text.slice(end), false);
  return joinMarkedRuns(parts);
}

/** Marked words with only spaces between them read as one mark ("Galaxy S24"), not a mark per word. */
function joinMarkedRuns(parts: TextPart[]): TextPart[] {
  const joined: TextPart[] = [];
  parts.forEach((part, index) => {
    const previous = joined.at(-1);
    const next = parts[index + 1];
    if (!part.match && previous?.match && next?.match && /^\s+$/.test(part.text)) {
      previous.text += part.text + next.text;
      next.text = '';
      return;
    }
    if (part.text === '') return;
    if (previous && previous.match === part.match) previous.text += part.text;
    else joined.push({ ...part });
  });
  return joined;
}
