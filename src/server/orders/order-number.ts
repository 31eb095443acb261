/**
 * An order number as it arrives in a URL (`?order=`, `/account/orders/{id}`, the payment provider's
 * `increment_id` / `merchant_reference`): Magento's increment id, 9 digits here (`000000123`), and at most 32 of the
 * characters Magento allows in one (letters, digits, `-`, `_`) for a store with a prefix. Anything else is not an
 * order of ours and is never sent to the backend.
 */
import { z } from 'zod';

/** Magento's `sales_order.increment_id` column is 32 characters wide. */
export const ORDER_NUMBER_MAX = 32;

export const orderNumberSchema = z
  .string()
  .max(ORDER_NUMBER_MAX)
  .regex(/^[0-9A-Za-z][0-9A-Za-z_-]*$/);

/** The order number in `raw`, or null when it cannot be one. */
export function parseOrderNumber(raw: string | null | undefined): string | null {
  const parsed = orderNumberSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
}
