-- Product reviews with ratings (issue 52), as Magento's Review and Rating modules keep them: a review belongs to one
-- store view and waits as pending until an editor approves or rejects it; each review rates every active rating
-- dimension from 1 to 5, and the dimensions are labelled per store view.
CREATE TABLE ratings (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE rating_labels (
  rating_id INTEGER NOT NULL REFERENCES ratings(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (rating_id, store_id)
);
INSERT INTO ratings (id, code, position) VALUES (1, 'Quality', 1), (2, 'Value', 2), (3, 'Performance', 3);
INSERT INTO rating_labels (rating_id, store_id, label) VALUES
  (1, 1, 'الجودة'), (1, 2, 'Quality'),
  (2, 1, 'القيمة مقابل السعر'), (2, 2, 'Value'),
  (3, 1, 'الأداء'), (3, 2, 'Performance');

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  -- the writer's address, for the per-address limit; null for the seed's reviews
  client_ip TEXT,
  nickname TEXT NOT NULL,
  summary TEXT NOT NULL,
  text TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  -- the mean of the review's votes as a percentage (Magento's ProductReview.average_rating)
  average_rating REAL NOT NULL,
  created_at TEXT NOT NULL,
  moderated_at TEXT
);
CREATE INDEX reviews_of_product ON reviews(product_id, store_id, status, created_at, id);
CREATE INDEX reviews_of_customer ON reviews(customer_id, created_at);
CREATE INDEX reviews_of_client ON reviews(client_ip, created_at);
CREATE INDEX reviews_by_status ON reviews(status, id);

CREATE TABLE review_votes (
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  rating_id INTEGER NOT NULL REFERENCES ratings(id),
  value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 5),
  PRIMARY KEY (review_id, rating_id)
);

-- Reviews are on, written by signed-in customers only.
UPDATE store_config SET value = '1' WHERE path = 'catalog/review/active' AND store_id = 0;
