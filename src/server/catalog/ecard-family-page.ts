/**
 * One e-card family's page: the family (a child of the e-cards category; any other url key has its own
 * /categories page, so it is no family here) and its values, all on one page (a family holds a handful, at most
 * MAX_PAGE_SIZE), with the page's cache options. Null when there is no such family (the route answers 404).
 */
import { MAX_PAGE_SIZE, type CommerceClient, type MenuCategory, type ProductCard } from '@/lib/commerce/index.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';

export type EcardFamilyView = { ecard: MenuCategory; values: ProductCard[] };

export async function loadEcardFamilyPage(commerce: CommerceClient, slug: string): Promise<CachedView<EcardFamilyView> | null> {
  const ecard = (await commerce.getEcards()).find((family) => family.urlKey === slug);
  if (!ecard) return null;
  const values = (await commerce.listProducts({ categoryId: ecard.id, page: 1, pageSize: MAX_PAGE_SIZE, sort: 'price_asc' })).items;
  return { view: { ecard, values }, cache: pageCacheOptions.ecardFamily(ecard.id, values) };
}
