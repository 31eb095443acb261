import { cachedStatement, type Database } from '../db/database.ts';
import { mediaUrl } from './media-url.ts';
import { SELLABLE_SQL } from '../db/sellable-sql.ts';

const BRANDS = `
  SELECT b.id, bs.name, b.image, b.url_key, b.url_key_standalone, b.is_featured,
         (SELECT COUNT(*) FROM products p WHERE p.brand_id = b.id AND ${SELLABLE_SQL}) AS product_count
  FROM brands b JOIN brand_store bs ON bs.brand_id = b.id AND bs.store_id = ?
  WHERE (? IS NULL OR b.is_featured = ?)
  ORDER BY b.position`;

export interface BrandView {
  id: number;
  name: string;
  image: string | null;
  url_key: string;
  url_key_standalone: string;
  product_count: number;
  is_featured: boolean;
}

/** Brands of a store view in the merchant's order; featured true/false keeps only (non-)featured ones. */
export function listBrands(db: Database, storeId: number, baseUrl: string, featured: boolean | null): BrandView[] {
  const flag = featured === null ? null : featured ? 1 : 0;
  const rows = cachedStatement(db, BRANDS).all(storeId, flag, flag) as Array<Omit<BrandView, 'is_featured'> & { is_featured: number }>;
  return rows.map((row) => ({
    ...row,
    image: row.image ? mediaUrl(baseUrl, row.image) : null,
    is_featured: row.is_featured === 1,
  }));
}
