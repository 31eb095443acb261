import { cachedStatement, type Database } from '../db/database.ts';
import { roundMoney } from '../catalog/money.ts';
import { magentoTimeMs } from '../dates.ts';
import { MagentoError } from '../errors.ts';
import type { StoreCode } from '../stores.ts';

export interface CouponRow {
  code: string;
  discount_type: 'percent' | 'fixed';
  amount: number;
  min_subtotal: number;
  from_date: string | null;
  to_date: string | null;
  is_active: number;
  label_ar: string;
  label_en: string;
}

/** Looks a code up case-insensitively (Magento's coupon codes are), returning the stored spelling. */
export function findCoupon(db: Database, code: string): CouponRow | null {
  if (code.length === 0 || code.length > 64) return null;
  return (
    (cachedStatement(
      db,
      'SELECT code, discount_type, amount, min_subtotal, from_date, to_date, is_active, label_ar, label_en FROM coupons WHERE code = ?',
    ).get(code) as CouponRow | undefined) ?? null
  );
}

/**
 * Why a code gives no discount, sent beside Magento's message as `extensions.coupon_refusal` (a client that does
 * not know the extension still reads Magento's own words).
 */
export type CouponRefusal = 'unknown' | 'inactive' | 'not_yet_active' | 'expired' | 'minimum_subtotal' | 'empty_cart';

/** Why the coupon gives no discount to a cart with this subtotal right now, or null when it does. */
export function couponRefusal(coupon: CouponRow | null, subtotal: number, now: Date = new Date()): CouponRefusal | null {
  if (!coupon) return 'unknown';
  const t = now.getTime();
  if (coupon.is_active !== 1) return 'inactive';
  const from = magentoTimeMs(coupon.from_date);
  const to = magentoTimeMs(coupon.to_date);
  if (from !== null && t < from) return 'not_yet_active';
  if (to !== null && t >= to) return 'expired';
  if (subtotal <= 0) return 'empty_cart';
  return subtotal >= coupon.min_subtotal ? null : 'minimum_subtotal';
}

/** Whether the coupon gives a discount to a cart with this subtotal right now. */
export function couponApplies(coupon: CouponRow, subtotal: number, now: Date = new Date()): boolean {
  return couponRefusal(coupon, subtotal, now) === null;
}

/** The QAR taken off a subtotal; never more than the subtotal. */
export function couponDiscount(coupon: CouponRow, subtotal: number): number {
  const raw = coupon.discount_type === 'percent' ? (subtotal * coupon.amount) / 100 : coupon.amount;
  return roundMoney(Math.min(raw, subtotal));
}

export function couponLabel(coupon: CouponRow, store: StoreCode): string {
  return store === 'en' ? coupon.label_en : coupon.label_ar;
}

/**
 * Magento's wording for a code that is unknown, expired, inactive or below its minimum subtotal, with the reason
 * (and the minimum, for that one) in the GraphQL extensions.
 */
export function invalidCoupon(code: string, refusal: CouponRefusal = 'unknown', coupon: CouponRow | null = null): MagentoError {
  const minimum = refusal === 'minimum_subtotal' && coupon ? { minimum_subtotal: coupon.min_subtotal } : {};
  return new MagentoError(404, 'The coupon code "%1" is not valid.', [code.slice(0, 64)], { coupon_refusal: refusal, ...minimum });
}
