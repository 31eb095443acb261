/** zod schemas of the profile answers (operations/profile.ts). */
import { z } from 'zod';

export const updatedNameSchema = z.object({
  updateCustomerV2: z.object({ customer: z.object({ firstname: z.string().nullish(), lastname: z.string().nullish() }) }).nullable(),
});

/** Every code request of the OTP module answers the opaque handle (`hash`) the code is confirmed with. */
const otpHandle = z.object({ hash: z.string().min(1) }).nullable();
export const emailChangeOtpSchema = z.object({ requestCustomerEmailChangeOtp: otpHandle });
export const phoneChangeOtpSchema = z.object({ requestCustomerPhoneChangeOtp: otpHandle });

export const confirmedEmailSchema = z.object({
  confirmCustomerEmailChange: z.object({ customer: z.object({ email: z.string().nullish() }) }).nullable(),
});
export const confirmedPhoneSchema = z.object({
  confirmCustomerPhoneChange: z
    .object({ customer: z.object({ country_prefix: z.string().nullish(), telephone: z.string().nullish() }) })
    .nullable(),
});
