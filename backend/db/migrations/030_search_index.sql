-- Search: the full-text index of the products (one row per product and store view, texts already analyzed by
-- backend/search/analyzer.ts), its term list (typo matching, "Did you mean") and the merchant's synonym groups.
-- rowid = product_id * 16 + store_id, so a product's rows are found without a scan.

CREATE VIRTUAL TABLE product_search USING fts5(
  name, other_name, sku, brand, category, description,
  product_id UNINDEXED, store_id UNINDEXED, in_stock UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 0',
  prefix = '2 3'
);

CREATE VIRTUAL TABLE product_search_terms USING fts5vocab(product_search, 'row');

-- Magento's search_synonyms: a comma-separated group of words meaning the same; store_id 0 = every store view.
CREATE TABLE search_synonyms (
  group_id INTEGER PRIMARY KEY,
  synonyms TEXT NOT NULL,
  store_id INTEGER NOT NULL DEFAULT 0,
  website_id INTEGER NOT NULL DEFAULT 0
);
