/**
 * Registers every metric the storefront and the backend export, by loading the modules that define them (each
 * `*metrics.ts` of src/server, and the backend's), and answers their series names: what a query in deploy/ may
 * name. A new metrics module is found by its name, with no list to keep.
 */
import { registeredSeriesNames } from './promql-metric-names.ts';

export async function exportedSeriesNames(): Promise<Set<string>> {
  await Promise.all(Object.values(import.meta.glob(['/src/server/**/*metrics.ts', '/backend/http/metrics.ts'])).map((load) => load()));
  return registeredSeriesNames();
}
