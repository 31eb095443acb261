/**
 * Phone helpers of spec §5 for Qatar numbers (country calling code 974).
 */

export const QATAR_CALLING_CODE = '974';

/** "+97455551234" -> "55551234": the prefix is dropped, the rest kept as typed. */
export function stripQatarPrefix(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith(`+${QATAR_CALLING_CODE}`) ? trimmed.slice(QATAR_CALLING_CODE.length + 1).trimStart() : trimmed;
}

/**
 * "974" followed by exactly 10 digits is shown in dash-separated groups of 3-3-4-3
 * ("9741234567890" -> "974-123-4567-890"); anything else is returned unchanged.
 */
export function formatQatarPhone(phone: string): string {
  const match = /^(974)(\d{3})(\d{4})(\d{3})$/.exec(phone.trim());
  return match ? match.slice(1).join('-') : phone;
}

/**
 * The number as sent to the backend: one that starts with 974 and is exactly 11 characters long already
 * carries the country code and only gets a "+"; any other gets "+974-" prepended.
 */
export function withQatarPrefix(phone: string): string {
  const trimmed = phone.trim();
  if (trimmed.startsWith(QATAR_CALLING_CODE) && trimmed.length === 11) return `+${trimmed}`;
  return `+${QATAR_CALLING_CODE}-${trimmed}`;
}

/**
 * A Qatar mobile number as a shopper types it -> its 8 digits, or null when it is not one. Spaces and dashes are
 * ignored, and a leading +974 / 974 before the 8 digits is dropped ("+974 5555-1234" -> "55551234"). The
 * backend reads numbers by the same rule.
 */
export function qatarLocalNumber(typed: string): string | null {
  if (typed.length > 32) return null;
  const compact = typed.replace(/[\s-]/g, '').replace(new RegExp(`^\\+?${QATAR_CALLING_CODE}(?=\\d{8}$)`), '');
  return /^\d{8}$/.test(compact) ? compact : null;
}

/** Keys of the `validation` locale namespace; null when the number is fine. */
export type PhoneProblem = 'required' | 'invalidPhone' | null;

export function phoneProblem(typed: string): PhoneProblem {
  if (typed.trim() === '') return 'required';
  return qatarLocalNumber(typed) === null ? 'invalidPhone' : null;
}

/** A Qatar number as the account shows it: "+974 5555 1234" (shown left-to-right in both languages). */
export function displayQatarPhone(phone: string): string {
  const digits = qatarLocalNumber(phone);
  return digits ? `+${QATAR_CALLING_CODE} ${digits.slice(0, 4)} ${digits.slice(4)}` : phone;
}
