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
