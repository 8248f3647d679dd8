/** The value below which a share `p` (0..1) of the sorted figures lie. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

/** Runs `run` once to warm up, then `runs` times, and prints its median and 95th percentile. */
export async function timed(run: () => Promise<unknown>, runs: number): Promise<string> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;
}

/** The middle figure (the upper one of two). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** "median / worst" in whole milliseconds, right-aligned in a column of `width`. */
export const medianAndWorst = (values: number[], width = 14) => `${Math.round(median(values))} / ${Math.round(Math.max(...values))}`.padStart(width);
