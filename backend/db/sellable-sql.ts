/**
 * A product a shopper may find: enabled and visible in catalogue or search (Magento visibility 2, 3, 4), as an SQL
 * condition on the products table aliased `p`. A foundation: the catalogue, the URL resolver and the search index
 * (below the catalogue) all ask it.
 */
export const SELLABLE_SQL = 'p.status = 1 AND p.visibility <> 1';
