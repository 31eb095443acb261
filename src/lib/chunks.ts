/** `values` in runs of at most `size`, in order (a request's worth each: MAX_PAGE_SIZE products a call). */
export function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += size) out.push(values.slice(start, start + size));
  return out;
}
