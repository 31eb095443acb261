/**
 * The compare list's two changes, posted by plain forms ("Compare" on cards and product pages, "Remove" on the
 * compare page) to the compare page, which answers with the list (post/redirect/get): no script needed. The list is
 * the signed-in customer's or the guest's the HttpOnly cookie names; the browser sends only the product's id.
 */
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { addToCompare, removeFromCompare } from '@/server/compare/compare-changes.ts';

const productId = z.coerce.number().int().min(1).max(2 ** 31 - 1);

export const compare = {
  add: defineAction({
    accept: 'form',
    input: z.object({ productId }),
    handler: async ({ productId }, context) => {
      const list = await addToCompare(context, productId);
      return { productId, count: list.products.length };
    },
  }),
  remove: defineAction({
    accept: 'form',
    input: z.object({ productId }),
    handler: async ({ productId }, context) => {
      const { list, name } = await removeFromCompare(context, productId);
      return { productId, name, count: list?.products.length ?? 0 };
    },
  }),
};
