-- Quotes (carts), their items and the coupon codes a cart can carry.

CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  -- 'percent' (amount = percentage off the subtotal) | 'fixed' (amount = QAR off)
  discount_type TEXT NOT NULL,
  amount REAL NOT NULL,
  min_subtotal REAL NOT NULL DEFAULT 0,
  -- validity window, Magento text 'YYYY-MM-DD HH:MM:SS' UTC; null = open-ended
  from_date TEXT,
  to_date TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  label_ar TEXT NOT NULL,
  label_en TEXT NOT NULL
);

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  -- 32 random letters and digits (never purely numeric), Magento's quote_id_mask
  masked_id TEXT NOT NULL UNIQUE,
  -- null for a guest cart
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  coupon_code TEXT REFERENCES coupons(code),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- at most one active cart per customer
CREATE UNIQUE INDEX carts_active_customer ON carts(customer_id) WHERE customer_id IS NOT NULL AND is_active = 1;

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  qty INTEGER NOT NULL CHECK (qty > 0),
  created_at TEXT NOT NULL,
  UNIQUE (cart_id, product_id)
);
