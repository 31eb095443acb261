import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 32;

/**
 * Magento's quote_id_mask: 32 random letters and digits. Never purely numeric, because the storefront treats a
 * numeric quote id as a stale customer quote id (spec §4/§5).
 */
export function generateMaskedCartId(): string {
  for (;;) {
    // 62 * 4 = 248 < 256: rejecting bytes >= 248 keeps every character equally likely.
    const chars: string[] = [];
    while (chars.length < LENGTH) {
      for (const byte of randomBytes(LENGTH * 2)) {
        if (byte < 248 && chars.length < LENGTH) chars.push(ALPHABET[byte % 62] as string);
      }
    }
    const id = chars.join('');
    if (!/^\d+$/.test(id)) return id;
  }
}

/** What a masked id can look like; anything else cannot name a cart. */
export const MASKED_CART_ID = /^[A-Za-z0-9]{32}$/;
