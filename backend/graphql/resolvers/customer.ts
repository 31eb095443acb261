import { z } from 'zod';
import { MagentoError } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';
import { emailAddress, parseInput } from '../../input.ts';
import { customerNotAuthorized, requireCustomerForGraphql } from '../../customers/authorization.ts';
import { listCustomerAddresses } from '../../customers/addresses.ts';
import { confirmEmailChange, confirmPhoneChange, requestEmailChangeOtp, requestPhoneChangeOtp } from '../../otp/contact-change.ts';
import { findCustomerByEmail, findCustomerById, isSubscribedToNewsletter } from '../../customers/customers.ts';
import { toGraphqlCustomer } from '../../customers/graphql-shapes.ts';
import { updateCustomerProfile } from '../../customers/profile.ts';
import { revokeCustomerToken } from '../../customers/tokens.ts';
import { listRegions, STORE_COUNTRY } from '../../directory/regions.ts';
import { otpDeps } from '../../otp/requests.ts';
import type { Resolvers } from '../resolver-map.ts';

type InputArgs = { input: unknown };

/** CustomerInput: updateCustomerV2's fields plus `email` and `password`, which are looked at before the rest. */
const legacyUpdateInput = z.looseObject({ email: z.unknown().optional(), password: z.unknown().optional() });

const emailArgs = z.object({ email: emailAddress('Email is invalid') });

/** Magento's `Customer` of the signed-in shopper, as stored now. */
function customerView(ctx: RequestContext, customerId: number) {
  const customer = findCustomerById(ctx.db, customerId);
  // A live token for a deleted customer cannot happen (tokens cascade), but must not leak a null customer.
  if (!customer) throw customerNotAuthorized();
  return toGraphqlCustomer(customer, listCustomerAddresses(ctx.db, customerId), isSubscribedToNewsletter(ctx.db, customer.email), {
    store: ctx.store.code,
    regions: listRegions(ctx.db, STORE_COUNTRY),
  });
}

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_: unknown, __: unknown, ctx: RequestContext) => customerView(ctx, requireCustomerForGraphql(ctx)),
    /** Whether an account may still be made with this e-mail address (no customer has it). */
    isEmailAvailable: (_: unknown, args: unknown, ctx: RequestContext) => ({
      is_email_available: findCustomerByEmail(ctx.db, parseInput(emailArgs, args).email) === null,
    }),
  },
  Mutation: {
    revokeCustomerToken: (_: unknown, __: unknown, ctx: RequestContext) => {
      requireCustomerForGraphql(ctx);
      revokeCustomerToken(ctx.db, ctx.token as string);
      return { result: true };
    },
    updateCustomerV2: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      updateCustomerProfile(ctx.db, customerId, input);
      return { customer: customerView(ctx, customerId) };
    },
    /**
     * Deprecated in 2.4.4 (updateCustomerV2 replaces it), still answered for the name. Its e-mail and password
     * fields are refused: the e-mail changes by a code to the new address, and accounts have no password.
     */
    updateCustomer: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const { email, password, ...profile } = parseInput(legacyUpdateInput, input);
      if ((email ?? null) !== null || (password ?? null) !== null) {
        throw new MagentoError(400, 'Changing the e-mail address or a password with updateCustomer is not supported in this store: request a code to the new address with requestCustomerEmailChangeOtp, then confirm it with confirmCustomerEmailChange.');
      }
      updateCustomerProfile(ctx.db, customerId, profile);
      return { customer: customerView(ctx, customerId) };
    },
    // Custom (custom.graphql): e-mail and mobile changes proven by a code sent to the new address.
    requestCustomerEmailChangeOtp: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      return { hash: requestEmailChangeOtp(otpDeps(ctx), customerId, input) };
    },
    confirmCustomerEmailChange: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      confirmEmailChange(otpDeps(ctx), customerId, input);
      return { customer: customerView(ctx, customerId) };
    },
    requestCustomerPhoneChangeOtp: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      return { hash: requestPhoneChangeOtp(otpDeps(ctx), customerId, input) };
    },
    confirmCustomerPhoneChange: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      confirmPhoneChange(otpDeps(ctx), customerId, input);
      return { customer: customerView(ctx, customerId) };
    },
  },
};
