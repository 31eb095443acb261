/**
 * Back-in-stock reminder (the store's custom module: REST `POST /V1/stock-reminder {sku, email}`, answer
 * `{success, message}`). The backend refuses products that are in stock (400, with a message fit to show).
 */
import type { Locale } from '../i18n/locales.ts';
import { restRequest } from './rest.ts';
import { stockReminderResponseSchema } from './schemas/stock-reminder.ts';
import type { StockReminderResult } from './types.ts';

export async function requestStockReminder(locale: Locale, sku: string, email: string): Promise<StockReminderResult> {
  return restRequest(locale, { method: 'POST', path: '/V1/stock-reminder', body: { sku, email } }, stockReminderResponseSchema);
}
