/** The store configuration a page shows (the announcement bar, the express delivery cost). View models, camelCase (see index.ts). */
/** The announcement bar (spec §2): colours and size are already checked to be plain CSS values. */
export type TopBar = { text: string; bgColor: string; textColor: string; fontSize: string };

export type StoreConfig = { topBar: TopBar | null; expressDeliveryCost: number | null };
