/**
 * Localized strings the cart islands need, built on the server with getT() and passed as plain props (islands
 * ship no i18next). Toast texts are the spec §8 wording from errors.json.
 */
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';
import { pluralForms } from '@/lib/i18n/plural-forms.ts';
import type { CartToastTexts } from '@/stores/cart/cart-sync.ts';

export function cartToastTexts(locale: Locale): CartToastTexts {
  const t = getT(locale);
  return {
    added: t('errors:cart.added'),
    viewCart: { label: t('cart:viewCart'), href: localePath(locale, '/cart') },
    removed: t('errors:cart.removed'),
    removeFailed: t('errors:cart.removeFailed'),
    quantityUpdated: t('errors:cart.quantityUpdated'),
    outOfStock: t('errors:cart.outOfStock'),
    network: t('errors:network'),
    generic: t('errors:generic'),
  };
}

/** Plural forms by `Intl.PluralRules` category, so the badge label is right for any count in both languages. */
export type PluralTexts = Record<Intl.LDMLPluralRule, string>;

export function badgeLabels(locale: Locale): PluralTexts {
  const t = getT(locale);
  return {
    zero: t('cart:badge.zero'),
    one: t('cart:badge.one'),
    two: t('cart:badge.two'),
    few: t('cart:badge.few'),
    many: t('cart:badge.many'),
    other: t('cart:badge.other'),
  };
}

/** The cart link's names: "Cart", and "Cart, {{count}} items" in every plural form (cart-badge.client.ts). */
export function cartLinkNames(locale: Locale): { empty: string; counted: PluralTexts } {
  const t = getT(locale);
  return { empty: t('layout:header.cart'), counted: pluralForms(t, 'cart:linkName') };
}
