import { useEffect, useState } from 'react';

/**
 * False on the server and during the first client render, true right after mount. Islands read persisted
 * (local storage) values only once this is true, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
