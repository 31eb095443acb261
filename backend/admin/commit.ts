import { transaction } from '../db/database.ts';
import type { RestRequest } from '../http/router.ts';

/**
 * Runs an admin write in one transaction together with the notice of the cache tags it touches, then (after the
 * commit) clears the backend's caches and wakes the storefront notices. The answer does not wait for delivery.
 */
export function commitAdminChange<T>(request: RestRequest, write: () => { result: T; tags: string[] }): T {
  const { result } = transaction(request.db, () => {
    const change = write();
    request.changes.record(change.tags);
    return change;
  });
  request.changes.committed();
  return result;
}
