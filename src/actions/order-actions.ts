/**
 * Order Actions: the signed-in customer cancels their own pending cash-on-delivery order (spec §9). The form is
 * `accept: 'form'`, so the order page's confirmation works as a plain post without JavaScript; the order is named
 * by its number and looked up among the session's own orders, never taken from the browser as an id.
 */
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import { runAccountAction } from '@/server/account/account-refusals.ts';
import { cancelOwnOrder } from '@/server/orders/cancel-order.ts';
import { orderNumberSchema } from '@/server/orders/order-number.ts';

export const orders = {
  cancel: defineAction({
    accept: 'form',
    input: z.object({ number: orderNumberSchema }),
    handler: ({ number }, context) =>
      runAccountAction(context.locals.locale, 'orders.cancel', null, () => asSignedInCustomer(context, (commerce) => cancelOwnOrder(commerce, number))),
  }),
};
