/** What a stock reminder request answered. View models, camelCase (see index.ts). */
export type StockReminderResult = { success: boolean; message: string };
