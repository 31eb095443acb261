-- Card orders left unpaid at the provider are found by status and age, and cancelled (orders/expire-unpaid.ts).
CREATE INDEX orders_status ON orders(status, created_at);
