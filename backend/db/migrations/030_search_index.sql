-- Search: the full-text index of the products, one table per store view as Magento's catalogsearch_fulltext_scope{N}
-- (1 = ar, 2 = en), one row per product holding its texts already analyzed by backend/search/analyzer.ts; and
-- each table's term list (typo matching, "Did you mean"). rowid = product_id * 2 + in_stock: a match's product and
-- stock are read from the index alone (backend/search/search-index.ts).

CREATE VIRTUAL TABLE product_search_1 USING fts5(
  name, other_name, sku, brand, category, description,
  tokenize = 'unicode61 remove_diacritics 0',
  prefix = '2 3'
);
CREATE VIRTUAL TABLE product_search_terms_1 USING fts5vocab(product_search_1, 'row');

CREATE VIRTUAL TABLE product_search_2 USING fts5(
  name, other_name, sku, brand, category, description,
  tokenize = 'unicode61 remove_diacritics 0',
  prefix = '2 3'
);
CREATE VIRTUAL TABLE product_search_terms_2 USING fts5vocab(product_search_2, 'row');

-- Magento's search_synonyms: a comma-separated group of words meaning the same; store_id 0 = every store view.
CREATE TABLE search_synonyms (
  group_id INTEGER PRIMARY KEY,
  synonyms TEXT NOT NULL,
  store_id INTEGER NOT NULL DEFAULT 0,
  website_id INTEGER NOT NULL DEFAULT 0
);
