-- The payment simulator's own record of what it decided (the provider's side, as APS keeps it): every signed answer
-- by fort_id, where its server-to-server notification goes, and whether the merchant has taken it. A notification
-- that was not answered with HTTP 200 is sent again with backoff (next_attempt_at), and the merchant's status query
-- (CHECK_STATUS) reads the answer back from here. Development mode only: production talks to APS itself.

CREATE TABLE aps_simulator_transactions (
  fort_id TEXT PRIMARY KEY,
  merchant_reference TEXT NOT NULL,
  -- the signed answer, JSON
  response TEXT NOT NULL,
  notify_url TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- epoch ms of the next notification attempt; NULL once the merchant took it or it was given up
  next_attempt_at INTEGER,
  notified_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX aps_simulator_transactions_reference ON aps_simulator_transactions(merchant_reference, created_at);
CREATE INDEX aps_simulator_transactions_due ON aps_simulator_transactions(next_attempt_at) WHERE next_attempt_at IS NOT NULL;
