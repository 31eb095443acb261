-- Compare lists (issue 52), as Magento's catalog_compare_list and catalog_compare_item keep them: a guest's list is
-- named by a random uid (Magento's list_id_mask), a customer has at most one, and a guest's list becomes the
-- customer's at sign-in (assignCompareListToCustomer). A configurable product is compared as one of its variants
-- (child_id) when the shopper chose one.
CREATE TABLE compare_lists (
  id INTEGER PRIMARY KEY,
  uid TEXT NOT NULL UNIQUE,
  customer_id INTEGER UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE compare_list_items (
  list_id INTEGER NOT NULL REFERENCES compare_lists(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  child_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  added_at TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (list_id, product_id)
);
-- Guest lists nobody used for 30 days are removed when another is made (compare/lists.ts), found by their age.
CREATE INDEX compare_lists_age ON compare_lists(customer_id, updated_at);
