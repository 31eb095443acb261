/** What a newsletter sign-up answered. View models, camelCase (see index.ts). */
export type NewsletterResult = { success: boolean; message: string };
