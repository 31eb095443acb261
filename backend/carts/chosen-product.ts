/**
 * What a shopper adds to a cart, as Magento's cart takes it: a product's SKU, or a configurable product's SKU with the
 * uids of the option values chosen (`selected_options`), or a variant's SKU with its configurable product's
 * (`parent_sku`). The answer is the product sold (a variant for a configurable product) and the configurable product
 * the line is chosen on, if any. A variant's SKU alone is that simple product, as Magento sells it.
 */
import { configurableChoices, parentIdOf, variantMatching } from '../catalog/configurable-options.ts';
import { parseOptionValueUid } from '../catalog/option-uid.ts';
import { findProductBySku, PRODUCT_NOT_FOUND, type CatalogProduct } from '../catalog/products.ts';
import type { Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';

/** Magento's refusal of a configurable product without a full, existing choice (Configurable::_prepareProduct). */
export const CHOOSE_OPTIONS = 'You need to choose options for your item.';
/** Option values given for a product that has none to choose (a simple or virtual product). */
export const NO_OPTIONS = 'The product with SKU "%1" has no options to choose.';

export interface CartChoice {
  sku: string;
  parentSku?: string | null | undefined;
  selectedOptions?: readonly string[] | null | undefined;
}

export interface ChosenProduct {
  product: CatalogProduct;
  /** The configurable product the variant was chosen on; null for a product sold as itself. */
  parentId: number | null;
}

/** The enabled product with this SKU, or Magento's not-found refusal. */
export function requireProduct(db: Database, sku: string, storeId: number): CatalogProduct {
  const product = findProductBySku(db, sku, storeId);
  if (!product) throw new MagentoError(404, PRODUCT_NOT_FOUND);
  return product;
}

/** The variant of `parent` that the value uids name (one per attribute it varies by), or Magento's refusal. */
function variantChosen(db: Database, parent: CatalogProduct, uids: readonly string[], storeId: number): CatalogProduct {
  const choices = configurableChoices(db, [parent.id], storeId).get(parent.id);
  if (!choices) throw new MagentoError(400, CHOOSE_OPTIONS);
  const chosen = new Map<number, number>();
  for (const uid of uids) {
    const value = parseOptionValueUid(uid);
    if (!value || chosen.has(value.attributeId)) throw new MagentoError(400, CHOOSE_OPTIONS);
    chosen.set(value.attributeId, value.valueIndex);
  }
  const variant = variantMatching(choices, chosen);
  if (!variant) throw new MagentoError(400, CHOOSE_OPTIONS);
  return requireProduct(db, variant.sku, storeId);
}

/** What a wishlist keeps: a product, and for a configurable product the variant chosen when one was. */
export interface WishedProduct {
  productId: number;
  childId: number | null;
}

/**
 * A wishlist takes what a cart takes (resolveChosenProduct), and also a configurable product with no choice yet, as
 * Magento's wishlist does. A chosen variant is kept under its configurable product, whatever its stock.
 */
export function resolveWishedProduct(db: Database, choice: CartChoice, storeId: number): WishedProduct {
  const product = requireProduct(db, choice.sku, storeId);
  if (product.type_id === 'configurable' && (choice.selectedOptions ?? []).length === 0) return { productId: product.id, childId: null };
  const chosen = resolveChosenProduct(db, choice, storeId);
  return chosen.parentId === null ? { productId: chosen.product.id, childId: null } : { productId: chosen.parentId, childId: chosen.product.id };
}

export function resolveChosenProduct(db: Database, choice: CartChoice, storeId: number): ChosenProduct {
  const product = requireProduct(db, choice.sku, storeId);
  if (product.type_id === 'configurable') {
    return { product: variantChosen(db, product, choice.selectedOptions ?? [], storeId), parentId: product.id };
  }
  if (choice.parentSku) {
    const parent = requireProduct(db, choice.parentSku, storeId);
    // The variant must be one of this configurable product's: the line will show that product's options.
    if (parent.type_id !== 'configurable' || parentIdOf(db, product.id) !== parent.id) throw new MagentoError(400, CHOOSE_OPTIONS);
    return { product, parentId: parent.id };
  }
  if ((choice.selectedOptions ?? []).length > 0) throw new MagentoError(400, NO_OPTIONS, [product.sku]);
  return { product, parentId: null };
}
