import type { RequestContext } from '../../http/context.ts';
import { requestLoginOtp, requestRegisterOtp, verifyOtpAndLogin, verifyOtpAndRegister } from '../../otp/sign-in.ts';
import type { Resolvers } from '../resolver-map.ts';

type InputArgs = { input: unknown };

const deps = (ctx: RequestContext) => ({ db: ctx.db, config: ctx.config, store: ctx.store.code });

/** OTP sign-in module (custom.graphql): request a code, then trade code + handle for a customer token. */
export const otpResolvers: Resolvers = {
  Mutation: {
    requestLoginOtp: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ hash: requestLoginOtp(deps(ctx), input) }),
    requestRegisterOtp: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ hash: requestRegisterOtp(deps(ctx), input) }),
    verifyOtpAndLogin: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ token: verifyOtpAndLogin(ctx.db, input) }),
    verifyOtpAndRegister: (_: unknown, { input }: InputArgs, ctx: RequestContext) => ({ token: verifyOtpAndRegister(ctx.db, input) }),
  },
};
