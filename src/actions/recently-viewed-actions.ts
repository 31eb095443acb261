/**
 * Recently viewed (spec §4): a guest's list stays in the browser; a signed-in shopper's views are recorded on the
 * server and read back from it (UNAUTHORIZED without a session).
 */
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { runAction } from '@/server/action-errors.ts';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import { customerRecentlyViewed, recordCustomerView } from '@/server/recently-viewed/customer-recently-viewed.ts';
import { skuField } from '@/server/forms/sku-field.ts';

export const recentlyViewed = {
  /** The signed-in shopper's recently viewed products in this language, newest first. */
  recentlyViewed: defineAction({
    input: z.object({}),
    handler: (_input, context) =>
      runAction('recently viewed', () => asSignedInCustomer(context, customerRecentlyViewed)),
  }),

  /** Records a view of the product for the signed-in shopper (an unknown sku is refused: BAD_REQUEST). */
  recordRecentlyViewed: defineAction({
    input: z.object({ sku: skuField }),
    handler: ({ sku }, context) =>
      runAction('record recently viewed', () => asSignedInCustomer(context, (commerce) => recordCustomerView(commerce, sku))),
  }),
};
