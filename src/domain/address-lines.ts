/**
 * The free-text lines of a Qatar address (area, street, building), checked the same way by the address form
 * island and the server: required, one line, bounded.
 */

/** The longest each line may be (the backend stores no more). */
export const ADDRESS_LINE_MAX = { city: 64, street: 100, building: 100 } as const;
export type AddressLine = keyof typeof ADDRESS_LINE_MAX;

/** Keys of the `validation` locale namespace; null when the line is fine. */
export type AddressLineProblem = 'required' | 'missingOrInvalidField' | null;

export function addressLineProblem(line: AddressLine, typed: string): AddressLineProblem {
  const trimmed = typed.trim();
  if (trimmed === '') return 'required';
  // One line: no control characters (a pasted newline or tab would break the printed label).
  return trimmed.length <= ADDRESS_LINE_MAX[line] && !/\p{Cc}/u.test(trimmed) ? null : 'missingOrInvalidField';
}
