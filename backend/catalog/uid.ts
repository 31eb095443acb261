/** Magento's uid: base64 of the numeric entity id (e.g. category 3 → "Mw=="). */
export function toUid(id: number): string {
  return Buffer.from(String(id)).toString('base64');
}

/** The numeric id inside a uid, or null when it is not one. */
export function fromUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return /^\d{1,10}$/.test(decoded) && toUid(Number(decoded)) === uid ? Number(decoded) : null;
}
