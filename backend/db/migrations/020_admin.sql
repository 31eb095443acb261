-- The admin REST API: admin tokens, sign-in throttling, the change notices owed to storefronts, CMS block times.
-- Times compared in code are epoch milliseconds (INTEGER); times shown are Magento text 'YYYY-MM-DD HH:MM:SS' (UTC).

-- Only a SHA-256 of each token is kept, like customer_tokens.
CREATE TABLE admin_tokens (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX admin_tokens_expiry ON admin_tokens(expires_at);

-- Failed admin sign-ins per user name (Magento's oauth_token_request_log): enough failures lock the name out.
CREATE TABLE admin_sign_in_failures (
  username TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  locked_until INTEGER
) WITHOUT ROWID;

-- One row per change notice and storefront URL, written in the transaction of the change it announces, so a
-- committed change is never left unannounced; delivered (or given up) in the background.
CREATE TABLE change_notices (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  -- JSON array of cache tags, e.g. ["product:APPL-1001","category:3","brand:1","catalogue"]
  tags TEXT NOT NULL,
  -- ISO 8601 time of the change (the notice's "at")
  changed_at TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  delivered_at INTEGER,
  failed_at INTEGER
);
CREATE INDEX change_notices_pending ON change_notices(next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;

-- Magento's cms_block creation_time / update_time.
ALTER TABLE cms_blocks ADD COLUMN creation_time TEXT NOT NULL DEFAULT '';
ALTER TABLE cms_blocks ADD COLUMN update_time TEXT NOT NULL DEFAULT '';
UPDATE cms_blocks SET creation_time = datetime('now'), update_time = datetime('now');

-- The home banner CMS blocks are the one source of the home banners: getSliders and the mobile CMS item are
-- derived from them, so the slider module's own banner rows are gone.
DROP TABLE banners;
