/**
 * The benches' one percentile: the p-th percentile of `values` by the nearest rank from below (p50 of ten values is
 * the sixth smallest), 0 when there are none. The values are not reordered.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
