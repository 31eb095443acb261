import { clearCatalogCache } from '../db/memo.ts';
import { transaction, type Database } from '../db/database.ts';
import { seedCatalog } from './catalog.ts';
import { seedCommerce } from './commerce.ts';
import { seedContent } from './content.ts';
import { seedGeneratedCatalogue } from './generated-catalogue.ts';
import { rebuildSearchIndex, searchIndexMissing } from '../search/search-index.ts';
import { seedSearchSynonyms } from './search-synonyms.ts';
import { lacksSocialFeed, seedSocialFeed } from './social-feed.ts';
import { lacksReviews, seedReviews } from './reviews.ts';

/**
 * Fills an empty database with the deterministic bilingual catalogue and content, then the commerce seed, in one
 * transaction (a half-seeded database would be taken as seeded on the next start). A database that already has
 * products is left alone, except that content added to the seed since it was made (the social image feed) is
 * written when missing, and a catalogue older than the search index gets its index and the seed synonyms.
 *
 * `products` grows a new catalogue to that many products (generated-catalogue.ts); without it the seed is as it is.
 */
export function seedIfEmpty(db: Database, now: Date = new Date(), { products }: { products?: number } = {}): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
  if (n > 0) {
    if (lacksSocialFeed(db)) transaction(db, () => seedSocialFeed(db, now));
    if (lacksReviews(db)) transaction(db, () => seedReviews(db, now));
    if (searchIndexMissing(db)) {
      transaction(db, () => {
        const { synonyms } = db.prepare('SELECT COUNT(*) AS synonyms FROM search_synonyms').get() as { synonyms: number };
        if (synonyms === 0) seedSearchSynonyms(db);
        rebuildSearchIndex(db);
      });
      clearCatalogCache(db);
    }
    return;
  }
  transaction(db, () => {
    seedCatalog(db, now);
    seedReviews(db, now);
    if (products !== undefined) seedGeneratedCatalogue(db, products, now);
    seedContent(db, now);
    seedCommerce(db);
    seedSearchSynonyms(db);
    rebuildSearchIndex(db);
  });
  // The query planner's statistics of the new tables. Without them SQLite takes an index on a column nearly every
  // row shares (products' status) over a selective one (brand_id), and a brand's listing reads the whole catalogue.
  db.exec('ANALYZE');
  clearCatalogCache(db);
}
