/**
 * The client build's scripts named with 7 characters of content hash instead of the bundler's 8 (its least for this
 * many chunks). A script's name is in every import of it: the store shell lists the 17 scripts it may load later, and
 * each script names the ones it imports. Hash characters do not compress, so the one character fewer is 29 B less
 * brotli of a new guest's 10 KB first-load budget on a product page (tests/e2e/first-load-budget.spec.ts, measured
 * 2026-12-01). Seven base64url characters are 42 bits: a file whose content changes keeps its old name once in four
 * trillion.
 */
const NAME = '_astro/[name].[hash:7].js';

export const SHORT_HASH_FILE_NAMES = { entryFileNames: NAME, chunkFileNames: NAME } as const;
