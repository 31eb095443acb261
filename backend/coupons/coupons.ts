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

/** Whether the coupon gives a discount to a cart with this subtotal right now. */
export function couponApplies(coupon: CouponRow, subtotal: number, now: Date = new Date()): boolean {
  const t = now.getTime();
  if (coupon.is_active !== 1) return false;
  const from = magentoTimeMs(coupon.from_date);
  const to = magentoTimeMs(coupon.to_date);
  if (from !== null && t < from) return false;
  if (to !== null && t >= to) return false;
  return subtotal > 0 && subtotal >= coupon.min_subtotal;
}

/** The QAR taken off a subtotal; never more than the subtotal. */
export function couponDiscount(coupon: CouponRow, subtotal: number): number {
  const raw = coupon.discount_type === 'percent' ? (subtotal * coupon.amount) / 100 : coupon.amount;
  return roundMoney(Math.min(raw, subtotal));
}

export function couponLabel(coupon: CouponRow, store: StoreCode): string {
  return store === 'en' ? coupon.label_en : coupon.label_ar;
}

/** Magento's wording for a code that is unknown, expired, inactive or below its minimum subtotal. */
export function invalidCoupon(code: string): MagentoError {
  return new MagentoError(404, 'The coupon code "%1" is not valid.', [code.slice(0, 64)]);
}
