-- Category pages read a category's products in position order: serve that order from the index, not a sort.
CREATE INDEX IF NOT EXISTS category_product_index_position ON category_product_index(category_id, position, product_id);
