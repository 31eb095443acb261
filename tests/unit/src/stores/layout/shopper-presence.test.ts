/**
 * Whether the header's personal parts must load at once (stores/shopper-presence.ts): read from the display
 * cookies, the session hint and the stores' storage keys, without the stores.
 */
import { describe, expect, it } from 'vitest';
import { shopperPresence, STORAGE_KEYS } from '@/stores/layout/shopper-presence.ts';

const storage = (entries: Record<string, string> = {}) => ({ getItem: (key: string) => entries[key] ?? null });
const blocked = {
  getItem: (): string | null => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('shopperPresence', () => {
  it('finds nothing for a new guest (no cookies, empty storage)', () => {
    expect(shopperPresence('', storage(), storage())).toEqual({ cart: false, session: false, compare: false });
  });

  it('sees a cart in the display cookie or in the stored quote id or count', () => {
    expect(shopperPresence('cart_count=2', storage(), storage()).cart).toBe(true);
    expect(shopperPresence('', storage({ [STORAGE_KEYS.quoteId]: 'abc' }), storage()).cart).toBe(true);
    expect(shopperPresence('', storage({ [STORAGE_KEYS.totalItemCount]: '3' }), storage()).cart).toBe(true);
    expect(shopperPresence('', storage({ [STORAGE_KEYS.pendingCartAdds]: '[{}]' }), storage()).cart).toBe(true);
    expect(shopperPresence('cart_count=', storage(), storage()).cart).toBe(false);
    expect(shopperPresence('compare_count=2', storage(), storage()).compare).toBe(true);
    expect(shopperPresence('compare_count=0', storage(), storage()).compare).toBe(false);
  });

  it('sees a session in the hint, the name or wishlist cookies, the stored user, or a notice for this page', () => {
    expect(shopperPresence('signed_in=1', storage(), storage()).session).toBe(true);
    expect(shopperPresence('a=b; full_name=Noor', storage(), storage()).session).toBe(true);
    expect(shopperPresence('wishlist_count=4', storage(), storage()).session).toBe(true);
    expect(shopperPresence('', storage({ [STORAGE_KEYS.user]: '{"fullName":"Noor","roles":[]}' }), storage()).session).toBe(true);
    expect(shopperPresence('', storage(), storage({ [STORAGE_KEYS.sessionNotice]: 'signed-out' })).session).toBe(true);
    // Another cookie whose name ends the same is not the hint.
    expect(shopperPresence('not_signed_in=1; my_full_name=x', storage(), storage()).session).toBe(false);
  });

  it('reads blocked or missing storage as empty', () => {
    expect(shopperPresence('', blocked, null)).toEqual({ cart: false, session: false, compare: false });
  });
});
