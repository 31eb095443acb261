/** A guest's proof of a phone number. View models, camelCase (see index.ts). */
/** Proof that a guest owns a phone number, for a guest's stock reminder. */
export type GuestPhoneProof = { token: string; telephone: string; expiresInSeconds: number };
