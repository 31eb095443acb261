import { describe, expect, it } from 'vitest';
import { wishlistAddResponseSchema, wishlistItemsResponseSchema } from '../../../../../../src/lib/commerce/schemas/wishlist.ts';

describe('wishlist envelopes (spec §7)', () => {
  it('reads status and data, numbers sent as text included', () => {
    expect(wishlistAddResponseSchema.parse({ status: '1', data: '42' })).toEqual({ status: 1, data: 42 });
    expect(wishlistItemsResponseSchema.parse({ status: 1, data: [] })).toEqual({ status: 1, data: [] });
  });

  it('refuses an answer that is not an envelope', () => {
    expect(() => wishlistItemsResponseSchema.parse([{ product_id: 1 }])).toThrow();
  });
});
