-- Catalogue: categories, brands, products (store-scoped texts), images, category assignments and their index.
-- Dates are Magento text 'YYYY-MM-DD HH:MM:SS' in UTC. store_id: 1 = ar, 2 = en.

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  -- Magento path of ids, e.g. '1/2/6/20'.
  path TEXT NOT NULL,
  level INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  is_anchor INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  -- media path below /media, e.g. '/catalog/category/mobile-phones.svg'
  image TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX categories_parent ON categories(parent_id, position);

CREATE TABLE category_store (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  -- nullable: a category without url_key exists in real catalogues and the storefront drops it (spec §5)
  url_key TEXT,
  url_path TEXT,
  description TEXT,
  PRIMARY KEY (category_id, store_id)
);
CREATE INDEX category_store_url_key ON category_store(store_id, url_key);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  -- Magento brand module keeps the page path ('brands/apple.html') and the bare key ('apple')
  url_key TEXT NOT NULL UNIQUE,
  url_key_standalone TEXT NOT NULL UNIQUE,
  image TEXT,
  is_featured INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE brand_store (
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (brand_id, store_id)
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  type_id TEXT NOT NULL DEFAULT 'simple',
  price REAL NOT NULL,
  special_price REAL,
  special_from_date TEXT,
  special_to_date TEXT,
  qty INTEGER NOT NULL,
  is_in_stock INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  visibility INTEGER NOT NULL DEFAULT 4,
  brand_id INTEGER REFERENCES brands(id),
  best_seller INTEGER NOT NULL DEFAULT 0,
  sw_featured INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX products_listing ON products(status, visibility, created_at);
CREATE INDEX products_brand ON products(brand_id);
CREATE INDEX products_price ON products(price);

CREATE TABLE product_store (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  description TEXT,
  short_description TEXT,
  PRIMARY KEY (product_id, store_id)
);
CREATE INDEX product_store_url_key ON product_store(store_id, url_key);
CREATE INDEX product_store_name ON product_store(store_id, name);

CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- below /media/catalog/product, e.g. '/a/p/apple-iphone-15-1.svg'
  file TEXT NOT NULL,
  label TEXT,
  PRIMARY KEY (product_id, position)
);

-- Direct assignments (what a product "is in"), as in Magento's catalog_category_product.
CREATE TABLE category_products (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX category_products_product ON category_products(product_id);

-- What a category lists: its own products plus, for anchor categories, its descendants' (Magento's
-- catalog_category_product_index). Rebuilt by the seed after every catalogue write.
CREATE TABLE category_product_index (
  category_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX category_product_index_product ON category_product_index(product_id);
