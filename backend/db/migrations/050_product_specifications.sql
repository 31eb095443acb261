-- Product specifications as Magento models them (EAV attributes of catalog_product): every attribute has a code, a
-- label per store view, an input type, a group of the attribute set and the storefront flags of
-- catalog_eav_attribute. The select attributes of configurable products (colour, capacity) are attributes like any
-- other; the specification attributes (screen size, chip, memory...) join them.

-- eav_attribute_group of the default attribute set: where an attribute is shown on the product page.
CREATE TABLE product_attribute_groups (
  group_code TEXT PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE product_attribute_group_labels (
  group_code TEXT NOT NULL REFERENCES product_attribute_groups(group_code) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (group_code, store_id)
);

-- eav_attribute.frontend_input: 'number' is a text input with a decimal backend (Magento's backend_type decimal),
-- shown with its unit. swatch_type (040) only matters for the attributes a configurable product varies by.
ALTER TABLE product_attributes ADD COLUMN frontend_input TEXT NOT NULL DEFAULT 'select'
  CHECK (frontend_input IN ('text', 'number', 'select', 'multiselect', 'boolean'));
ALTER TABLE product_attributes ADD COLUMN group_code TEXT REFERENCES product_attribute_groups(group_code);
-- The unit's UN/CEFACT common code (schema.org unitCode: INH inch, E34 gigabyte...), when it has one.
ALTER TABLE product_attributes ADD COLUMN unit_code TEXT;
-- catalog_eav_attribute's flags.
ALTER TABLE product_attributes ADD COLUMN is_visible_on_front INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product_attributes ADD COLUMN is_filterable INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product_attributes ADD COLUMN is_comparable INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product_attributes ADD COLUMN is_searchable INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product_attributes ADD COLUMN used_in_product_listing INTEGER NOT NULL DEFAULT 0;

-- The unit as a shopper reads it, per store view ("inch", "بوصة"); null for an attribute without a unit.
ALTER TABLE product_attribute_labels ADD COLUMN unit TEXT;

-- Colour and capacity were filtered and faceted before they had flags: they keep doing so.
UPDATE product_attributes SET is_filterable = 1, is_comparable = 1, is_visible_on_front = 1
  WHERE attribute_code IN ('color', 'capacity');

-- A multiselect attribute holds several options per product (catalog_product_entity_varchar of comma-separated
-- option ids in Magento): the values table takes one row per option instead of one per attribute.
CREATE TABLE product_attribute_values_new (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES product_attributes(attribute_id),
  option_id INTEGER NOT NULL REFERENCES attribute_options(option_id),
  PRIMARY KEY (product_id, attribute_id, option_id)
);
INSERT INTO product_attribute_values_new (product_id, attribute_id, option_id)
  SELECT product_id, attribute_id, option_id FROM product_attribute_values;
DROP TABLE product_attribute_values;
ALTER TABLE product_attribute_values_new RENAME TO product_attribute_values;
CREATE INDEX product_attribute_values_option ON product_attribute_values(option_id, product_id);
CREATE INDEX product_attribute_values_attribute ON product_attribute_values(attribute_id, product_id);

-- catalog_product_entity_varchar / _decimal / _int of text, number and boolean attributes: store 0 holds the value
-- of every store view, store 1 or 2 a store view's own text. `number` is the value of a number or boolean attribute
-- (1 yes, 0 no), what range filters and facets read; `value` its text.
CREATE TABLE product_attribute_scalars (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES product_attributes(attribute_id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL DEFAULT 0,
  value TEXT NOT NULL,
  number REAL,
  PRIMARY KEY (product_id, attribute_id, store_id)
);
CREATE INDEX product_attribute_scalars_number ON product_attribute_scalars(attribute_id, number, product_id);
