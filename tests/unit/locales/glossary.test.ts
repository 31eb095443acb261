/**
 * One thing, one name (issues 40 and 55): `locales/{ar,en}/glossary.json` names each concept once, the texts that name it
 * reuse it (`$t(glossary:…)`), and no text anywhere names it another way. A new text that writes "Shipping method"
 * or «الفئات» for categories fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getT, LOCALES, type Locale } from '@/lib/i18n/index.ts';

type Concept = 'categories' | 'wishlist' | 'deliveryMethod' | 'cashOnDelivery' | 'coupon';

/** The other names each concept was given, per language: none may appear in any text. */
const VARIANTS: Record<Concept, Record<Locale, RegExp[]>> = {
  categories: { en: [/\bsections\b/i, /\bdepartments\b/i], ar: [/الفئات/u, /الفئة/u, /فئات/u] },
  wishlist: { en: [/wish ?list/i, /\bfavou?rites\b/i, /saved items/i], ar: [/قائمة الرغبات/u, /المفضلة/u, /الأمنيات/u] },
  deliveryMethod: { en: [/shipping method/i, /shipment method/i], ar: [/طريقة الشحن/u] },
  cashOnDelivery: { en: [/Cash On Delivery/, /\bCOD\b/], ar: [/الدفع نقدًا عند/u, /كاش/u] },
  // A Gulf shopper says «كود الخصم»; «القسيمة» is a voucher in a newspaper's Arabic (issue 55).
  coupon: { en: [/\bvouchers?\b/i, /promo ?code/i, /discount code/i], ar: [/قسيم/u, /قسائم/u, /كوبون/u, /رمز الخصم/u, /رمز ترويجي/u] },
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
  coupon: ['cart:coupon.label'],
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

/**
 * The cart's total leaves delivery out (it is chosen at checkout): it says so rather than reading "Grand total", the
 * name of the order's whole sum in checkout and the account (issue 55).
 */
describe("the cart's total", () => {
  it('is named as the total before delivery, in both languages', () => {
    const [ar, en] = [getT('ar'), getT('en')];
    expect(en('cart:summary.totalBeforeDelivery')).toBe('Total before delivery');
    expect(ar('cart:summary.totalBeforeDelivery')).toBe('المجموع قبل التوصيل');
    for (const t of [ar, en]) {
      expect(t('cart:summary.totalBeforeDelivery')).not.toBe(t('checkout:summary.grandTotal'));
      expect(t('cart:summary.totalBeforeDelivery')).not.toBe(t('account:orders.detail.grandTotal'));
    }
  });
});
