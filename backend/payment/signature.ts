import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields of an APS request or response, by name. */
export type ApsFields = Record<string, string>;

/**
 * APS's signature: SHA-256 (hex) over the phrase, then every field except `signature` sorted by name as
 * `name=value` with nothing between them, then the phrase again. Requests are signed with the SHA request phrase,
 * responses and notifications with the SHA response phrase.
 */
export function apsSignature(fields: ApsFields, phrase: string): string {
  const body = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}=${fields[name]}`)
    .join('');
  return createHash('sha256').update(`${phrase}${body}${phrase}`, 'utf8').digest('hex');
}

/** The fields with their signature added. */
export function signApsFields(fields: ApsFields, phrase: string): ApsFields {
  return { ...fields, signature: apsSignature(fields, phrase) };
}

/** Whether `fields.signature` is the right one, compared in constant time (no timing hint about how much matched). */
export function hasValidApsSignature(fields: ApsFields, phrase: string): boolean {
  const given = fields.signature;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(apsSignature(fields, phrase), 'hex'));
}
