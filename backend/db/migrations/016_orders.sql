-- Orders placed from carts (Magento's sales_order, sales_order_item, sales_order_address, sales_invoice), the order
-- statuses with their labels per store view (sales_order_status, sales_order_status_label), and the e-card codes
-- delivered for paid orders.

-- Spec §4's statuses. `state` is Magento's state the status belongs to.
CREATE TABLE order_statuses (
  status TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  label_ar TEXT NOT NULL,
  label_en TEXT NOT NULL
);
INSERT INTO order_statuses (status, state, label_ar, label_en) VALUES
  ('pending', 'new', 'قيد الانتظار', 'Pending'),
  ('pending_payment', 'pending_payment', 'بانتظار الدفع', 'Pending payment'),
  ('manual_verification_needed', 'payment_review', 'الدفع قيد المراجعة', 'Payment under review'),
  ('payfort_fort_new', 'pending_payment', 'بانتظار الدفع بالبطاقة', 'Awaiting card payment'),
  ('processing', 'processing', 'قيد التجهيز', 'Processing'),
  ('completed', 'complete', 'مكتمل', 'Completed'),
  ('canceled', 'canceled', 'ملغى', 'Canceled');

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  -- 9 digits, '000000001' on (Magento's increment_id); the shopper's order number and the payment reference
  increment_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  -- the cart the order was placed from: one order per cart, which makes placeOrder idempotent
  cart_id INTEGER UNIQUE REFERENCES carts(id) ON DELETE SET NULL,
  store_id INTEGER NOT NULL,
  currency_code TEXT NOT NULL DEFAULT 'QAR',
  status TEXT NOT NULL REFERENCES order_statuses(status),
  customer_email TEXT NOT NULL,
  customer_firstname TEXT NOT NULL,
  customer_lastname TEXT NOT NULL,
  is_virtual INTEGER NOT NULL,
  subtotal REAL NOT NULL,
  -- positive QAR amount taken off
  discount_amount REAL NOT NULL DEFAULT 0,
  discount_label TEXT,
  coupon_code TEXT,
  shipping_amount REAL NOT NULL DEFAULT 0,
  grand_total REAL NOT NULL,
  total_qty_ordered INTEGER NOT NULL,
  -- null for an order of e-cards only
  shipping_carrier_code TEXT,
  shipping_method_code TEXT,
  shipping_description TEXT,
  payment_method TEXT NOT NULL,
  payment_title TEXT NOT NULL,
  ecard_recipient_email TEXT,
  ecard_recipient_telephone TEXT,
  -- who cancelled: 'customer' (counts towards the cash-on-delivery limit) | 'payment' (declined or abandoned)
  canceled_by TEXT,
  -- the shopper's reason, when they cancelled
  cancel_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  paid_at TEXT,
  canceled_at TEXT
);
CREATE INDEX orders_customer ON orders(customer_id, id);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  sku TEXT NOT NULL,
  -- the name in the order's store view when it was placed
  name TEXT NOT NULL,
  url_key TEXT,
  product_type TEXT NOT NULL,
  qty_ordered INTEGER NOT NULL,
  qty_invoiced INTEGER NOT NULL DEFAULT 0,
  qty_canceled INTEGER NOT NULL DEFAULT 0,
  -- unit price charged and the regular price then
  price REAL NOT NULL,
  original_price REAL NOT NULL,
  row_total REAL NOT NULL,
  discount_amount REAL NOT NULL DEFAULT 0
);
CREATE INDEX order_items_order ON order_items(order_id);

CREATE TABLE order_addresses (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  address_type TEXT NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_code TEXT NOT NULL,
  telephone TEXT,
  UNIQUE (order_id, address_type)
);

CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  increment_id TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  subtotal REAL NOT NULL,
  discount_amount REAL NOT NULL,
  shipping_amount REAL NOT NULL,
  grand_total REAL NOT NULL,
  created_at TEXT NOT NULL
);

-- One code per e-card unit, delivered when the order is paid.
CREATE TABLE ecard_codes (
  id INTEGER PRIMARY KEY,
  order_item_id INTEGER NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  delivered_at TEXT NOT NULL
);
CREATE INDEX ecard_codes_item ON ecard_codes(order_item_id);
