/** zod schemas of the guest phone verification answers (operations/guest-phone.ts). */
import { z } from 'zod';

export const guestPhoneOtpSchema = z.object({ requestGuestPhoneOtp: z.object({ hash: z.string().min(1) }).nullable() });

export const guestPhoneVerificationSchema = z.object({
  verifyGuestPhone: z
    .object({ verification_token: z.string().min(1), telephone: z.string(), expires_in: z.number().int().positive() })
    .nullable(),
});
