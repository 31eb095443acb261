-- The account area: Qatar's regions for saved addresses, one-time-code abuse limits and purposes tied to a
-- customer, guest phone verification, and stock reminders left by a customer or a verified guest phone.

-- Magento's directory_country_region with its two locale names. Qatar's eight municipalities, coded as in
-- ISO 3166-2:QA (without the "QA-" prefix, as Magento codes regions).
CREATE TABLE directory_regions (
  id INTEGER PRIMARY KEY,
  country_id TEXT NOT NULL,
  code TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  UNIQUE (country_id, code)
);
INSERT INTO directory_regions (id, country_id, code, name_en, name_ar) VALUES
  (1, 'QA', 'DA', 'Doha', 'الدوحة'),
  (2, 'QA', 'RA', 'Al Rayyan', 'الريان'),
  (3, 'QA', 'WA', 'Al Wakrah', 'الوكرة'),
  (4, 'QA', 'KH', 'Al Khor and Al Thakhira', 'الخور والذخيرة'),
  (5, 'QA', 'MS', 'Al Shamal', 'الشمال'),
  (6, 'QA', 'US', 'Umm Salal', 'أم صلال'),
  (7, 'QA', 'ZA', 'Al Daayen', 'الضعاين'),
  (8, 'QA', 'SH', 'Al Shahaniya', 'الشيحانية');

-- 'email_change' and 'phone_change' codes belong to the signed-in customer who asked for them.
ALTER TABLE otp_requests ADD COLUMN customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE;
CREATE INDEX otp_requests_recipient ON otp_requests(recipient, created_at);

-- Every well-formed code request by client address (sent or refused), for the per-address hourly limit.
CREATE TABLE otp_client_requests (
  id INTEGER PRIMARY KEY,
  client_ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX otp_client_requests_client ON otp_client_requests(client_ip, created_at);
CREATE INDEX otp_client_requests_time ON otp_client_requests(created_at);

-- Proof that a guest owns a phone number (a code sent to it was entered). Only a SHA-256 of the token is kept.
CREATE TABLE phone_verifications (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  -- '974' + 8 digits
  telephone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- A reminder now names a customer (told at their current e-mail and phone) or a verified guest phone; rows
-- from before keep their e-mail address.
CREATE TABLE stock_reminders_v2 (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  email TEXT,
  -- '974' + 8 digits
  telephone TEXT,
  store_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  -- set when the "back in stock" message went out
  notified_at TEXT,
  CHECK (customer_id IS NOT NULL OR email IS NOT NULL OR telephone IS NOT NULL)
);
INSERT INTO stock_reminders_v2 (id, product_id, email, store_id, created_at, notified_at)
  SELECT id, product_id, email, store_id, created_at, notified_at FROM stock_reminders;
DROP TABLE stock_reminders;
ALTER TABLE stock_reminders_v2 RENAME TO stock_reminders;
CREATE UNIQUE INDEX stock_reminders_customer ON stock_reminders(product_id, customer_id) WHERE customer_id IS NOT NULL;
CREATE UNIQUE INDEX stock_reminders_phone ON stock_reminders(product_id, telephone) WHERE customer_id IS NULL AND telephone IS NOT NULL;
CREATE UNIQUE INDEX stock_reminders_email ON stock_reminders(product_id, email) WHERE customer_id IS NULL AND email IS NOT NULL;
