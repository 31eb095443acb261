/**
 * The client build's scripts named with 6 characters of content hash instead of the bundler's 8. A name is in every
 * import of it: the store shell lists the 17 scripts it may load later, and each script names the ones it imports.
 * Hash characters do not compress, so the 2 characters fewer are 82 B less brotli of a new guest's 10 KB first-load
 * budget on a product page (tests/e2e/first-load-budget.spec.ts, measured 2026-12-01). Six base64url characters are
 * 36 bits: a file whose content changes keeps its old name once in 69 billion.
 */
const NAME = '_astro/[name].[hash:7].js';

export const SHORT_HASH_FILE_NAMES = { entryFileNames: NAME, chunkFileNames: NAME } as const;
