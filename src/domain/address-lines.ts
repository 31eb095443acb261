/**
 * The free-text lines of a Qatar address (the area; the unit or flat and a nearby landmark, both optional),
 * checked the same way by the address form island and the server: one line, bounded, the area required. The
 * blue plate's numbers are checked by src/domain/qatar-address.ts.
 */
import { LANDMARK_MAX, UNIT_MAX } from './qatar-address.ts';

/** The longest each line may be (the backend stores no more). */
export const ADDRESS_LINE_MAX = { city: 64, unit: UNIT_MAX, landmark: LANDMARK_MAX } as const;
export type AddressLine = keyof typeof ADDRESS_LINE_MAX;

const OPTIONAL_LINES: ReadonlySet<AddressLine> = new Set(['unit', 'landmark']);

/** Keys of the `validation` locale namespace; null when the line is fine. */
export type AddressLineProblem = 'required' | 'missingOrInvalidField' | null;

export function addressLineProblem(line: AddressLine, typed: string): AddressLineProblem {
  const trimmed = typed.trim();
  if (trimmed === '') return OPTIONAL_LINES.has(line) ? null : 'required';
  // One line: no control characters (a pasted newline or tab would break the printed label).
  return trimmed.length <= ADDRESS_LINE_MAX[line] && !/\p{Cc}/u.test(trimmed) ? null : 'missingOrInvalidField';
}
