import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { couponApplies, couponRefusal, findCoupon, invalidCoupon } from '../coupons/coupons.ts';
import { touchCart, type CartRow } from './carts.ts';
import { loadCartLines } from './lines.ts';

export const COUPON_ALREADY_APPLIED = 'A coupon is already applied to the cart. Please remove it to apply another';
export const CART_EMPTY = 'Cart does not contain products.';

/**
 * Applies a coupon after checking it against the cart as it is now. `replace` follows REST's PUT (a new code
 * replaces the old one); GraphQL's applyCouponToCart refuses while another code is applied, as Magento does.
 */
export function applyCouponToCart(db: Database, cart: CartRow, code: string, options: { replace: boolean }): string {
  if (!options.replace && cart.coupon_code !== null) throw new MagentoError(400, COUPON_ALREADY_APPLIED);
  const lines = loadCartLines(db, cart.id, cart.store_id);
  if (lines.length === 0) throw new MagentoError(400, CART_EMPTY);
  const coupon = findCoupon(db, code.trim());
  const subtotal = lines.reduce((sum, line) => sum + line.row_total, 0);
  const refusal = couponRefusal(coupon, subtotal);
  if (refusal || !coupon) throw invalidCoupon(code, refusal ?? 'unknown', coupon);
  cachedStatement(db, 'UPDATE carts SET coupon_code = ? WHERE id = ?').run(coupon.code, cart.id);
  touchCart(db, cart.id);
  return coupon.code;
}

export function removeCouponFromCart(db: Database, cart: CartRow): void {
  cachedStatement(db, 'UPDATE carts SET coupon_code = NULL WHERE id = ?').run(cart.id);
  touchCart(db, cart.id);
}

/**
 * After items change, a coupon that no longer gives a discount (subtotal fell below its minimum, or it expired)
 * is taken off, as Magento's totals collector does; the shopper must apply it again.
 */
export function dropCouponIfNotApplicable(db: Database, cart: CartRow): void {
  const stored = cachedStatement(db, 'SELECT coupon_code FROM carts WHERE id = ?').get(cart.id) as { coupon_code: string | null } | undefined;
  if (!stored?.coupon_code) return;
  const coupon = findCoupon(db, stored.coupon_code);
  const subtotal = loadCartLines(db, cart.id, cart.store_id).reduce((sum, line) => sum + line.row_total, 0);
  if (!coupon || !couponApplies(coupon, subtotal)) removeCouponFromCart(db, cart);
}
