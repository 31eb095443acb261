/** zod schemas of the OTP sign-in answers (operations/auth.ts). */
import { z } from 'zod';

const otpHandle = z.object({ hash: z.string().min(1) }).nullable();
export const loginOtpSchema = z.object({ requestLoginOtp: otpHandle });
export const registerOtpSchema = z.object({ requestRegisterOtp: otpHandle });

/** Spec §5: a sign-in answer without a token is a failed sign-in, so the token may be missing here. */
const customerToken = z.object({ token: z.string().nullish() }).nullable();
export const loginTokenSchema = z.object({ verifyOtpAndLogin: customerToken });
export const registerTokenSchema = z.object({ verifyOtpAndRegister: customerToken });

export const revokedTokenSchema = z.object({ revokeCustomerToken: z.object({ result: z.boolean() }).nullable() });
