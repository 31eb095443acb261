/** `POST /V1/newsletter/subscribe` answer (spec §7). */
import { z } from 'zod';

export const newsletterResponseSchema = z.object({ success: z.boolean(), message: z.string().nullish() });
