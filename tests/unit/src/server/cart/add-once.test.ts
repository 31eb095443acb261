/**
 * An add sent twice with the same id is applied once (src/server/cart/add-once.ts), over the memory ledger; the
 * backend's side (current-cart.ts) is replaced by a stand-in that counts what it is asked.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceInputError, CommerceUnavailableError, type CartSnapshot } from '@/lib/commerce/index.ts';
import { ADD_ID_TTL_S, memoryAddLedger, type AddLedger } from '@/server/cart/add-ledger.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

const backend = vi.hoisted(() => ({ addToCart: vi.fn(), currentCart: vi.fn() }));
vi.mock('@/server/cart/current-cart.ts', () => backend);
const { addToCartOnce } = await import('@/server/cart/add-once.ts');

const CART = { cartId: 'cart-1', items: [], totals: null } as unknown as CartSnapshot;
const ADD_ID = '0b6f7c1e-4d1a-4b7e-9c1f-2a3b4c5d6e7f';
const line = { sku: 'APPL-1001', qty: 1 };
const shopper = (cartId: string | null, token: string | null = null) => ({ locals: { shopper: { cartId, token } } }) as unknown as ShopperContext;

let ledger: AddLedger;
beforeEach(() => {
  ledger = memoryAddLedger();
  backend.addToCart.mockReset().mockResolvedValue(CART);
  backend.currentCart.mockReset().mockResolvedValue(CART);
});

describe('addToCartOnce', () => {
  it('applies an add once when the same id comes again for the same cart, and answers the cart as it is', async () => {
    await addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger);
    expect(await addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger)).toBe(CART);
    expect(backend.addToCart).toHaveBeenCalledTimes(1);
    expect(backend.currentCart).toHaveBeenCalledTimes(1);
  });

  it('does not apply it again while the first sending has had no answer: the backend may still apply it', async () => {
    backend.addToCart.mockRejectedValueOnce(new CommerceUnavailableError('timed out'));
    await expect(addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger)).rejects.toThrow(CommerceUnavailableError);
    await expect(addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger)).rejects.toThrow(CommerceUnavailableError);
    expect(backend.addToCart).toHaveBeenCalledTimes(1);
    // Nor while it is still on its way.
    await ledger.claim('11111111-2222-4333-8444-555555555555', 'any');
    expect(await ledger.claim('11111111-2222-4333-8444-555555555555', 'any')).toEqual({ outcome: 'pending', cart: 'any' });
  });

  it('applies it again after the backend refused it, which changed nothing', async () => {
    backend.addToCart.mockRejectedValueOnce(new CommerceInputError('The requested qty is not available'));
    await expect(addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger)).rejects.toThrow(CommerceInputError);
    await addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger);
    expect(backend.addToCart).toHaveBeenCalledTimes(2);
  });

  it('applies every add without an id, for a guest without a cart, or sent again for another cart', async () => {
    await addToCartOnce(shopper('cart-1'), line, undefined, ledger);
    await addToCartOnce(shopper('cart-1'), line, undefined, ledger);
    // A new guest's first add made a cart whose cookie never reached the browser: the add goes to its new cart.
    await addToCartOnce(shopper(null), line, ADD_ID, ledger);
    await addToCartOnce(shopper(null), line, ADD_ID, ledger);
    await addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger);
    await addToCartOnce(shopper('cart-2'), line, ADD_ID, ledger);
    await addToCartOnce(shopper('cart-1', 'customer-token'), line, ADD_ID, ledger);
    expect(backend.addToCart).toHaveBeenCalledTimes(7);
  });

  it('applies it again when the cart it went to is gone (ordered since)', async () => {
    await addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger);
    backend.currentCart.mockResolvedValueOnce(null);
    await addToCartOnce(shopper('cart-1'), line, ADD_ID, ledger);
    expect(backend.addToCart).toHaveBeenCalledTimes(2);
  });
});

describe('memoryAddLedger', () => {
  it('forgets an id after a day', async () => {
    let now = 0;
    const dayLedger = memoryAddLedger(() => now);
    expect(await dayLedger.claim(ADD_ID, 'cart')).toBeNull();
    now = ADD_ID_TTL_S * 1000 - 1;
    expect(await dayLedger.claim(ADD_ID, 'cart')).toEqual({ outcome: 'pending', cart: 'cart' });
    now = ADD_ID_TTL_S * 1000;
    expect(await dayLedger.claim(ADD_ID, 'cart')).toBeNull();
  });
});
