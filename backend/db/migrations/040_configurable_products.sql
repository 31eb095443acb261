-- Configurable products (Magento's ConfigurableProduct module): a parent product sold as one of its simple variants,
-- chosen by the values of select attributes (colour, capacity). The tables keep Magento's names for what they hold.

-- eav_attribute for the select attributes a product may vary by; attribute_id is Magento's (color = 93).
CREATE TABLE product_attributes (
  attribute_id INTEGER PRIMARY KEY,
  attribute_code TEXT NOT NULL UNIQUE,
  -- 'visual' (a colour swatch) | 'text' (a named choice), Magento's swatch_input_type
  swatch_type TEXT NOT NULL CHECK (swatch_type IN ('visual', 'text')),
  position INTEGER NOT NULL DEFAULT 0
);

-- eav_attribute_label: the attribute's name per store view (0 = admin, the default label).
CREATE TABLE product_attribute_labels (
  attribute_id INTEGER NOT NULL REFERENCES product_attributes(attribute_id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (attribute_id, store_id)
);

-- eav_attribute_option (+ eav_attribute_option_swatch): option_id is the value_index clients send back.
CREATE TABLE attribute_options (
  option_id INTEGER PRIMARY KEY,
  attribute_id INTEGER NOT NULL REFERENCES product_attributes(attribute_id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  -- '#1d1d1f' for a colour swatch, the label for a text swatch
  swatch_value TEXT
);
CREATE INDEX attribute_options_attribute ON attribute_options(attribute_id, sort_order);

-- eav_attribute_option_value: an option's label per store view (0 = admin, the default label).
CREATE TABLE attribute_option_labels (
  option_id INTEGER NOT NULL REFERENCES attribute_options(option_id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (option_id, store_id)
);

-- catalog_product_entity_int for select attributes: the option a (simple) product has.
CREATE TABLE product_attribute_values (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES product_attributes(attribute_id),
  option_id INTEGER NOT NULL REFERENCES attribute_options(option_id),
  PRIMARY KEY (product_id, attribute_id)
);
CREATE INDEX product_attribute_values_option ON product_attribute_values(option_id, product_id);

-- catalog_product_super_attribute: the attributes a configurable product varies by; id is the REST option id.
CREATE TABLE configurable_attributes (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES product_attributes(attribute_id),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (parent_id, attribute_id)
);

-- catalog_product_super_link: a configurable product's variants.
CREATE TABLE configurable_links (
  parent_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  child_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX configurable_links_child ON configurable_links(child_id);

-- A cart line of a variant names the configurable product it was chosen on (Magento's parent quote item).
ALTER TABLE cart_items ADD COLUMN parent_id INTEGER REFERENCES products(id);
-- An ordered variant: its parent's SKU and the chosen options ([{"label","value"}] in the order's store view).
ALTER TABLE order_items ADD COLUMN parent_sku TEXT;
ALTER TABLE order_items ADD COLUMN selected_options TEXT;
-- A wished-for configurable product may name the variant chosen (Magento's ConfigurableWishlistItem.child_sku).
ALTER TABLE wishlist_items ADD COLUMN child_id INTEGER REFERENCES products(id) ON DELETE SET NULL;
