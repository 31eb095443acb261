-- Messages shoppers send from the contact page (Magento's `contactUs`): kept for the store's people, who read them
-- through the admin REST API (`GET /V1/contact-messages`, `npm run editor -- messages`), newest first.
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  telephone TEXT,
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
