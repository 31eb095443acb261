/** `POST /V1/stock-reminder` answer (the store's custom module). */
import { z } from 'zod';

export const stockReminderResponseSchema = z.object({ success: z.boolean(), message: z.string() });
