import { roundMoney } from '../catalog/money.ts';
import type { StoreSettings } from '../store-config.ts';
import { isBeforeSameDayCutoff, parseCutoff } from './same-day.ts';

/** The store's carriers; each has one method of the same code (Magento's `<carrier>_<method>` = e.g. `standard_standard`). */
export const CARRIER_CODES = ['standard', 'sameday', 'express'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export interface ShippingMethodOption {
  carrierCode: CarrierCode;
  methodCode: CarrierCode;
  carrierTitle: string;
  methodTitle: string;
  /** QAR for this cart. */
  amount: number;
  /** False while the method cannot be chosen (same-day after the cutoff). */
  available: boolean;
  /** Why it is unavailable, in the store's language. */
  errorMessage: string | null;
}

/** What the offer depends on besides the store's settings. */
export interface ShippingQuote {
  /** Subtotal after the coupon discount: standard delivery is free from the configured amount on. */
  subtotalAfterDiscount: number;
  now: number;
}

const DEFAULT_CUTOFF_MINUTES = 19 * 60 + 30;

function amountSetting(settings: StoreSettings, path: string): number | null {
  const raw = settings(path);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? roundMoney(value) : null;
}

function titles(settings: StoreSettings, carrier: CarrierCode) {
  return { carrierTitle: settings(`carriers/${carrier}/title`) ?? carrier, methodTitle: settings(`carriers/${carrier}/name`) ?? carrier };
}

/**
 * The methods a cart with goods to ship is offered, in display order. A method whose price is not configured is
 * not offered at all; same-day is listed after the cutoff but marked unavailable, so the shopper learns why.
 */
export function shippingMethodsFor(settings: StoreSettings, quote: ShippingQuote): ShippingMethodOption[] {
  const options: ShippingMethodOption[] = [];

  const standardPrice = amountSetting(settings, 'carriers/standard/price');
  if (standardPrice !== null) {
    const freeFrom = amountSetting(settings, 'carriers/standard/free_shipping_subtotal');
    const free = freeFrom !== null && quote.subtotalAfterDiscount >= freeFrom;
    options.push({ carrierCode: 'standard', methodCode: 'standard', ...titles(settings, 'standard'), amount: free ? 0 : standardPrice, available: true, errorMessage: null });
  }

  const sameDayPrice = amountSetting(settings, 'carriers/sameday/price');
  if (sameDayPrice !== null) {
    const cutoff = parseCutoff(settings('carriers/sameday/cutoff')) ?? DEFAULT_CUTOFF_MINUTES;
    const available = isBeforeSameDayCutoff(quote.now, cutoff);
    options.push({
      carrierCode: 'sameday',
      methodCode: 'sameday',
      ...titles(settings, 'sameday'),
      amount: sameDayPrice,
      available,
      errorMessage: available ? null : settings('carriers/sameday/unavailable_message'),
    });
  }

  // Spec §9: the express price is the PWA module's configured express delivery cost.
  const expressPrice = amountSetting(settings, 'pwa/express_delivery/original_price');
  if (expressPrice !== null) {
    options.push({ carrierCode: 'express', methodCode: 'express', ...titles(settings, 'express'), amount: expressPrice, available: true, errorMessage: null });
  }
  return options;
}

export function findShippingMethod(options: ShippingMethodOption[], carrierCode: string, methodCode: string): ShippingMethodOption | null {
  return options.find((option) => option.carrierCode === carrierCode && option.methodCode === methodCode) ?? null;
}

/** Magento's `shipping_description`: "Carrier - Method". */
export function shippingDescription(option: ShippingMethodOption): string {
  return `${option.carrierTitle} - ${option.methodTitle}`;
}
