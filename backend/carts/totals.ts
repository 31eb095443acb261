import { roundMoney } from '../catalog/money.ts';
import type { Database } from '../db/database.ts';
import type { StoreCode } from '../stores.ts';
import { couponApplies, couponDiscount, couponLabel, findCoupon } from '../coupons/coupons.ts';
import type { CartRow } from './carts.ts';
import type { CartLine } from './lines.ts';

/** Qatar has no VAT, so the totals are subtotal minus discount plus the chosen delivery's price. */
export interface CartTotals {
  subtotal: number;
  /** Positive QAR amount taken off (Magento's REST shows it negated). */
  discount: number;
  /** Price of the chosen shipping method; 0 before one is chosen and for e-cards. */
  shipping: number;
  /** The applied coupon when it still gives a discount, else null. */
  couponCode: string | null;
  discountLabel: string | null;
  grandTotal: number;
  itemsQty: number;
  /** Discount share of each item id, summing exactly to `discount`. */
  itemDiscounts: Map<number, number>;
}

export function computeCartTotals(db: Database, cart: CartRow, lines: CartLine[], store: StoreCode, now: Date = new Date()): CartTotals {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.row_total, 0));
  const itemsQty = lines.reduce((sum, line) => sum + line.qty, 0);
  const coupon = cart.coupon_code ? findCoupon(db, cart.coupon_code) : null;
  const applies = coupon !== null && couponApplies(coupon, subtotal, now);
  const discount = applies ? couponDiscount(coupon, subtotal) : 0;
  return {
    subtotal,
    discount,
    shipping: 0,
    couponCode: applies ? coupon.code : null,
    discountLabel: applies ? couponLabel(coupon, store) : null,
    grandTotal: roundMoney(subtotal - discount),
    itemsQty,
    itemDiscounts: spreadDiscount(lines, subtotal, discount),
  };
}

/** The totals once a shipping method is chosen: its price is added to the grand total. */
export function withShipping(totals: CartTotals, shipping: number): CartTotals {
  return { ...totals, shipping, grandTotal: roundMoney(totals.grandTotal + shipping) };
}

/** Shares the cart discount across items in proportion to their row totals; the last item takes the rounding rest. */
function spreadDiscount(lines: CartLine[], subtotal: number, discount: number): Map<number, number> {
  const shares = new Map<number, number>();
  let given = 0;
  lines.forEach((line, index) => {
    const share = index === lines.length - 1 ? roundMoney(discount - given) : roundMoney(subtotal > 0 ? (discount * line.row_total) / subtotal : 0);
    shares.set(line.item_id, share);
    given = roundMoney(given + share);
  });
  return shares;
}
