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
