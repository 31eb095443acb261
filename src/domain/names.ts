/** Full-name helpers (spec §5): Magento keeps first and last name apart; the forms ask for one full name. */

export type NameParts = { firstname: string; lastname: string };

/** Magento requires both parts, so a missing one is stored as "-". */
export const MISSING_NAME_PART = '-';

/** "Ali Hassan Al-Thani" -> { firstname: "Ali", lastname: "Hassan Al-Thani" }; split at the first space. */
export function splitFullName(fullName: string): NameParts {
  const trimmed = fullName.trim();
  const space = trimmed.search(/\s/);
  const first = space === -1 ? trimmed : trimmed.slice(0, space);
  const last = space === -1 ? '' : trimmed.slice(space + 1).trim();
  return { firstname: first || MISSING_NAME_PART, lastname: last || MISSING_NAME_PART };
}

/** The reverse, for display: "-" placeholders are not shown. */
export function joinFullName(parts: NameParts): string {
  return [parts.firstname, parts.lastname].filter((part) => part && part !== MISSING_NAME_PART).join(' ');
}

/** The longest first or last name the store keeps (Magento's customer name columns allow more; no one needs it). */
export const NAME_PART_MAX_LENGTH = 64;

/**
 * Spec §5 name rule: "Only letters, hyphens, and apostrophes are allowed in the name field". Letters of any
 * script (with their combining marks), words joined by one space, hyphen or apostrophe (' or ’). The backend
 * applies the same pattern, so a name the storefront accepts is one the backend stores.
 */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '\u2019-][\p{L}\p{M}]+)*$/u;

/** Keys of the `validation` locale namespace; null when the name is fine. */
export type NameProblem = 'required' | 'invalidName' | null;

/** What is wrong with a first or last name as typed (surrounding spaces do not count). */
export function nameProblem(value: string): NameProblem {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length <= NAME_PART_MAX_LENGTH && NAME_PATTERN.test(trimmed) ? null : 'invalidName';
}
