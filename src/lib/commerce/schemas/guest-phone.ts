/**
 * zod check of a guest's phone proof (operations/guest-phone.ts): its token and lifetime become a cookie, so an
 * empty token or a lifetime that is not a positive number of seconds is a broken answer, whatever the SDL allows.
 */
import { z } from 'zod';
import type { VerifyGuestPhoneMutation } from '@/lib/commerce/generated/graphql.ts';

export const guestPhoneVerificationSchema = z.object({
  verifyGuestPhone: z
    .object({ verification_token: z.string().min(1), telephone: z.string(), expires_in: z.number().int().positive() })
    .nullable(),
}) satisfies z.ZodType<VerifyGuestPhoneMutation>;
