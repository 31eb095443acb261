-- A configurable product viewed as one of its variants (issue 39): the list keeps one row per product, the variant
-- viewed last beside it, so the shopper's list shows that variant and leads back to its address.
ALTER TABLE recently_viewed ADD COLUMN variant_id INTEGER REFERENCES products(id) ON DELETE SET NULL;
