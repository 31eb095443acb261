-- Shopper engagement: wishlist, newsletter, back-in-stock reminders, server-side recently viewed.

CREATE TABLE wishlist_items (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  UNIQUE (customer_id, product_id)
);

CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  -- lower-cased
  email TEXT NOT NULL UNIQUE,
  store_id INTEGER NOT NULL,
  subscribed_at TEXT NOT NULL
);

CREATE TABLE stock_reminders (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  store_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  -- set when the "back in stock" e-mail went out
  notified_at TEXT,
  UNIQUE (product_id, email)
);

CREATE TABLE recently_viewed (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- ISO-8601 with milliseconds, so two views in one second still order
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, store_id, product_id)
);
CREATE INDEX recently_viewed_order ON recently_viewed(customer_id, store_id, viewed_at);
