/**
 * A merchant-size catalogue on demand (`npm run backend:reset -- --products N`): the seed's catalogue, unchanged,
 * grown to `N` products in the seed's shapes, so every page, banner and test fact of the seed still holds.
 *
 * - 176 more categories over the seed's top categories: a kind of goods under each (Gaming Laptops), and under each
 *   kind one category per maker (Asus Gaming Laptops), so the tree is three levels deep below the root.
 * - 18 more brands (60 in all).
 * - Products named from word lists in both languages, each in a maker's category of its brand: phones configurable
 *   by colour and capacity, audio, watches and mobile accessories by colour, the rest simple; each with the
 *   specifications of its kind (generated-specifications.ts). Sale windows, stock,
 *   visibility and flags follow the seed's id rules (catalog.ts `productFacts`); images are the seed's drawn
 *   pictures (media rows, no files).
 *
 * Deterministic: a seeded PRNG and the count alone decide it. The caller writes content, the search index and the
 * category index's rebuild comes here, all in its transaction.
 */
import type { Database } from '../db/database.ts';
import { BRANDS, type BrandSeed } from './brands.ts';
import { CATEGORIES, type CategorySeed } from './categories.ts';
import {
  brandCode, categoryWriter, familyTexts, physicalDescription, productFacts, productWriter, rebuildCategoryIndex,
  slugify, writeBrands, writeConfigurables,
} from './catalog.ts';
import { configurableParents, type ParentSeed } from './configurable-products.ts';
import {
  EDITIONS, GENERATED_BRANDS, GENERATED_TOPS, SERIES, VARIANT_CAPACITIES, VARIANT_COLOURS, type KindWords, type TopWords,
} from './generated-words.ts';
import { optionOf, type VariantOptions } from './product-options.ts';
import type { FamilySeed, ProductFacts, ProductSeed } from './product-seed.ts';
import { seededRandom } from './random.ts';
import { generatedSpecs } from './generated-specifications.ts';
import { writeSpecs } from './product-specifications.ts';

/** The first id of a generated category (the seed's end at 34). */
const FIRST_CATEGORY_ID = 100;
/** The largest catalogue `--products` accepts: well past a large merchant's, well short of filling the disk. */
export const MAX_GENERATED_PRODUCTS = 200_000;

/** A maker's category of a kind: where its products are listed, with the brand they are of. */
interface Shelf {
  category: CategorySeed;
  brand: BrandSeed;
  kind: KindWords;
  top: TopWords;
}

const allBrands = new Map([...BRANDS, ...GENERATED_BRANDS].map((brand) => [brand.key, brand]));
const seedCategories = new Map(CATEGORIES.map((category) => [category.id, category]));

function known<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`generated catalogue refers to unknown ${String(key)}`);
  return value;
}

/** The kinds and makers' categories, in id order, and the shelves products are put on. */
export function generatedCategories(): { categories: CategorySeed[]; shelves: Shelf[] } {
  const categories: CategorySeed[] = [];
  const shelves: Shelf[] = [];
  let id = FIRST_CATEGORY_ID;
  for (const top of GENERATED_TOPS) {
    const parent = known(seedCategories, top.categoryId);
    top.kinds.forEach((kind, kindIndex) => {
      const kindCategory: CategorySeed = {
        id: id++, parentId: parent.id, urlKey: kind.key, en: kind.en, ar: kind.ar, motif: parent.motif, colour: parent.colour,
        includeInMenu: true, blurbEn: parent.blurbEn, blurbAr: parent.blurbAr,
      };
      categories.push(kindCategory);
      for (let maker = 0; maker < 3; maker++) {
        const brand = known(allBrands, top.brands[(kindIndex + maker) % top.brands.length]);
        const category: CategorySeed = {
          ...kindCategory, id: id++, parentId: kindCategory.id, urlKey: `${kind.key}-${brand.key}`,
          en: `${brand.en} ${kind.en}`, ar: `${kind.ar} من ${brand.ar}`,
          blurbEn: `${kind.en} by ${brand.en}, with official warranty in Qatar.`,
          blurbAr: `${kind.ar} من ${brand.ar} مع الضمان الرسمي في قطر.`,
        };
        categories.push(category);
        shelves.push({ category, brand, kind, top });
      }
    });
  }
  return { categories, shelves };
}

/** A model's name in both languages: brand, series, number and edition (unique per model counter). */
function modelName(shelf: Shelf, model: number): { en: string; ar: string } {
  const [seriesEn, seriesAr] = SERIES[model % SERIES.length] ?? ['', ''];
  const [editionEn, editionAr] = EDITIONS[Math.floor(model / SERIES.length) % EDITIONS.length] ?? ['', ''];
  const number = 10 + Math.floor(model / (SERIES.length * EDITIONS.length));
  const en = [shelf.brand.en, seriesEn, String(number), editionEn].filter(Boolean).join(' ');
  const ar = [shelf.kind.nounAr, shelf.brand.ar, seriesAr, String(number), editionAr].filter(Boolean).join(' ');
  return { en, ar };
}

/** The variants' options of a configurable model: two colours by two capacities, or two or three colours. */
function variantChoices(top: TopWords, random: () => number): Array<{ options: VariantOptions; priceDelta: number }> {
  const start = Math.floor(random() * VARIANT_COLOURS.length);
  const colours = [0, 1, 2].map((step) => VARIANT_COLOURS[(start + step * 3) % VARIANT_COLOURS.length] as string);
  if (top.configurableBy?.includes('capacity')) {
    const first = Math.floor(random() * (VARIANT_CAPACITIES.length - 1));
    const capacities = [first, first + 1];
    return capacities.flatMap((index) => colours.slice(0, 2).map((color) => ({
      options: { capacity: VARIANT_CAPACITIES[index] as string, color }, priceDelta: index * 300,
    })));
  }
  return colours.slice(0, random() < 0.5 ? 2 : 3).map((color) => ({ options: { color }, priceDelta: 0 }));
}

function variantLabel(options: VariantOptions): { en: string; ar: string } {
  const parts = (['capacity', 'color'] as const).flatMap((code) => {
    const key = options[code];
    return key === undefined ? [] : [optionOf(code, key)];
  });
  return { en: parts.map((part) => part.en).join(' '), ar: parts.map((part) => part.ar).join(' ') };
}

/** A price in QAR within the kind's range, ending in 9 as shops price. */
function priceIn([low, high]: [number, number], random: () => number): number {
  return Math.max(low, Math.round((low + random() * (high - low)) / 10) * 10 - 1);
}

/**
 * Grows a freshly seeded catalogue (the seed's products, ids 1..n) to `productCount` products. Throws when the count
 * is below the seed's own.
 */
export function seedGeneratedCatalogue(db: Database, productCount: number, now: Date): void {
  const { seeded, lastId } = db.prepare('SELECT COUNT(*) AS seeded, MAX(id) AS lastId FROM products').get() as { seeded: number; lastId: number };
  if (!Number.isInteger(productCount) || productCount < seeded || productCount > MAX_GENERATED_PRODUCTS) {
    throw new RangeError(`a generated catalogue holds from ${seeded} to ${MAX_GENERATED_PRODUCTS} products, not ${productCount}`);
  }
  const random = seededRandom(20260401 + productCount);
  const { categories, shelves } = generatedCategories();
  const writeCategory = categoryWriter(db, now);
  for (const category of categories) writeCategory(category);
  const brandCount = (db.prepare('SELECT COUNT(*) AS n FROM brands').get() as { n: number }).n;
  writeBrands(db, GENERATED_BRANDS, brandCount + 1);

  const usedKeys = new Set((db.prepare('SELECT DISTINCT url_key FROM product_store').all() as Array<{ url_key: string }>).map((row) => row.url_key));
  const uniqueKey = (text: string, id: number) => {
    const key = slugify(text);
    const unique = usedKeys.has(key) ? `${key}-${id}` : key;
    usedKeys.add(unique);
    return unique;
  };
  const seeds: ProductSeed[] = [];
  const parents: ParentSeed[] = [];
  const facts = new Map<number, ProductFacts>();
  /** Product id → the seed's top category it is sold under (what its specifications are drawn for). */
  const topOf = new Map<number, number>();
  let nextId = lastId + 1;
  const remaining = () => productCount - seeded - (nextId - lastId - 1);
  const product = (shelf: Shelf, name: { en: string; ar: string }, price: number, family?: FamilySeed, options?: VariantOptions): ProductSeed => {
    const id = nextId++;
    const { category, brand } = shelf;
    const seed: ProductSeed = {
      id, sku: `${brandCode(brand)}-${1000 + id}`, typeId: 'simple', en: name.en, ar: name.ar, urlKey: uniqueKey(name.en, id),
      price, brand, category,
      descriptionEn: physicalDescription(name.en, brand, category, 'en'), descriptionAr: physicalDescription(name.ar, brand, category, 'ar'),
      shortEn: category.blurbEn, shortAr: category.blurbAr, ...(family ? { family, options } : {}),
    };
    facts.set(id, productFacts(seed, random, now));
    topOf.set(id, shelf.top.categoryId);
    seeds.push(seed);
    return seed;
  };

  for (let model = 0; remaining() > 0; model++) {
    const shelf = shelves[Math.floor(random() * shelves.length)] as Shelf;
    const name = modelName(shelf, model);
    const price = priceIn(shelf.kind.price, random);
    const choices = shelf.top.configurableBy ? variantChoices(shelf.top, random) : [];
    // A configurable model takes its variants and itself; near the count's end a model is sold simple instead.
    if (choices.length === 0 || choices.length + 1 > remaining()) {
      product(shelf, name, price);
      continue;
    }
    const family: FamilySeed = {
      key: `generated:${model}`, en: name.en, ar: name.ar, brand: shelf.brand, category: shelf.category,
      skuPrefix: brandCode(shelf.brand), attributes: shelf.top.configurableBy ?? [],
    };
    const variants = choices.map(({ options, priceDelta }) => {
      const label = variantLabel(options);
      return product(shelf, { en: `${name.en} ${label.en}`, ar: `${name.ar} ${label.ar}` }, price + priceDelta, family, options);
    });
    const [parent] = configurableParents(variants, facts, nextId++, (seedFamily) => ({
      ...familyTexts(seedFamily), urlKey: uniqueKey(seedFamily.en, nextId - 1),
    }));
    if (parent) {
      parents.push(parent);
      topOf.set(parent.product.id, shelf.top.categoryId);
    }
  }

  const writer = productWriter(db);
  const imagesOf = new Map<number, ReturnType<typeof writer.images>>();
  for (const seed of seeds) {
    const images = writer.images(seed);
    imagesOf.set(seed.id, images);
    writer.write(seed, facts.get(seed.id) as ProductFacts, images);
  }
  writeConfigurables(writer, seeds, parents, imagesOf, db);
  // Specifications on the configurable products and the simple ones; a variant keeps its colour and capacity.
  for (const seed of [...parents.map((parent) => parent.product), ...seeds.filter((candidate) => !candidate.family)]) {
    writeSpecs(db, seed.id, generatedSpecs(seed, topOf.get(seed.id) ?? 0));
  }
  rebuildCategoryIndex(db);
}
