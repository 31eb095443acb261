/**
 * Back-in-stock reminder (the store's custom module: REST `POST /V1/stock-reminder`, answer `{success, message}`).
 * A signed-in customer is told at their own e-mail and phone (the request carries their token); a guest sends
 * the proof of a phone number verified by code (guest-phone.ts). The backend refuses products that are in stock,
 * and a guest without a live proof (400, with a message fit to show).
 */
import type { Locale } from '../i18n/locales.ts';
import { restRequest } from './rest.ts';
import { stockReminderResponseSchema } from './schemas/stock-reminder.ts';
import type { StockReminderResult } from './types.ts';

export type ReminderRequester = { token: string } | { phoneProof: string };

export async function requestStockReminder(locale: Locale, sku: string, requester: ReminderRequester): Promise<StockReminderResult> {
  if ('token' in requester) {
    return restRequest(locale, { method: 'POST', path: '/V1/stock-reminder', body: { sku } }, stockReminderResponseSchema, {
      token: requester.token,
    });
  }
  const body = { sku, phone_verification_token: requester.phoneProof };
  return restRequest(locale, { method: 'POST', path: '/V1/stock-reminder', body }, stockReminderResponseSchema);
}
