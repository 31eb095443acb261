-- Card payments: every signed answer of the payment provider (Amazon Payment Services) about an order, kept once
-- per fort_id, the provider's transaction id. A replayed notification finds its fort_id here and changes nothing.

CREATE TABLE payment_transactions (
  fort_id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  command TEXT,
  response_code TEXT NOT NULL,
  -- APS's two-digit transaction status ('14' purchase success, '13' purchase failure, ...)
  status TEXT NOT NULL,
  amount INTEGER,
  currency TEXT,
  -- what it did to the order: 'paid' | 'failed' | 'pending' | 'review' | 'ignored' (order no longer awaiting payment)
  outcome TEXT NOT NULL,
  -- the fields as received, JSON
  payload TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX payment_transactions_order ON payment_transactions(order_id);
