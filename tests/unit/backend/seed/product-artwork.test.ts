/**
 * The seed's generated pictures (issue 55): a variant's pictures are drawn in its colour, for every configurable
 * product (the colour option decides, whatever the product line); a keyboard is drawn as a keyboard, not as the
 * mouse of its category; a brand's logo is its name, not a letter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderArtwork, type ArtworkAsset } from '../../../../backend/catalog/artwork.ts';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { OPTIONS } from '../../../../backend/seed/product-options.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db, new Date('2026-03-01T09:00:00Z'));
});
afterAll(() => db.close());

/** The drawing of a product's first picture, as the media route renders it. */
function firstPicture(sku: string): { asset: ArtworkAsset; svg: string } {
  const asset = db.prepare(`SELECT m.* FROM products p JOIN product_images i ON i.product_id = p.id AND i.position = 1
    JOIN media_assets m ON m.path = '/catalog/product' || i.file WHERE p.sku = ?`).get(sku) as ArtworkAsset | undefined;
  if (!asset) throw new Error(`no first picture for ${sku}`);
  return { asset, svg: asset.kind === 'product' ? renderArtwork(asset).svg : '' };
}

interface VariantRow { parent: string; sku: string; color: string }

/** Every variant of every configurable product with its colour option's swatch. */
const colouredVariants = () => db.prepare(`SELECT parent.sku AS parent, child.sku AS sku, o.swatch_value AS color
  FROM configurable_links l JOIN products parent ON parent.id = l.parent_id JOIN products child ON child.id = l.child_id
  JOIN product_attribute_values v ON v.product_id = child.id JOIN attribute_options o ON o.option_id = v.option_id
  JOIN product_attributes a ON a.attribute_id = o.attribute_id AND a.attribute_code = 'color'`).all() as unknown as VariantRow[];

describe('a variant\'s pictures', () => {
  it('are drawn in its colour, so Black, Blue and Silver are three different phones', () => {
    // 128 GB Black (a photo of a black phone: backend/seed/raster-media.ts), 256 GB Silver, 512 GB Blue.
    const phones = ['APPL-1001', 'APPL-1003', 'APPL-1004'].map(firstPicture);
    expect(phones.map((phone) => phone.asset.kind)).toEqual(['raster', 'product', 'product']);
    expect(phones[1]?.svg).toContain('fill="#c0c0c0"');
    expect(phones[2]?.svg).toContain('fill="#2f5d8a"');
    expect(phones[1]?.svg).not.toBe(phones[2]?.svg);
  });

  it('follow the colour option of every configurable product, whatever its line', () => {
    const variants = colouredVariants();
    expect(new Set(variants.map((variant) => variant.parent)).size).toBeGreaterThan(10);
    for (const variant of variants) {
      const { asset, svg } = firstPicture(variant.sku);
      if (asset.kind !== 'product') continue;
      expect(svg, variant.sku).toContain(`fill="${variant.color}"`);
    }
    // Two variants of one product in two colours never share a picture.
    const byParent = new Map<string, Map<string, string>>();
    for (const variant of variants) {
      const colours = byParent.get(variant.parent) ?? new Map<string, string>();
      const { asset, svg } = firstPicture(variant.sku);
      colours.set(variant.color, asset.kind === 'product' ? svg : asset.motif);
      byParent.set(variant.parent, colours);
    }
    for (const [parent, colours] of byParent) expect(new Set(colours.values()).size, parent).toBe(colours.size);
    expect(OPTIONS.filter((option) => option.attribute === 'color').every((option) => /^#[0-9a-f]{6}$/i.test(option.swatch ?? ''))).toBe(true);
  });
});

describe('what a picture draws', () => {
  it('a keyboard as a keyboard, a mouse as a mouse, in the same category', () => {
    const motif = (name: string) =>
      (db.prepare(`SELECT m.motif FROM product_store s JOIN product_images i ON i.product_id = s.product_id AND i.position = 1
        JOIN media_assets m ON m.path = '/catalog/product' || i.file WHERE s.store_id = 2 AND s.name LIKE ? LIMIT 1`).get(`%${name}%`) as { motif: string }).motif;
    expect(motif('MX Keys S Keyboard')).toBe('keyboard');
    expect(motif('MX Master 3S Mouse')).toBe('mouse');
    expect(motif('UltraSharp 27 4K Monitor')).toBe('monitor');
  });

  it('a brand\'s logo as its name', () => {
    const logo = db.prepare("SELECT * FROM media_assets WHERE path = '/brands/samsung.svg'").get() as unknown as ArtworkAsset;
    const { svg } = renderArtwork(logo);
    expect(svg).toMatch(/>Samsung</i);
  });
});
