/**
 * Back-in-stock reminder (the store's custom module: REST `POST /V1/stock-reminder {sku, email}`, answer
 * `{success, message}`). The backend refuses products that are in stock (400, with a message fit to show).
 */
import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { restRequest } from './rest.ts';

const stockReminderResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export type StockReminderResult = z.output<typeof stockReminderResponseSchema>;

export async function requestStockReminder(locale: Locale, sku: string, email: string): Promise<StockReminderResult> {
  return restRequest(locale, { method: 'POST', path: '/V1/stock-reminder', body: { sku, email } }, stockReminderResponseSchema);
}
