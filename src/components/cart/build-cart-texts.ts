/**
 * The cart page's words in the page's language (the island ships no i18next), built on the server: the island's own,
 * and the notice a form posted without JavaScript leaves (src/server/cart/cart-notice.ts).
 */
import type { CartPageTexts } from '@/islands/cart/cart-page-texts.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import type { CartNotice } from '@/server/cart/cart-notice.ts';

export function cartNoticeTexts(locale: Locale): Record<CartNotice, string> {
  const t = getT(locale);
  return {
    added: t('errors:cart.added'),
    updated: t('errors:cart.quantityUpdated'),
    removed: t('errors:cart.removed'),
    'remove-failed': t('errors:cart.removeFailed'),
    'coupon-applied': t('cart:notice.couponApplied'),
    'coupon-removed': t('cart:notice.couponRemoved'),
    'coupon-refused': t('errors:cart.couponNotApplied'),
    'out-of-stock': t('errors:cart.outOfStock'),
    'page-changed': t('release:pageChanged'),
    network: t('errors:network'),
  };
}

export function cartPageTexts(locale: Locale): CartPageTexts {
  const t = getT(locale);
  return {
    itemsHeading: t('cart:items.heading'),
    quantityOf: t('cart:items.quantityOf'),
    decrease: t('cart:items.decrease'),
    increase: t('cart:items.increase'),
    remove: t('cart:items.remove'),
    typedQuantity: t('cart:items.typedQuantity'),
    setQuantity: t('cart:items.setQuantity'),
    removeShort: t('cart:items.removeShort'),
    updating: t('cart:items.updating'),
    couponHeading: t('cart:coupon.heading'),
    couponLabel: t('cart:coupon.label'),
    couponApply: t('cart:coupon.apply'),
    couponRemove: t('cart:coupon.remove'),
    couponApplied: t('cart:coupon.applied'),
    couponNotApplied: t('errors:cart.couponNotApplied'),
    summaryHeading: t('cart:summary.heading'),
    subtotal: t('cart:summary.subtotal'),
    discount: t('cart:summary.discount'),
    expressDelivery: t('cart:summary.expressDelivery'),
    deliveryNote: t('cart:summary.deliveryNote'),
    deliveryFree: t('checkout:shipping.free'),
    totalBeforeDelivery: t('cart:summary.totalBeforeDelivery'),
    checkout: t('cart:summary.checkout'),
    signInHint: t('cart:summary.signInHint'),
    empty: t('errors:empty.cart'),
    emptyHint: t('pages:cart.emptyHint'),
    startShopping: t('pages:cart.startShopping'),
    loading: t('cart:loading'),
    originalPrice: t('catalog:price.was'),
    lineTotal: t('cart:items.lineTotal'),
    unavailableNotice: t('checkout:outOfStock.cartNotice', { names: '{{names}}' }),
    unavailableBadge: t('checkout:outOfStock.lineBadge'),
  };
}
