/**
 * What the payment provider sends the shopper back with (spec §4's return parameters: `statusMessage`, `amount`,
 * `shipping_description`, `shipping_method`, `status`, `increment_id`; Amazon Payment Services' own response fields,
 * e.g. `merchant_reference`, `response_code`, `response_message`, `fort_id`), by GET in the query or by POST in a
 * form body. Every value is bounded and checked; names we do not know are ignored. None of it is proof of payment:
 * the status page reads the order's real state from the backend and uses these only to find the order.
 */
import { z } from 'zod';
import { orderNumberSchema } from './order-number.ts';

/** A provider message or description: one line of readable text. */
const text = z
  .string()
  .max(255)
  .regex(/^[^\p{Cc}]*$/u);
const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`));

/** The parameters we read, by their wire names. */
const returnFieldsSchema = z.object({
  increment_id: orderNumberSchema.optional(),
  merchant_reference: orderNumberSchema.optional(),
  status: digits(2).optional(),
  response_code: digits(5).optional(),
  statusMessage: text.optional(),
  response_message: text.optional(),
  amount: digits(12).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  fort_id: digits(20).optional(),
  shipping_method: text.optional(),
  shipping_description: text.optional(),
});

export type PaymentReturnField = keyof z.infer<typeof returnFieldsSchema>;
export const PAYMENT_RETURN_FIELDS = Object.keys(returnFieldsSchema.shape) as PaymentReturnField[];

/** A bigger query or body is not a provider's return (APS's whole answer is well under 4 KB). */
export const MAX_PAYMENT_RETURN_BYTES = 8192;

export type PaymentReturn = {
  /** The order the shopper paid for: `increment_id` (the simulator's and the spec's) or `merchant_reference` (APS). */
  orderNumber: string;
  /** What the provider claimed: APS's 2-digit status (14 paid, 13 declined…) and its message. Never trusted. */
  providerStatus: string | null;
  providerMessage: string | null;
};

/** Why a return could not be read: nothing that names an order (`missing`) or a value that is not what it says (`invalid`). */
export type PaymentReturnProblem = 'missing' | 'invalid';

/** The first value of each known name; unknown names are left out. */
function knownFields(entries: Iterable<[string, unknown]>): Record<string, string> {
  const known = new Set<string>(PAYMENT_RETURN_FIELDS);
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (known.has(name) && typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/** Reads the return from its name/value pairs (a query or a form body). */
export function parsePaymentReturn(entries: Iterable<[string, unknown]>): PaymentReturn | PaymentReturnProblem {
  const parsed = returnFieldsSchema.safeParse(knownFields(entries));
  if (!parsed.success) return 'invalid';
  const fields = parsed.data;
  const { increment_id: incrementId, merchant_reference: reference } = fields;
  // Both name the order; two different orders in one return is not a provider's answer.
  if (incrementId && reference && incrementId !== reference) return 'invalid';
  const orderNumber = incrementId ?? reference;
  if (!orderNumber) return 'missing';
  return {
    orderNumber,
    providerStatus: fields.status ?? null,
    providerMessage: fields.statusMessage ?? fields.response_message ?? null,
  };
}

/** The return in a GET's query string. */
export function paymentReturnFromUrl(url: URL): PaymentReturn | PaymentReturnProblem {
  if (url.search.length > MAX_PAYMENT_RETURN_BYTES) return 'invalid';
  return parsePaymentReturn(url.searchParams);
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The return in a POST's form body (some provider integrations post it back); bounded before it is read. */
export async function paymentReturnFromPost(request: Request): Promise<PaymentReturn | PaymentReturnProblem> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const length = Number(request.headers.get('content-length'));
  if (!FORM_TYPES.some((form) => type.startsWith(form))) return 'invalid';
  if (!Number.isFinite(length) || length <= 0 || length > MAX_PAYMENT_RETURN_BYTES) return 'invalid';
  const form = await request.formData().catch(() => null);
  return form ? parsePaymentReturn(form.entries()) : 'invalid';
}
