/**
 * The seed's configurable products. Each model of a line with `configurableBy` (phones by colour and capacity;
 * cases, watches, earbuds and chargers by colour) becomes one configurable product, and the simple products it was
 * sold as become its variants: same ids, SKUs and url keys, no longer visible on their own (their old addresses lead
 * to their variant: urls/resolve-url.ts). A few variants are added where a real store would offer more choices (the
 * iPhone 15 in every colour and capacity, the watches made in two case sizes in the larger one).
 */
import type { Database } from '../db/database.ts';
import type { FamilySeed, ProductFacts, ProductSeed, SaleWindow } from './product-seed.ts';
import { OPTION_ATTRIBUTES, optionOf } from './product-options.ts';
import { PRODUCT_LINES, WATCH_SIZES, type Variant } from './product-lines.ts';

const WATCH_LINE = PRODUCT_LINES.find((line) => line.categoryId === 7) as (typeof PRODUCT_LINES)[number];


/** The key of a configurable line's model: its category and its place in the line. */
export const familyKey = (categoryId: number, modelIndex: number) => `${categoryId}:${modelIndex}`;

interface ExtraVariant {
  categoryId: number;
  modelIndex: number;
  variant: Variant;
  sale: SaleWindow;
  soldOut: boolean;
}

/**
 * The iPhone 15's colours and capacities its four former products did not cover. One is on sale (the only sale of
 * the product that is running) and one is sold out, so a product page shows both cases.
 */
export const EXTRA_VARIANTS: readonly ExtraVariant[] = [
  { categoryId: 3, modelIndex: 0, variant: ['128GB Blue', '128 جيجابايت أزرق', 0, { capacity: '128gb', color: 'blue' }], sale: 'active', soldOut: false },
  { categoryId: 3, modelIndex: 0, variant: ['128GB Silver', '128 جيجابايت فضي', 0, { capacity: '128gb', color: 'silver' }], sale: 'none', soldOut: false },
  { categoryId: 3, modelIndex: 0, variant: ['256GB Blue', '256 جيجابايت أزرق', 300, { capacity: '256gb', color: 'blue' }], sale: 'none', soldOut: false },
  { categoryId: 3, modelIndex: 0, variant: ['512GB Black', '512 جيجابايت أسود', 800, { capacity: '512gb', color: 'black' }], sale: 'none', soldOut: false },
  { categoryId: 3, modelIndex: 0, variant: ['512GB Silver', '512 جيجابايت فضي', 800, { capacity: '512gb', color: 'silver' }], sale: 'none', soldOut: true },
  // The watches sold in a second case size, in black and silver (the larger case costs more).
  ...WATCH_LINE.models.flatMap(([, modelEn], modelIndex): ExtraVariant[] => {
    const size = WATCH_SIZES[modelEn]?.[1];
    if (!size) return [];
    const mm = size.replace('mm', '');
    return [['black', 'Black', 'أسود'], ['silver', 'Silver', 'فضي']].map(([color, en, ar]) => ({
      categoryId: 7, modelIndex, variant: [`${mm}mm ${en}`, `${mm} مم ${ar}`, 150, { watch_size: size, color }], sale: 'none', soldOut: false,
    }));
  }),
];

export interface ParentSeed {
  product: ProductSeed;
  facts: ProductFacts;
  family: FamilySeed;
  childIds: number[];
}

/** A configurable product's SKU: its brand code and model, readable ("APPL-IPHONE-15"). */
function parentSku(family: FamilySeed, urlKey: string): string {
  const brandSlug = family.brand.key;
  const model = urlKey.startsWith(`${brandSlug}-`) ? urlKey.slice(brandSlug.length + 1) : urlKey;
  return `${family.skuPrefix}-${model.toUpperCase()}`;
}

/**
 * One configurable product per family of variants, with ids from `firstId`. Its stock, flags and date come from its
 * variants (in stock when one is; listed as a deal while one's sale runs); its price is its cheapest variant's.
 */
export function configurableParents(
  seeds: readonly ProductSeed[],
  facts: ReadonlyMap<number, ProductFacts>,
  firstId: number,
  texts: (family: FamilySeed) => { descriptionEn: string; descriptionAr: string; urlKey: string },
): ParentSeed[] {
  const children = new Map<string, ProductSeed[]>();
  for (const seed of seeds) {
    if (seed.family) children.set(seed.family.key, [...(children.get(seed.family.key) ?? []), seed]);
  }
  const usedKeys = new Set(seeds.map((seed) => seed.urlKey));
  return [...children.values()].map((variants, index) => {
    const family = variants[0]?.family as FamilySeed;
    const variantFacts = variants.map((variant) => facts.get(variant.id) as ProductFacts);
    const enabled = variantFacts.filter((fact) => fact.status === 1);
    const { descriptionEn, descriptionAr, urlKey } = texts(family);
    if (usedKeys.has(urlKey)) throw new Error(`configurable product url key ${urlKey} is taken`);
    usedKeys.add(urlKey);
    const product: ProductSeed = {
      id: firstId + index, sku: parentSku(family, urlKey), typeId: 'configurable', en: family.en, ar: family.ar, urlKey,
      price: Math.min(...variants.map((variant) => variant.price)), brand: family.brand, category: family.category,
      descriptionEn, descriptionAr, shortEn: family.category.blurbEn, shortAr: family.category.blurbAr,
    };
    const parentFacts: ProductFacts = {
      window: enabled.some((fact) => fact.window === 'active') ? 'active' : 'none',
      specialPrice: null, from: null, to: null,
      qty: enabled.filter((fact) => fact.inStock).reduce((sum, fact) => sum + fact.qty, 0),
      inStock: enabled.some((fact) => fact.inStock),
      status: 1, visibility: 4,
      created: variantFacts.map((fact) => fact.created).sort()[0] ?? '',
      bestSeller: variantFacts.some((fact) => fact.bestSeller), featured: variantFacts.some((fact) => fact.featured),
    };
    return { product, facts: parentFacts, family, childIds: variants.map((variant) => variant.id) };
  });
}

/** Links each configurable product to its variants and the attributes it varies by, and stores each variant's options. */
export function seedVariantLinks(db: Database, seeds: readonly ProductSeed[], parents: readonly ParentSeed[]): void {
  const superAttribute = db.prepare('INSERT INTO configurable_attributes (parent_id, attribute_id, position) VALUES (?, ?, ?)');
  const link = db.prepare('INSERT INTO configurable_links (parent_id, child_id) VALUES (?, ?)');
  const value = db.prepare('INSERT INTO product_attribute_values (product_id, attribute_id, option_id) VALUES (?, ?, ?)');
  const seedById = new Map(seeds.map((seed) => [seed.id, seed]));
  for (const parent of parents) {
    parent.family.attributes.forEach((code, position) => {
      const attribute = OPTION_ATTRIBUTES.find((candidate) => candidate.code === code);
      if (!attribute) throw new Error(`seed data refers to unknown attribute ${code}`);
      superAttribute.run(parent.product.id, attribute.id, position);
      for (const childId of parent.childIds) {
        const key = seedById.get(childId)?.options?.[code];
        if (key === undefined) throw new Error(`variant ${childId} has no ${code}`);
        value.run(childId, attribute.id, optionOf(code, key).id);
      }
    });
    for (const childId of parent.childIds) link.run(parent.product.id, childId);
  }
}
