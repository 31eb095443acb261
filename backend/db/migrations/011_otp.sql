-- One-time sign-in codes and the development outbox they are "sent" to.

CREATE TABLE otp_requests (
  id INTEGER PRIMARY KEY,
  -- SHA-256 of the opaque handle returned to the client as `hash`
  handle_hash TEXT NOT NULL UNIQUE,
  -- 'login' | 'register'
  purpose TEXT NOT NULL,
  -- 'email' | 'sms'
  channel TEXT NOT NULL,
  -- normalised address: lower-cased e-mail or '974' + 8 digits
  recipient TEXT NOT NULL,
  -- HMAC-SHA-256 of the 6-digit code keyed with a per-row random salt
  code_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE dev_outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  channel TEXT NOT NULL,
  code TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX dev_outbox_recipient ON dev_outbox(recipient, id);
