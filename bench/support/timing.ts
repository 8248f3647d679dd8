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
