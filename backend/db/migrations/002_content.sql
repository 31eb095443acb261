-- Content: CMS blocks, sliders/banners (custom slider module), mobile CMS items, store configuration, media assets.

CREATE TABLE cms_blocks (
  block_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL,
  -- 0 = all store views, as in Magento's cms_block_store
  store_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (identifier, store_id)
);

CREATE TABLE sliders (
  slider_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL UNIQUE,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE banners (
  banner_id INTEGER PRIMARY KEY,
  slider_id INTEGER NOT NULL REFERENCES sliders(slider_id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  image_alt TEXT,
  click_url TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  -- 'url' | 'product_id' | 'category_id' | anything else = no link (spec §2)
  banner_link_type TEXT,
  product_id INTEGER,
  category_id INTEGER,
  pwa_url TEXT,
  product_url TEXT,
  category_url TEXT
);
CREATE INDEX banners_slider ON banners(slider_id, position);

CREATE TABLE mobile_cms_items (
  id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  -- JSON text, served as a string exactly like the mobile CMS module does
  generated_json TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Magento's core_config_data: path/value per scope (store_id 0 = default scope).
CREATE TABLE store_config (
  path TEXT NOT NULL,
  store_id INTEGER NOT NULL DEFAULT 0,
  value TEXT,
  PRIMARY KEY (path, store_id)
);

-- Every generated image the backend serves under /media: what to draw, keyed by its media path.
CREATE TABLE media_assets (
  path TEXT PRIMARY KEY,
  -- 'product' | 'brand' | 'category' | 'banner'
  kind TEXT NOT NULL,
  -- drawing of a product family ('phone', 'laptop', …) or the banner layout
  motif TEXT NOT NULL,
  -- hex colour, e.g. '#1e88e5'
  colour TEXT NOT NULL,
  -- short mark drawn on brand logos / banners (first letter of the brand), may be empty
  mark TEXT NOT NULL DEFAULT '',
  -- variant number so two images of one product differ (angle, background)
  variant INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
