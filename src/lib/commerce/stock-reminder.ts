/**
 * Back-in-stock reminder (the store's custom module: REST `POST /V1/stock-reminder`, answer `{success, message}`).
 * A signed-in customer is told at their own e-mail and phone (the request carries their token); a guest sends
 * the proof of a phone number verified by code (guest-phone.ts). The backend refuses products that are in stock,
 * and a guest without a live proof (400, with a message fit to show).
 */
import { restRequest } from './rest.ts';
import { stockReminderResponseSchema } from './schemas/stock-reminder.ts';
import type { StockReminderResult } from '@/domain/stock-reminder-types.ts';
import type { CommerceContext } from './context.ts';

/** A signed-in customer's reminder rests on the context's token; a guest's carries the proof of their number. */
export async function requestStockReminder(context: CommerceContext, sku: string, phoneProof?: string): Promise<StockReminderResult> {
  const body = phoneProof === undefined ? { sku } : { sku, phone_verification_token: phoneProof };
  return restRequest(context, { method: 'POST', path: '/V1/stock-reminder', body }, stockReminderResponseSchema);
}
