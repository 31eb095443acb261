/**
 * The search analyzer: the same steps turn a product's texts into index terms and a shopper's keyword into query
 * terms, so "أيفون", "ايفون" and "آيفون" meet on one term. Arabic rules (in order):
 *
 * 1. remove harakat (U+064B–U+065F, superscript alef U+0670, Quranic marks) and tatweel (U+0640);
 * 2. fold alef forms أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي (and the Persian ک ی ڤ → ك ي ف);
 * 3. Arabic-Indic ٠-٩ and Persian ۰-۹ digits → 0-9;
 * 4. words are runs of letters or of digits: "آيفون15" and "s24" split where letters meet digits;
 * 5. the article ال (also وال بال كال فال, and لل) goes when at least three letters remain;
 * 6. light stemming: ات from words of 5+ letters, ون / ين from words of 6+, and a final ه (ة folded) from words of 4+.
 *
 * Latin words are lower-cased, lose their accents and a plural s (not ss, us, is) from words of 4+ letters.
 * The attached particles و ب ل ف ك are handled by `particleFree` where the rest is a word (see query.ts).
 */

const HARAKAT = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LATIN_ACCENTS = /[\u0300-\u036F]/g;
const FOLDS: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه', 'ؤ': 'و', 'ئ': 'ي',
  'ک': 'ك', 'ی': 'ي', 'ڤ': 'ف',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** A word: a run of letters, or a run of digits (so letter+digit runs split). */
const WORD = /\p{L}+|\p{N}+/gu;
const ARABIC_LETTER = /^[\u0621-\u064A]+$/;
const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'ال', 'لل'];
/** Single-letter particles that attach to the next word: and, with/by, for/to, so, like. */
const PARTICLES = ['و', 'ب', 'ل', 'ف', 'ك'];

/** Steps 1–3 and lower case: the text as the index compares it. Composed forms first, so أ and ا + hamza agree. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(HARAKAT, '')
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter)
    .replace(EASTERN_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .toLowerCase();
}

/** The words of a text after normalization (step 4), unstemmed: what highlighting and suggestions compare. */
export function words(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

function withoutArticle(word: string): string {
  for (const article of ARTICLES) {
    if (word.startsWith(article) && word.length - article.length >= 3) return word.slice(article.length);
  }
  return word;
}

function arabicStem(word: string): string {
  const bare = withoutArticle(word);
  if (bare.length >= 5 && bare.endsWith('ات')) return bare.slice(0, -2);
  if (bare.length >= 6 && (bare.endsWith('ون') || bare.endsWith('ين'))) return bare.slice(0, -2);
  if (bare.length >= 4 && (bare.endsWith('ه') || bare.endsWith('ة'))) return bare.slice(0, -1);
  return bare;
}

function latinStem(word: string): string {
  if (word.length >= 4 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Steps 5–6 for one normalized word; digits and other scripts pass unchanged. */
export function stem(word: string): string {
  if (ARABIC_LETTER.test(word)) return arabicStem(word);
  if (/^[a-z]+$/.test(word)) return latinStem(word);
  return word;
}

/** The index terms of a text, in order (phrases keep their positions). */
export function analyze(text: string): string[] {
  return words(text).map(stem);
}

/**
 * The word without an attached particle (و ب ل ف ك), stemmed, when at least three letters remain; null otherwise.
 * "وسماعات" → "سماع", "بالجوال" → "جوال". Whether the rest is a word is the caller's question (the index knows).
 */
export function particleFree(word: string): string | null {
  if (!ARABIC_LETTER.test(word)) return null;
  const particle = PARTICLES.find((letter) => word.startsWith(letter));
  if (!particle || word.length - 1 < 3) return null;
  return arabicStem(word.slice(1));
}
