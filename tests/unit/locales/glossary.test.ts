/**
 * One thing, one name (issue 40): `locales/{ar,en}/glossary.json` names each concept once, the texts that name it
 * reuse it (`$t(glossary:…)`), and no text anywhere names it another way. A new text that writes "Shipping method"
 * or «الفئات» for categories fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getT, LOCALES, type Locale } from '@/lib/i18n/index.ts';

type Concept = 'categories' | 'wishlist' | 'deliveryMethod' | 'cashOnDelivery';

/** The other names each concept was given, per language: none may appear in any text. */
const VARIANTS: Record<Concept, Record<Locale, RegExp[]>> = {
  categories: { en: [/\bsections\b/i, /\bdepartments\b/i], ar: [/الفئات/u, /الفئة/u, /فئات/u] },
  wishlist: { en: [/wish ?list/i, /\bfavou?rites\b/i, /saved items/i], ar: [/قائمة الرغبات/u, /المفضلة/u, /الأمنيات/u] },
  deliveryMethod: { en: [/shipping method/i, /shipment method/i], ar: [/طريقة الشحن/u] },
  cashOnDelivery: { en: [/Cash On Delivery/, /\bCOD\b/], ar: [/الدفع نقدًا عند/u, /كاش/u] },
};

/** Texts where a variant's word means something else: an e-card's face values are «فئات» in Arabic. */
const OTHER_MEANINGS = new Set(['ar/catalog:ecards.denominations', 'ar/catalog:ecards.emptyProducts', 'ar/product:ecard.chooseValue']);

/** A text's own words: what it nests from another key is that key's, checked there. */
const ownWords = (text: string) => text.replace(/\$t\([\w-]+:[\w.-]+\)/g, '');

/** The texts that are the concept's name itself: each must read exactly as the glossary. */
const NAMES: Record<Concept, string[]> = {
  categories: ['layout:nav.categories', 'catalog:breadcrumbs.categories', 'catalog:product.categories'],
  wishlist: ['layout:header.wishlist', 'layout:footer.account.wishlist', 'account:nav.wishlist', 'auth:session.wishlist'],
  deliveryMethod: ['checkout:steps.shipping', 'account:orders.detail.shippingMethod'],
  cashOnDelivery: ['checkout:payment.cashondelivery'],
};

function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, path.endsWith(':') ? `${path}${key}` : `${path}.${key}`));
}

function allTexts(locale: Locale): [string, string][] {
  return readdirSync(`locales/${locale}`)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => texts(JSON.parse(readFileSync(`locales/${locale}/${file}`, 'utf8')), `${file.replace(/\.json$/, '')}:`));
}

describe('the glossary', () => {
  for (const locale of LOCALES) {
    const t = getT(locale);

    it(`names every concept in ${locale}`, () => {
      for (const concept of Object.keys(VARIANTS)) expect(t(`glossary:${concept}`), concept).not.toMatch(/^glossary:|^\s*$/);
    });

    it(`is what the concepts’ own texts say in ${locale}, by reuse rather than a copy`, () => {
      const raw = new Map(allTexts(locale));
      for (const [concept, keys] of Object.entries(NAMES)) {
        for (const key of keys) {
          expect(raw.get(key), key).toBe(`$t(glossary:${concept})`);
          expect(t(key), key).toBe(t(`glossary:${concept}`));
        }
      }
    });

    it(`is the only name any ${locale} text gives a concept`, () => {
      const diverging = allTexts(locale).flatMap(([key, text]) =>
        Object.entries(VARIANTS).flatMap(([concept, variants]) =>
          variants[locale].some((variant) => variant.test(ownWords(text))) && !OTHER_MEANINGS.has(`${locale}/${key}`) ? [`${key} names ${concept} "${text}"`] : [],
        ),
      );
      expect(diverging).toEqual([]);
    });
  }
});
