import { categoryTree, type CategoryContext } from './category-view.ts';

export interface CategoryCriteria {
  ids?: number[] | undefined;
  parentIds?: number[] | undefined;
  urlKeys?: string[] | undefined;
  urlPaths?: string[] | undefined;
  name?: string | undefined;
}

/**
 * Ids of the categories matching Magento's CategoryFilterInput (every given filter must hold). With no filter at
 * all Magento answers the store's root category (id 2).
 */
export function searchCategories(context: CategoryContext, criteria: CategoryCriteria, rootId = 2): number[] {
  const tree = categoryTree(context);
  const hasFilter = Object.values(criteria).some((value) => value !== undefined);
  if (!hasFilter) return tree.byId.has(rootId) ? [rootId] : [];
  const name = criteria.name?.toLocaleLowerCase();
  return [...tree.byId.values()]
    .filter((row) => row.level >= 1)
    .filter((row) => !criteria.ids || criteria.ids.includes(row.id))
    .filter((row) => !criteria.parentIds || (row.parent_id !== null && criteria.parentIds.includes(row.parent_id)))
    .filter((row) => !criteria.urlKeys || (row.url_key !== null && criteria.urlKeys.includes(row.url_key)))
    .filter((row) => !criteria.urlPaths || (row.url_path !== null && criteria.urlPaths.includes(row.url_path)))
    .filter((row) => !name || row.name.toLocaleLowerCase().includes(name))
    .map((row) => row.id);
}
