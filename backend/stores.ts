/** Magento store views of this shop: ar is store 1 (default), en is store 2. */
export type StoreCode = 'ar' | 'en';
export interface Store {
  id: 1 | 2;
  code: StoreCode;
}

export const STORES: Record<StoreCode, Store> = { ar: { id: 1, code: 'ar' }, en: { id: 2, code: 'en' } };
export const DEFAULT_STORE = STORES.ar;

/** Resolves a store code as Magento does: `default` and unknown/absent codes fall back to the default store view. */
export function storeFromCode(code: string | null | undefined): Store {
  return code === 'en' ? STORES.en : DEFAULT_STORE;
}

/** The store view of a stored store id (a cart's or an order's); an unknown id is the default store view. */
export function storeById(id: number): Store {
  return id === STORES.en.id ? STORES.en : DEFAULT_STORE;
}
