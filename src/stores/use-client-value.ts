/**
 * Reads a nanostore in a React island without a hydration mismatch: during hydration React renders with
 * `serverValue` (what the server rendered, e.g. an empty cart), then re-renders with the stored value.
 * Plain `useSyncExternalStore`, so islands need no extra binding library.
 */
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useClientValue<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => serverValue,
  );
}
