/** Order statistics for the web benchmarks (bench-web.ts, bench-lighthouse.ts, bench-form.ts). */

/** The value at `p` % of the sorted values (the upper one of a middle pair); NaN for none. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};

export const median = (values: readonly number[]): number => percentile(values, 50);
