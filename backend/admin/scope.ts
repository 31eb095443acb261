import { MagentoError } from '../errors.ts';
import { STORES, type Store } from '../stores.ts';

/**
 * Where an admin write lands, from the store code of `/rest/{store}/V1/…`: `all`, `default` or none is the
 * global scope (Magento's admin store 0); `ar` / `en` is that store view.
 */
export type AdminScope = { kind: 'global' } | { kind: 'store'; store: Store };

export function adminScope(storeCode: string | null): AdminScope {
  if (storeCode === null || storeCode === 'all' || storeCode === 'default') return { kind: 'global' };
  if (storeCode === 'ar' || storeCode === 'en') return { kind: 'store', store: STORES[storeCode] };
  throw new MagentoError(404, "The store that was requested wasn't found. Verify the store and try again.");
}
