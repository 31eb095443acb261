/**
 * The wishlist's Actions (spec §2 account area), for the customer the HttpOnly session cookie names
 * (src/server/account/customer-token.ts), never for an id the browser sends. The writes are `accept: 'form'`: the
 * product and wishlist pages' buttons are plain forms without JavaScript. A refusal's message is already in the
 * shopper's language; UNAUTHORIZED means "sign in again".
 */
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import { runAccountAction } from '@/server/account/account-refusals.ts';
import { addProductToWishlist, wishlistMarks, wishlistToastTexts, type WishlistMark } from '@/server/wishlist/wishlist-steps.ts';
import type { WishlistToastTexts } from '@/stores/wishlist/wishlist-marks.ts';

const entityId = z.number().int().positive().max(2_147_483_647);

export const wishlist = {
  /**
   * The products on the shopper's list, for the wishlist buttons of a cached page, with the texts those buttons
   * then need (the cached page carries none); null when signed out.
   */
  wishlist: defineAction({
    input: z.object({}),
    handler: async (_input, context): Promise<{ marks: WishlistMark[]; texts: WishlistToastTexts } | null> => {
      const { locale } = context.locals;
      if (context.locals.shopper.token === null) return null;
      const marks = await runAccountAction(locale, 'account.wishlist', null, () =>
        asSignedInCustomer(context, wishlistMarks),
      );
      return { marks, texts: wishlistToastTexts(locale) };
    },
  }),

  addToWishlist: defineAction({
    accept: 'form',
    // A configurable product's page names the variant on show: the list keeps it with the product.
    input: z.object({ productId: entityId, variantId: entityId.optional() }),
    handler: ({ productId, variantId }, context): Promise<WishlistMark> =>
      runAccountAction(context.locals.locale, 'account.addToWishlist', 'errors:wishlist.addFailed', () =>
        asSignedInCustomer(context, (commerce) => addProductToWishlist(commerce, productId, variantId)),
      ),
  }),

  removeFromWishlist: defineAction({
    accept: 'form',
    input: z.object({ wishlistItemId: entityId }),
    handler: ({ wishlistItemId }, context) =>
      runAccountAction(context.locals.locale, 'account.removeFromWishlist', 'errors:generic', () =>
        asSignedInCustomer(context, async (commerce) => {
          await commerce.removeFromWishlist(wishlistItemId);
          return { wishlistItemId };
        }),
      ),
  }),
};
