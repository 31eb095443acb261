/**
 * Account Actions (spec §2 account area): profile, addresses and the wishlist. Every one acts for the customer
 * the HttpOnly session cookie names (src/server/account/customer-token.ts), never for an id the browser sends.
 *
 * The forms are `accept: 'form'`: the same Action serves the island (FormData) and the plain form post without
 * JavaScript (the page reads the result with `Astro.getActionResult`). Field errors are keys of the `validation`
 * namespace; a refusal's message is already in the shopper's language (src/server/account/refusals.ts);
 * TOO_MANY_REQUESTS carries the seconds to wait; UNAUTHORIZED means "sign in again".
 */
import type { CustomerAddress } from '@/lib/commerce/index.ts';
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { addressFormSchema, addressIdSchema, toAddressDraft } from '@/server/account/address-form.ts';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import {
  emailCodeFormSchema,
  emailConfirmFormSchema,
  nameFormSchema,
  phoneCodeFormSchema,
  phoneConfirmFormSchema,
} from '@/server/account/profile-forms.ts';
import { runAccountAction } from '@/server/account/refusals.ts';
import { addProductToWishlist, wishlistMarks, wishlistToastTexts, type WishlistMark } from '@/server/account/wishlist.ts';
import type { WishlistToastTexts } from '@/stores/wishlist.ts';
import { limitAction } from '@/server/rate-limit/refusals.ts';

const entityId = z.number().int().positive().max(2_147_483_647);

export const account = {
  updateName: defineAction({
    accept: 'form',
    input: nameFormSchema,
    handler: (name, context) =>
      runAccountAction(context.locals.locale, 'account.updateName', 'errors:account.profileUpdateFailed', () =>
        asSignedInCustomer(context, (commerce) => commerce.updateCustomerName(name)),
      ),
  }),

  /** Step 1 of the e-mail change: a code to the new address. Answers what step 2 posts back. */
  requestEmailCode: defineAction({
    accept: 'form',
    input: emailCodeFormSchema,
    handler: ({ email }, context) =>
      runAccountAction(context.locals.locale, 'account.requestEmailCode', 'errors:account.profileUpdateFailed', async () => {
        await limitAction('otpCode', context);
        return asSignedInCustomer(context, async (commerce) => ({ email, hash: await commerce.requestEmailChangeCode(email) }));
      }),
  }),

  confirmEmail: defineAction({
    accept: 'form',
    input: emailConfirmFormSchema,
    handler: ({ email, hash, otp }, context) =>
      runAccountAction(context.locals.locale, 'account.confirmEmail', 'errors:account.profileUpdateFailed', () =>
        asSignedInCustomer(context, async (commerce) => ({ email: await commerce.confirmEmailChange(email, { hash, otp }) })),
      ),
  }),

  /** Step 1 of the mobile change: a code by text message to the new number. */
  requestPhoneCode: defineAction({
    accept: 'form',
    input: phoneCodeFormSchema,
    handler: ({ telephone }, context) =>
      runAccountAction(context.locals.locale, 'account.requestPhoneCode', 'errors:account.phoneUpdateFailed', async () => {
        await limitAction('otpCode', context);
        return asSignedInCustomer(context, async (commerce) => ({ telephone, hash: await commerce.requestPhoneChangeCode(telephone) }));
      }),
  }),

  confirmPhone: defineAction({
    accept: 'form',
    input: phoneConfirmFormSchema,
    handler: ({ telephone, hash, otp }, context) =>
      runAccountAction(context.locals.locale, 'account.confirmPhone', 'errors:account.phoneUpdateFailed', () =>
        asSignedInCustomer(context, async (commerce) => ({ telephone: await commerce.confirmPhoneChange(telephone, { hash, otp }) })),
      ),
  }),

  /** Adds an address, or edits the customer's own address `id`. */
  saveAddress: defineAction({
    accept: 'form',
    input: addressFormSchema,
    handler: (form, context): Promise<CustomerAddress> =>
      runAccountAction(context.locals.locale, 'account.saveAddress', 'errors:account.addressSaveFailed', () =>
        asSignedInCustomer(context, (commerce) =>
          form.id === undefined
            ? commerce.createAddress(toAddressDraft(form))
            : commerce.updateAddress(form.id, toAddressDraft(form)),
        ),
      ),
  }),

  deleteAddress: defineAction({
    accept: 'form',
    input: z.object({ id: addressIdSchema }),
    handler: ({ id }, context) =>
      runAccountAction(context.locals.locale, 'account.deleteAddress', 'account:addresses.deleteFailed', () =>
        asSignedInCustomer(context, async (commerce) => {
          await commerce.deleteAddress(id);
          return { id };
        }),
      ),
  }),

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
