import type { CouponRow } from '../coupons/coupons.ts';
import { transaction, type Database } from '../db/database.ts';

type SeedCoupon = Omit<CouponRow, 'is_active'>;

/** The shop's coupon codes: one of each kind the cart must handle (spec: percentage, fixed with minimum, expired). */
export const SEED_COUPONS: readonly SeedCoupon[] = [
  {
    code: 'WELCOME10',
    discount_type: 'percent',
    amount: 10,
    min_subtotal: 0,
    from_date: '2024-01-01 00:00:00',
    to_date: null,
    label_ar: 'خصم الترحيب 10%',
    label_en: 'Welcome 10% off',
  },
  {
    code: 'SAVE50',
    discount_type: 'fixed',
    amount: 50,
    min_subtotal: 500,
    from_date: '2024-01-01 00:00:00',
    to_date: null,
    label_ar: 'خصم 50 ر.ق على الطلبات فوق 500 ر.ق',
    label_en: '50 QAR off orders over 500 QAR',
  },
  {
    code: 'EXPIRED20',
    discount_type: 'percent',
    amount: 20,
    min_subtotal: 0,
    from_date: '2024-01-01 00:00:00',
    to_date: '2024-12-31 23:59:59',
    label_ar: 'خصم 20% (منتهي)',
    label_en: '20% off (ended)',
  },
];

/** Seeds the commerce side; safe to run on every start (existing rows are kept as they are). */
export function seedCommerce(db: Database): void {
  transaction(db, () => {
    const insert = db.prepare(
      `INSERT INTO coupons (code, discount_type, amount, min_subtotal, from_date, to_date, label_ar, label_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
    );
    for (const c of SEED_COUPONS) insert.run(c.code, c.discount_type, c.amount, c.min_subtotal, c.from_date, c.to_date, c.label_ar, c.label_en);
  });
}
