/**
 * Recovery from a failed code-chunk load (spec §8, §9): after a deploy, an open page may ask for island chunks
 * that no longer exist. The page then reloads to get the new build, but at most once per 60 seconds (guarded in
 * session storage), so a chunk that is really broken cannot cause a reload loop.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Browsers word a failed dynamic import differently: Chromium, Firefox and Safari respectively. */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURE.test(message);
}

/** True when no reload happened in the last 60 s (an unreadable stamp counts as none). */
export function mayReloadAfterChunkFailure(lastReloadAt: string | null, now: number): boolean {
  const last = lastReloadAt === null ? Number.NaN : Number(lastReloadAt);
  return !Number.isFinite(last) || now - last >= CHUNK_RELOAD_INTERVAL_MS || last > now;
}

/** Reloads once, stamping the time first; returns whether it did. */
export function reloadAfterChunkFailure(storage: Storage, reload: () => void, now = Date.now()): boolean {
  let last: string | null;
  try {
    last = storage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    // Without session storage there is no guard: never reload, a loop would be worse than a stale page.
    return false;
  }
  if (!mayReloadAfterChunkFailure(last, now)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
