import { roundMoney } from '../catalog/money.ts';
import { configValue } from '../cms/pwa-config.ts';
import type { Database } from '../db/database.ts';
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

/** What the offer depends on besides configuration. */
export interface ShippingQuote {
  storeId: number;
  /** Subtotal after the coupon discount: standard delivery is free from the configured amount on. */
  subtotalAfterDiscount: number;
  now: number;
}

const DEFAULT_CUTOFF_MINUTES = 19 * 60 + 30;

function amountSetting(db: Database, path: string, storeId: number): number | null {
  const raw = configValue(db, path, storeId);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? roundMoney(value) : null;
}

function titles(db: Database, carrier: CarrierCode, storeId: number) {
  return {
    carrierTitle: configValue(db, `carriers/${carrier}/title`, storeId) ?? carrier,
    methodTitle: configValue(db, `carriers/${carrier}/name`, storeId) ?? carrier,
  };
}

/**
 * The methods a cart with goods to ship is offered, in display order. A method whose price is not configured is
 * not offered at all; same-day is listed after the cutoff but marked unavailable, so the shopper learns why.
 */
export function shippingMethodsFor(db: Database, quote: ShippingQuote): ShippingMethodOption[] {
  const { storeId } = quote;
  const options: ShippingMethodOption[] = [];

  const standardPrice = amountSetting(db, 'carriers/standard/price', storeId);
  if (standardPrice !== null) {
    const freeFrom = amountSetting(db, 'carriers/standard/free_shipping_subtotal', storeId);
    const free = freeFrom !== null && quote.subtotalAfterDiscount >= freeFrom;
    options.push({ carrierCode: 'standard', methodCode: 'standard', ...titles(db, 'standard', storeId), amount: free ? 0 : standardPrice, available: true, errorMessage: null });
  }

  const sameDayPrice = amountSetting(db, 'carriers/sameday/price', storeId);
  if (sameDayPrice !== null) {
    const cutoff = parseCutoff(configValue(db, 'carriers/sameday/cutoff', storeId)) ?? DEFAULT_CUTOFF_MINUTES;
    const available = isBeforeSameDayCutoff(quote.now, cutoff);
    options.push({
      carrierCode: 'sameday',
      methodCode: 'sameday',
      ...titles(db, 'sameday', storeId),
      amount: sameDayPrice,
      available,
      errorMessage: available ? null : configValue(db, 'carriers/sameday/unavailable_message', storeId),
    });
  }

  // Spec §9: the express price is the PWA module's configured express delivery cost.
  const expressPrice = amountSetting(db, 'pwa/express_delivery/original_price', storeId);
  if (expressPrice !== null) {
    options.push({ carrierCode: 'express', methodCode: 'express', ...titles(db, 'express', storeId), amount: expressPrice, available: true, errorMessage: null });
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
