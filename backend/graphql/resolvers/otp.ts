import type { RequestContext } from '../../http/context.ts';
import { requestGuestPhoneOtp, verifyGuestPhone } from '../../otp/guest-phone.ts';
import { otpDeps } from '../../otp/requests.ts';
import { requestLoginOtp, requestRegisterOtp, verifyOtpAndLogin, verifyOtpAndRegister } from '../../otp/sign-in.ts';
import type { Resolvers } from '../resolver-map.ts';

type InputArgs = { input: unknown };

/**
 * OTP module (custom.graphql): sign-in and sign-up (request a code, then trade code + handle for a customer
 * token), and a guest's phone verification (trade code + handle for a proof of the number).
 */
export const otpResolvers: Resolvers = {
  Mutation: {
    requestLoginOtp: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ hash: requestLoginOtp(otpDeps(ctx), input) }),
    requestRegisterOtp: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ hash: requestRegisterOtp(otpDeps(ctx), input) }),
    verifyOtpAndLogin: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ token: verifyOtpAndLogin(otpDeps(ctx), input) }),
    verifyOtpAndRegister: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ token: verifyOtpAndRegister(otpDeps(ctx), input) }),
    requestGuestPhoneOtp: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ hash: requestGuestPhoneOtp(otpDeps(ctx), input) }),
    verifyGuestPhone: (_: unknown, { input }: InputArgs, ctx: RequestContext) => verifyGuestPhone(otpDeps(ctx), input),
  },
};
