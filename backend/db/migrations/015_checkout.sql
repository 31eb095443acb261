-- Checkout: what a cart carries towards an order (Magento's quote_address and quote_payment), the shipping
-- carriers' and payment methods' settings per store view, and the e-card recipient (custom module).

CREATE TABLE cart_addresses (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  -- 'shipping' | 'billing'
  address_type TEXT NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  -- the saved address it was copied from, if any
  customer_address_id INTEGER REFERENCES customer_addresses(id) ON DELETE SET NULL,
  -- billing only: follow the shipping address, whatever it becomes (Magento's same_as_billing)
  same_as_shipping INTEGER NOT NULL DEFAULT 0,
  firstname TEXT,
  lastname TEXT,
  -- JSON array of street lines: the street, then the building
  street TEXT,
  city TEXT,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_code TEXT,
  telephone TEXT,
  customer_notes TEXT,
  UNIQUE (cart_id, address_type)
);

ALTER TABLE carts ADD COLUMN shipping_carrier_code TEXT;
ALTER TABLE carts ADD COLUMN shipping_method_code TEXT;
ALTER TABLE carts ADD COLUMN payment_method TEXT;
-- Where e-cards go: an e-mail address and/or a Qatar mobile number ('974' + 8 digits).
ALTER TABLE carts ADD COLUMN ecard_recipient_email TEXT;
ALTER TABLE carts ADD COLUMN ecard_recipient_telephone TEXT;

-- Carriers (Magento's carriers/<code>/*) and payment methods (payment/<code>/*). Store 0 is the default scope;
-- titles are per store view (1 = ar, 2 = en). Prices in QAR.
INSERT OR IGNORE INTO store_config (path, store_id, value) VALUES
  ('carriers/standard/price', 0, '15'),
  -- standard delivery is free from this subtotal (after discount) on, as the announcement bar promises
  ('carriers/standard/free_shipping_subtotal', 0, '200'),
  ('carriers/standard/title', 1, 'التوصيل العادي'),
  ('carriers/standard/title', 2, 'Standard delivery'),
  ('carriers/standard/name', 1, 'خلال 2-3 أيام عمل'),
  ('carriers/standard/name', 2, 'Within 2-3 working days'),
  ('carriers/sameday/price', 0, '35'),
  -- spec §9: same-day delivery for orders placed before 7:30 PM, Asia/Qatar
  ('carriers/sameday/cutoff', 0, '19:30'),
  ('carriers/sameday/title', 1, 'التوصيل في نفس اليوم'),
  ('carriers/sameday/title', 2, 'Same-day delivery'),
  ('carriers/sameday/name', 1, 'للطلبات قبل 7:30 مساءً'),
  ('carriers/sameday/name', 2, 'For orders placed before 7:30 PM'),
  ('carriers/sameday/unavailable_message', 1, 'التوصيل في نفس اليوم متاح للطلبات قبل الساعة 7:30 مساءً فقط.'),
  ('carriers/sameday/unavailable_message', 2, 'Same-day delivery is only available for orders placed before 7:30 PM.'),
  -- express is priced by pwa/express_delivery/original_price (the PWA module's setting)
  ('carriers/express/title', 1, 'التوصيل السريع'),
  ('carriers/express/title', 2, 'Express delivery'),
  ('carriers/express/name', 1, 'يوم العمل التالي'),
  ('carriers/express/name', 2, 'Next working day'),
  ('payment/cashondelivery/title', 1, 'الدفع عند الاستلام'),
  ('payment/cashondelivery/title', 2, 'Cash On Delivery'),
  -- spec §9: cash on delivery is withdrawn after this many cancelled cash-on-delivery orders
  ('payment/cashondelivery/max_cancellations', 0, '3'),
  ('payment/aps_fort_cc/title', 1, 'بطاقة ائتمان / خصم'),
  ('payment/aps_fort_cc/title', 2, 'Credit / Debit Card'),
  ('payment/aps_apple/title', 1, 'Apple Pay'),
  ('payment/aps_apple/title', 2, 'Apple Pay');
