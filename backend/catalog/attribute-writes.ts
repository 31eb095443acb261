/**
 * Writing a product's attribute values: the seed's specifications and an editor's changes (admin/product-update.ts)
 * go through here, so both store a value the same way. A value is checked against its attribute first: an option of
 * the attribute, a number, yes/no, a text of at most 255 characters.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { BOOLEAN_NO, BOOLEAN_YES, type AttributeMeta } from './attribute-metadata.ts';
import { numberText } from './attribute-view.ts';

/** A value as a client sends it: an option id or ids, a number, a text, yes/no; null or "" removes it. */
export type SentValue = string | number | boolean | ReadonlyArray<string | number> | null;

/** What is stored: the options of a select or multiselect, or a text with its number (a number's, a yes/no's 1/0). */
export type StoredValue = { optionIds: number[] } | { text: string; number: number | null } | null;

const MAX_TEXT = 255;
const MAX_NUMBER = 1_000_000_000;

const invalid = (attribute: AttributeMeta, value: unknown) =>
  new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', {
    value: String(Array.isArray(value) ? value.join(',') : value).slice(0, 64),
    fieldName: attribute.code,
  });

/** The stored form of `value` for `attribute`, or Magento's invalid-value error. */
export function storedValue(attribute: AttributeMeta, value: SentValue): StoredValue {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  switch (attribute.frontendInput) {
    case 'select':
    case 'multiselect': {
      const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : null;
      if (!list || (attribute.frontendInput === 'select' && list.length !== 1)) throw invalid(attribute, value);
      const known = new Set(attribute.options.map((option) => option.id));
      const ids = list.map((item) => (/^\s*\d{1,10}\s*$/.test(item) ? Number(item) : NaN));
      if (ids.some((id) => !known.has(id))) throw invalid(attribute, value);
      return { optionIds: [...new Set(ids)] };
    }
    case 'boolean': {
      const yes = value === true || value === 1 || value === '1' || value === 'true';
      const no = value === false || value === 0 || value === '0' || value === 'false';
      if (!yes && !no) throw invalid(attribute, value);
      return { text: String(yes ? BOOLEAN_YES : BOOLEAN_NO), number: yes ? BOOLEAN_YES : BOOLEAN_NO };
    }
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d{1,10}(\.\d{1,4})?\s*$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(number) || Math.abs(number) > MAX_NUMBER) throw invalid(attribute, value);
      return { text: numberText(number), number };
    }
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number') throw invalid(attribute, value);
      const text = String(value).trim();
      if (text.length > MAX_TEXT) {
        throw new MagentoError(400, '"%1" is too long: at most %2 characters are allowed.', [attribute.code, String(MAX_TEXT)]);
      }
      return text === '' ? null : { text, number: null };
    }
  }
}

const DELETE_OPTIONS = 'DELETE FROM product_attribute_values WHERE product_id = ? AND attribute_id = ?';
const INSERT_OPTION = 'INSERT INTO product_attribute_values (product_id, attribute_id, option_id) VALUES (?, ?, ?)';
const DELETE_SCALAR = 'DELETE FROM product_attribute_scalars WHERE product_id = ? AND attribute_id = ? AND store_id = ?';
const INSERT_SCALAR = 'INSERT INTO product_attribute_scalars (product_id, attribute_id, store_id, value, number) VALUES (?, ?, ?, ?, ?)';

/**
 * Stores `value` as the product's value of `attribute`: for every store view (store 0), or a text as one store
 * view's own words (`storeId` 1 or 2). Options and numbers are global, as Magento's select and decimal attributes.
 */
export function writeAttributeValue(db: Database, productId: number, attribute: AttributeMeta, value: StoredValue, storeId = 0): void {
  if (attribute.frontendInput === 'select' || attribute.frontendInput === 'multiselect') {
    cachedStatement(db, DELETE_OPTIONS).run(productId, attribute.id);
    if (value && 'optionIds' in value) for (const id of value.optionIds) cachedStatement(db, INSERT_OPTION).run(productId, attribute.id, id);
    return;
  }
  const scope = attribute.frontendInput === 'text' ? storeId : 0;
  cachedStatement(db, DELETE_SCALAR).run(productId, attribute.id, scope);
  if (value && 'text' in value) cachedStatement(db, INSERT_SCALAR).run(productId, attribute.id, scope, value.text, value.number);
}
