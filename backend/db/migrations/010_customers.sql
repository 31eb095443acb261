-- Customers, their saved addresses and their sign-in tokens. Times are epoch milliseconds (INTEGER) where they
-- are compared in code (token expiry) and Magento text 'YYYY-MM-DD HH:MM:SS' (UTC) where they are shown.

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  -- stored lower-cased; sign-in by e-mail is case-insensitive
  email TEXT NOT NULL UNIQUE,
  -- '974' without '+', and the 8-digit local number; both null when the customer gave no phone
  country_prefix TEXT,
  telephone TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX customers_phone ON customers(country_prefix, telephone) WHERE telephone IS NOT NULL;

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  -- JSON array of street lines, as Magento's street: [String]
  street TEXT NOT NULL DEFAULT '[]',
  city TEXT NOT NULL,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_code TEXT NOT NULL DEFAULT 'QA',
  telephone TEXT NOT NULL,
  default_shipping INTEGER NOT NULL DEFAULT 0,
  default_billing INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id);

-- Only a SHA-256 of each token is kept, so a copy of the database does not hand out sessions.
CREATE TABLE customer_tokens (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX customer_tokens_customer ON customer_tokens(customer_id);
