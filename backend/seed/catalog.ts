import type { Database } from '../db/database.ts';
import { BRANDS, type BrandSeed } from './brands.ts';
import {
  ALL_PRODUCTS_CATEGORY_ID, CATEGORIES, ECARDS_CATEGORY_ID, HOT_DEALS_CATEGORY_ID, type CategorySeed,
} from './categories.ts';
import { ECARD_LINES, PRODUCT_LINES, type ProductLine, type Variant } from './product-lines.ts';
import { productArtwork } from './product-artwork.ts';
import { RASTER_KIND, RASTER_PRODUCT_IMAGES, rasterMediaPath } from './raster-media.ts';
import { seededRandom } from './random.ts';
import { daysFrom, magentoDateTime } from '../dates.ts';
import {
  EXTRA_VARIANTS, configurableParents, familyKey, seedVariantLinks, type ParentSeed,
} from './configurable-products.ts';
import type { FamilySeed, ProductFacts, ProductSeed, SaleWindow } from './product-seed.ts';
import { seedProductAttributes } from './product-attributes.ts';
import { seedSpecifications } from './product-specifications.ts';

const AR = 1;
const EN = 2;

export function slugify(text: string): string {
  return text.toLowerCase().replace(/\+/g, ' plus ').replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function brandCode(brand: BrandSeed): string {
  return brand.key.replace(/-/g, '').slice(0, 4).toUpperCase();
}

const brandByKey = new Map(BRANDS.map((brand) => [brand.key, brand]));
const categoryById = new Map(CATEGORIES.map((category) => [category.id, category]));

function lookup<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data refers to unknown ${String(key)}`);
  return value;
}

export function physicalDescription(name: string, brand: BrandSeed, category: CategorySeed, lang: 'en' | 'ar'): string {
  return lang === 'en'
    ? `<p><strong>${name}</strong> by ${brand.en}. ${category.blurbEn}</p><ul><li>Official ${brand.en} warranty in Qatar</li>` +
        '<li>Pay by card or cash on delivery</li></ul>'
    : `<p><strong>${name}</strong> من ${brand.ar}. ${category.blurbAr}</p><ul><li>ضمان ${brand.ar} الرسمي في قطر</li>` +
        '<li>ادفع بالبطاقة أو نقداً عند الاستلام</li></ul>';
}

function ecardDescription(name: string, category: CategorySeed, lang: 'en' | 'ar'): string {
  return lang === 'en'
    ? `<p><strong>${name}</strong>. ${category.blurbEn}</p><ul><li>The code is sent by e-mail and message once the payment is confirmed</li>` +
        '<li>Redeemable on the Qatar store of the service</li><li>E-cards are non-refundable</li></ul>'
    : `<p><strong>${name}</strong>. ${category.blurbAr}</p><ul><li>يصلك الرمز عبر البريد الإلكتروني والرسائل بعد تأكيد الدفع</li>` +
        '<li>صالحة للاستخدام على متجر الخدمة في قطر</li><li>البطاقات الإلكترونية غير قابلة للاسترداد</li></ul>';
}

/** Every product of the seed, in a fixed order (ids 1..n). */
function productSeeds(): ProductSeed[] {
  const seeds: ProductSeed[] = [];
  const usedKeys = new Set<string>();
  const add = (seed: Omit<ProductSeed, 'id' | 'sku' | 'urlKey'>, skuPrefix: string) => {
    const id = seeds.length + 1;
    let urlKey = slugify(seed.en);
    if (usedKeys.has(urlKey)) urlKey = `${urlKey}-${id}`;
    usedKeys.add(urlKey);
    seeds.push({ ...seed, id, urlKey, sku: `${skuPrefix}-${String(1000 + id)}` });
  };
  const families = new Map<string, FamilySeed>();
  const physical = (line: ProductLine, modelIndex: number, variant: Variant, extra: Pick<ProductSeed, 'sale' | 'soldOut'> = {}) => {
    const [brandKey, modelEn, modelAr, basePrice] = line.models[modelIndex] ?? [];
    if (brandKey === undefined || modelEn === undefined || modelAr === undefined || basePrice === undefined) {
      throw new Error(`seed data refers to unknown model ${modelIndex} of category ${line.categoryId}`);
    }
    const brand = lookup(brandByKey, brandKey);
    const category = lookup(categoryById, line.categoryId);
    const [variantEn, variantAr, priceDelta, options] = variant;
    const en = `${brand.en} ${modelEn} ${variantEn}`;
    const ar = `${line.nounAr} ${brand.ar} ${modelAr} ${variantAr}`;
    let family: FamilySeed | undefined;
    if (line.configurableBy) {
      const key = familyKey(line.categoryId, modelIndex);
      family = families.get(key) ?? {
        key, en: `${brand.en} ${modelEn}`, ar: `${line.nounAr} ${brand.ar} ${modelAr}`, brand, category,
        skuPrefix: brandCode(brand), attributes: line.configurableBy,
      };
      families.set(key, family);
    }
    add({
      typeId: 'simple', en, ar, price: basePrice + priceDelta, brand, category,
      descriptionEn: physicalDescription(en, brand, category, 'en'),
      descriptionAr: physicalDescription(ar, brand, category, 'ar'),
      shortEn: category.blurbEn, shortAr: category.blurbAr,
      ...(family ? { family, options: { ...line.modelOptions?.[modelEn], ...options } } : {}),
      ...extra,
    }, brandCode(brand));
  };

  for (const line of PRODUCT_LINES) {
    line.models.forEach((_, modelIndex) => {
      for (let v = 0; v < line.variantsPerModel; v++) {
        const variant = line.variants[(modelIndex + v) % line.variants.length];
        if (variant) physical(line, modelIndex, variant);
      }
    });
  }
  for (const [categoryId, brandKey, nameEn, nameAr, denominations] of ECARD_LINES) {
    const category = lookup(categoryById, categoryId);
    const brand = lookup(brandByKey, brandKey);
    for (const amount of denominations) {
      const en = `${nameEn} ${amount} QAR`;
      const ar = `${nameAr} ${amount} ريال قطري`;
      add({
        typeId: 'virtual', en, ar, price: amount, brand, category,
        descriptionEn: ecardDescription(en, category, 'en'), descriptionAr: ecardDescription(ar, category, 'ar'),
        shortEn: category.blurbEn, shortAr: category.blurbAr,
      }, `EC-${brandCode(brand)}`);
    }
  }
  // Variants that complete a configurable product's choices come after the e-cards, so every earlier id (and SKU)
  // stays what it was before the catalogue had configurable products.
  for (const extra of EXTRA_VARIANTS) {
    const line = PRODUCT_LINES.find((candidate) => candidate.categoryId === extra.categoryId);
    if (!line) throw new Error(`seed data refers to unknown line ${extra.categoryId}`);
    physical(line, extra.modelIndex, extra.variant, { sale: extra.sale, soldOut: extra.soldOut });
  }
  return seeds;
}

/** Which sale window product n gets: every 4th product is on sale, cycling active → expired → future. */
export function saleWindowOf(index: number): SaleWindow {
  if (index % 4 !== 0) return 'none';
  return (['active', 'expired', 'future'] as const)[(index / 4) % 3] ?? 'none';
}

/** The id rules of backend/README.md's seed facts; a variant of a configurable product is never visible alone. */
export function productFacts(product: ProductSeed, random: () => number, now: Date): ProductFacts {
  const i = product.id;
  const window = product.sale ?? saleWindowOf(i);
  const specialPrice = window === 'none' ? null : Math.max(1, Math.round(product.price * (i % 8 === 0 ? 0.8 : 0.9)) - 1);
  const [from, to] =
    window === 'active' ? [daysFrom(now, -10), daysFrom(now, 365)]
    : window === 'expired' ? [daysFrom(now, -60), daysFrom(now, -5)]
    : window === 'future' ? [daysFrom(now, 10), daysFrom(now, 40)]
    : [null, null];
  const isECard = product.typeId === 'virtual';
  const outOfStock = product.soldOut ?? i % 13 === 5;
  const lowStock = !outOfStock && i % 11 === 3;
  // Digital codes and every 17th product have deep stock so load tests can add to carts for a long time.
  const qty = outOfStock ? 0 : lowStock ? 1 + (i % 3) : isECard || i % 17 === 0 ? 100000 : 5 + Math.floor(random() * 120);
  const visibility = product.family ? 1 : i % 97 === 50 ? 1 : 4;
  const status = i % 151 === 75 ? 2 : 1;
  const created = daysFrom(now, -(((i * 37) % 360) + random()));
  return {
    window, specialPrice, from, to, qty, inStock: !outOfStock, status, visibility, created,
    bestSeller: i % 6 === 1, featured: i % 9 === 2,
  };
}

/** A product picture's file: a JPEG, as Magento's are (backend/media.ts renders the drawing as one). */
function productImageFile(urlKey: string, n: number): string {
  return `/${urlKey[0]}/${urlKey[1] ?? '_'}/${urlKey}-${n}.jpg`;
}

type ProductImage = { file: string; label: string };

function insertMediaAsset(db: Database) {
  return db.prepare('INSERT OR REPLACE INTO media_assets (path, kind, motif, colour, mark, variant, finish) VALUES (?, ?, ?, ?, ?, ?, ?)');
}

/**
 * Writes one category with both store views' texts and its drawn image. Its path, level and url_path follow its
 * parent's (already written), and it comes after its written siblings.
 */
export function categoryWriter(db: Database, now: Date): (category: CategorySeed) => void {
  const stamp = magentoDateTime(now);
  const insertAsset = insertMediaAsset(db);
  const insertCategory = db.prepare(
    `INSERT INTO categories (id, parent_id, path, level, position, include_in_menu, is_anchor, image, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const insertCategoryStore = db.prepare(
    'INSERT INTO category_store (category_id, store_id, name, url_key, url_path, description) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const parentOf = db.prepare(
    `SELECT c.path, c.level, cs.url_path AS urlPath FROM categories c
     JOIN category_store cs ON cs.category_id = c.id AND cs.store_id = ${AR} WHERE c.id = ?`,
  );
  const nextPosition = db.prepare('SELECT COALESCE(MAX(position), 0) + 1 AS position FROM categories WHERE parent_id IS ?');
  return (category) => {
    const parent = category.parentId === null
      ? undefined
      : parentOf.get(category.parentId) as { path: string; level: number; urlPath: string | null } | undefined;
    const path = parent ? `${parent.path}/${category.id}` : `1/${category.id}`;
    const level = parent ? parent.level + 1 : 1;
    // Magento url_path omits the root: children of 2 are 'audio', grandchildren 'audio/headphones'.
    const urlPath = category.urlKey === null ? null : parent?.urlPath ? `${parent.urlPath}/${category.urlKey}` : category.urlKey;
    const { position } = nextPosition.get(category.parentId) as { position: number };
    const image = category.urlKey ? `/catalog/category/${category.urlKey}.jpg` : null;
    if (image) insertAsset.run(image, 'category', category.motif, category.colour, '', category.id, null);
    insertCategory.run(category.id, category.parentId, path, level, position, category.includeInMenu ? 1 : 0, image, stamp, stamp);
    const description = (lang: 'en' | 'ar') => `<p>${lang === 'en' ? category.blurbEn : category.blurbAr}</p>`;
    insertCategoryStore.run(category.id, AR, category.ar, category.urlKey, level <= 1 ? null : urlPath, description('ar'));
    insertCategoryStore.run(category.id, EN, category.en, category.urlKey, level <= 1 ? null : urlPath, description('en'));
  };
}

/** Writes brands with both store views' names and their drawn logos, `position` counting on from `firstPosition`. */
export function writeBrands(db: Database, brands: readonly BrandSeed[], firstPosition = 1): void {
  const insertAsset = insertMediaAsset(db);
  const insertBrand = db.prepare(
    'INSERT INTO brands (id, url_key, url_key_standalone, image, is_featured, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertBrandStore = db.prepare('INSERT INTO brand_store (brand_id, store_id, name) VALUES (?, ?, ?)');
  brands.forEach((brand, index) => {
    const image = `/brands/${brand.key}.svg`;
    insertAsset.run(image, 'brand', 'logo', brand.colour, brand.en, brand.id, null);
    insertBrand.run(brand.id, `brands/${brand.key}.html`, brand.key, image, brand.featured ? 1 : 0, firstPosition + index);
    insertBrandStore.run(brand.id, AR, brand.ar);
    insertBrandStore.run(brand.id, EN, brand.en);
  });
}

export interface ProductWriter {
  /** Its 2–4 pictures (drawn, or the raster fixture of the first few products), their media rows written. */
  images(product: ProductSeed): ProductImage[];
  /** The product in both store views, its pictures and its categories (its own, all products, deals, e-cards). */
  write(product: ProductSeed, fact: ProductFacts, images: readonly ProductImage[]): void;
}

export function productWriter(db: Database): ProductWriter {
  const insertAsset = insertMediaAsset(db);
  const insertProduct = db.prepare(
    `INSERT INTO products (id, sku, type_id, price, special_price, special_from_date, special_to_date, qty, is_in_stock,
       status, visibility, brand_id, best_seller, sw_featured, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProductStore = db.prepare(
    'INSERT INTO product_store (product_id, store_id, name, url_key, description, short_description) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertImage = db.prepare('INSERT INTO product_images (product_id, position, file, label) VALUES (?, ?, ?, ?)');
  const assign = db.prepare('INSERT OR IGNORE INTO category_products (category_id, product_id, position) VALUES (?, ?, ?)');
  return {
    images(product) {
      const i = product.id;
      const images: ProductImage[] = [];
      const imageCount = 2 + (i % 3);
      // Drawn in the product's own colour, as what it is (product-artwork.ts).
      const artwork = productArtwork(product);
      for (let n = 1; n <= imageCount; n++) {
        const raster = n === 1 ? RASTER_PRODUCT_IMAGES.get(i) : undefined;
        if (raster) {
          const file = rasterMediaPath(productImageFile(product.urlKey, n), raster);
          images.push({ file, label: product.en });
          insertAsset.run(`/catalog/product${file}`, RASTER_KIND, raster, '', '', n, null);
          continue;
        }
        const file = productImageFile(product.urlKey, n);
        images.push({ file, label: product.en });
        insertAsset.run(`/catalog/product${file}`, 'product', artwork.motif, product.category.colour,
          product.brand.en.charAt(0).toUpperCase(), n, artwork.finish);
      }
      return images;
    },
    write(product, fact, images) {
      const i = product.id;
      insertProduct.run(
        i, product.sku, product.typeId, product.price, fact.specialPrice, fact.from, fact.to, fact.qty, fact.inStock ? 1 : 0,
        fact.status, fact.visibility, product.brand.id, fact.bestSeller ? 1 : 0, fact.featured ? 1 : 0, fact.created, fact.created,
      );
      insertProductStore.run(i, AR, product.ar, product.urlKey, product.descriptionAr, `<p>${product.shortAr}</p>`);
      insertProductStore.run(i, EN, product.en, product.urlKey, product.descriptionEn, `<p>${product.shortEn}</p>`);
      images.forEach((image, index) => insertImage.run(i, index + 1, image.file, image.label));
      assign.run(product.category.id, i, i);
      assign.run(ALL_PRODUCTS_CATEGORY_ID, i, i);
      if (fact.window === 'active') assign.run(HOT_DEALS_CATEGORY_ID, i, i);
      if (product.typeId === 'virtual') assign.run(ECARDS_CATEGORY_ID, i, i);
    },
  };
}

/**
 * Writes configurable products after their variants: each shows its first variant's pictures until it has its own
 * (Magento's parent gallery), then the option attributes' links and values.
 */
export function writeConfigurables(
  writer: ProductWriter, seeds: readonly ProductSeed[], parents: readonly ParentSeed[], imagesOf: ReadonlyMap<number, readonly ProductImage[]>,
  db: Database,
): void {
  for (const parent of parents) {
    writer.write(parent.product, parent.facts, (imagesOf.get(parent.childIds[0] ?? 0) ?? []).map((image) => ({ ...image, label: parent.product.en })));
  }
  seedVariantLinks(db, seeds, parents);
}

/** A configurable product's texts: its family's name and description, its url key from its English name. */
export function familyTexts(family: FamilySeed): { descriptionEn: string; descriptionAr: string; urlKey: string } {
  return {
    descriptionEn: physicalDescription(family.en, family.brand, family.category, 'en'),
    descriptionAr: physicalDescription(family.ar, family.brand, family.category, 'ar'),
    urlKey: slugify(family.en),
  };
}

/**
 * Writes categories, brands, products, images, assignments and the category index. Dates are relative to now so
 * an "active" sale stays active whenever the database is created.
 */
export function seedCatalog(db: Database, now: Date): void {
  const random = seededRandom(20240401);
  const writeCategory = categoryWriter(db, now);
  for (const category of CATEGORIES) writeCategory(category);
  writeBrands(db, BRANDS);

  const writer = productWriter(db);
  const seeds = productSeeds();
  const facts = new Map(seeds.map((product) => [product.id, productFacts(product, random, now)]));
  const parents = configurableParents(seeds, facts, seeds.length + 1, familyTexts);
  const imagesOf = new Map<number, ProductImage[]>();
  for (const product of seeds) {
    const images = writer.images(product);
    imagesOf.set(product.id, images);
    writer.write(product, facts.get(product.id) as ProductFacts, images);
  }
  seedProductAttributes(db);
  writeConfigurables(writer, seeds, parents, imagesOf, db);
  seedSpecifications(db, seeds, parents);

  rebuildCategoryIndex(db);
}

/** Recomputes what each category lists: its own products plus, when anchor, all of its descendants'. */
export function rebuildCategoryIndex(db: Database): void {
  db.exec(`
    DELETE FROM category_product_index;
    INSERT INTO category_product_index (category_id, product_id, position)
    SELECT c.id, cp.product_id, MIN(cp.position)
    FROM categories c
    JOIN categories d ON d.id = c.id OR (c.is_anchor = 1 AND d.path LIKE c.path || '/%')
    JOIN category_products cp ON cp.category_id = d.id
    GROUP BY c.id, cp.product_id;
  `);
}
