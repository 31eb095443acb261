import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { magentoDateTime } from '../dates.ts';
import { generateMaskedCartId, MASKED_CART_ID } from './masked-id.ts';

export interface CartRow {
  id: number;
  masked_id: string;
  customer_id: number | null;
  store_id: number;
  is_active: number;
  coupon_code: string | null;
  created_at: string;
  updated_at: string;
  /** Checkout choices (migration 015): the shipping carrier and method, the payment method, the e-card recipient. */
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
  ecard_recipient_email: string | null;
  ecard_recipient_telephone: string | null;
  /** The e-mail a guest gave the cart (setGuestEmailOnCart, migration 021); null for a customer's cart. */
  email: string | null;
}

const CART_COLUMNS = `id, masked_id, customer_id, store_id, is_active, coupon_code, created_at, updated_at, shipping_carrier_code,
  shipping_method_code, payment_method, ecard_recipient_email, ecard_recipient_telephone, email`;

function insertCart(db: Database, customerId: number | null, storeId: number, maskedId: string = generateMaskedCartId()): CartRow {
  const now = magentoDateTime();
  const row = cachedStatement(
    db,
    `INSERT INTO carts (masked_id, customer_id, store_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING ${CART_COLUMNS}`,
  ).get(maskedId, customerId, storeId, now, now);
  return row as unknown as CartRow;
}

/** A new guest cart; GraphQL's createEmptyCart may name its masked id (Magento's `input.cart_id`). */
export function createGuestCart(db: Database, storeId: number, maskedId?: string): CartRow {
  if (maskedId !== undefined) {
    if (!MASKED_CART_ID.test(maskedId) || /^\d+$/.test(maskedId)) throw new MagentoError(400, 'Cart ID must be 32 letters and digits, not only digits.');
    if (findCartByMaskedId(db, maskedId)) throw new MagentoError(400, 'Cart with ID "%1" already exists.', [maskedId]);
  }
  return insertCart(db, null, storeId, maskedId);
}

export function findCartByMaskedId(db: Database, maskedId: string): CartRow | null {
  if (!MASKED_CART_ID.test(maskedId)) return null;
  return (cachedStatement(db, `SELECT ${CART_COLUMNS} FROM carts WHERE masked_id = ?`).get(maskedId) as CartRow | undefined) ?? null;
}

export function findActiveCustomerCart(db: Database, customerId: number): CartRow | null {
  return (
    (cachedStatement(db, `SELECT ${CART_COLUMNS} FROM carts WHERE customer_id = ? AND is_active = 1`).get(customerId) as
      | CartRow
      | undefined) ?? null
  );
}

/**
 * The customer's active cart, created in storeId when they have none. With `rebindStore`, an existing cart is
 * moved to storeId: creating a cart (POST /V1/carts/mine, createEmptyCart) in a store view makes it that view's
 * cart, as Magento keeps one active quote per customer; reading it (customerCart) leaves it where it is.
 */
export function getOrCreateCustomerCart(db: Database, customerId: number, storeId: number, rebindStore: boolean): CartRow {
  return transaction(db, () => {
    const cart = findActiveCustomerCart(db, customerId);
    if (!cart) return insertCart(db, customerId, storeId);
    if (rebindStore && cart.store_id !== storeId) {
      cachedStatement(db, 'UPDATE carts SET store_id = ?, updated_at = ? WHERE id = ?').run(storeId, magentoDateTime(), cart.id);
      return { ...cart, store_id: storeId };
    }
    return cart;
  });
}

/** A customer's cart addressed by someone else (another customer or a guest). */
export function cartNotOwned(maskedId: string): MagentoError {
  return new MagentoError(403, 'The current user cannot perform operations on cart "%masked_cart_id"', { masked_cart_id: maskedId });
}

/** Magento's NoSuchEntityException wording for a cart id that names no usable cart. */
export function noSuchCart(cartId: string): MagentoError {
  return new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: cartId.slice(0, 64) });
}

/**
 * REST `/V1/guest-carts/:cartId`: an active guest cart. A numeric id (a customer quote id), an unknown or
 * merged cart, or a customer's cart addressed as a guest all get the same 404, so ids cannot be probed.
 */
export function requireGuestCart(db: Database, cartId: string): CartRow {
  const cart = findCartByMaskedId(db, cartId);
  if (!cart || cart.customer_id !== null || cart.is_active !== 1) throw noSuchCart(cartId);
  return cart;
}

/** REST `/V1/carts/mine/...`: the customer's active cart, which must already exist (POST /V1/carts/mine creates it). */
export function requireCustomerCart(db: Database, customerId: number): CartRow {
  const cart = findActiveCustomerCart(db, customerId);
  if (!cart) throw new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'customerId', fieldValue: customerId });
  return cart;
}

/**
 * GraphQL `cart_id`: Magento's rules. Guest carts are open to anyone holding the masked id; a customer cart only
 * to its owner.
 */
export function requireCartForGraphql(db: Database, maskedId: string, customerId: number | null): CartRow {
  const cart = findCartByMaskedId(db, maskedId);
  if (!cart) throw new MagentoError(404, 'Could not find a cart with ID "%masked_cart_id"', { masked_cart_id: maskedId.slice(0, 64) });
  if (cart.customer_id !== null && cart.customer_id !== customerId) {
    throw cartNotOwned(maskedId);
  }
  if (cart.is_active !== 1) throw new MagentoError(404, "The cart isn't active.");
  return cart;
}

/** The cart as stored now, so a view after a write shows the stored coupon, store and checkout choices. */
export function reloadCart(db: Database, cart: CartRow): CartRow {
  return findCartByMaskedId(db, cart.masked_id) ?? cart;
}

export function touchCart(db: Database, cartId: number): void {
  cachedStatement(db, 'UPDATE carts SET updated_at = ? WHERE id = ?').run(magentoDateTime(), cartId);
}

/** setGuestEmailOnCart: the guest cart's e-mail address (Magento's quote customer_email). */
export function setGuestCartEmail(db: Database, cart: CartRow, email: string): void {
  cachedStatement(db, 'UPDATE carts SET email = ? WHERE id = ?').run(email, cart.id);
  touchCart(db, cart.id);
}
