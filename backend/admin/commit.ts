import { transaction } from '../db/database.ts';
import type { RestRequest } from '../http/router.ts';

/**
 * Runs an admin write in one transaction together with the notice of the cache tags it touches, then (after the
 * commit) clears the backend's caches and wakes the storefront notices. The answer does not wait for delivery.
 * A write that changed nothing (no tags) announces nothing.
 */
export function commitAdminChange<T>(request: RestRequest, write: () => { result: T; tags: string[] }): T {
  const { result, tags } = transaction(request.db, () => {
    const change = write();
    request.changes.record(change.tags);
    return change;
  });
  if (tags.length > 0) request.changes.committed();
  return result;
}
