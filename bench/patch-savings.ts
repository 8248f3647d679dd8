// What each build-time rewrite of another package keeps off the pages (tools/third-party-patches.ts):
// builds once with all of them and once without each, and prints the first-load difference per
// route (KB transferred, gzip, as bench/first-load.ts measures). Rebuilds .next each time and
// leaves the last build without a rewrite: run `npx next build` afterwards.
// Usage: npx tsx bench/patch-savings.ts   (about 3 minutes a build)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Each rewrite by a part of its loader's path (next.config.mjs leaves out those BENCH_PATCHES_OFF names). */
const REWRITES = ['zero-runtime-style-loader', 'no-column-filter-loader', 'antd-import-rewrites-loader', 'no-style-register-loader', 'deferred-ui-loader'];
const OUT = '.tmp/patch-savings';

type Figures = Record<string, { jsKB: number; cssKB: number }>;

function buildAndMeasure(leftOut: string): Figures {
  // Turbopack's cache does not notice a change of loaders: each build starts without it.
  rmSync('.next/cache', { recursive: true, force: true });
  const env = { ...process.env, BENCH_PATCHES_OFF: leftOut };
  console.log(`building${leftOut ? ` without ${leftOut}` : ' with every rewrite'} ...`);
  execFileSync('npx', ['next', 'build'], { env, stdio: 'ignore' });
  const file = path.join(OUT, `${leftOut || 'all'}.json`);
  execFileSync('npx', ['tsx', 'bench/first-load.ts', '--json', file], { env, stdio: 'ignore' });
  return JSON.parse(readFileSync(file, 'utf8')) as Figures;
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  const all = buildAndMeasure('');
  const rows: string[] = [];
  for (const rewrite of REWRITES) {
    const without = buildAndMeasure(rewrite);
    const saved = Object.entries(all).map(([route, f]) => {
      const w = without[route]!;
      return { route, kb: Math.round((w.jsKB + w.cssKB - f.jsKB - f.cssKB) * 10) / 10 };
    });
    const most = saved.reduce((a, b) => (b.kb > a.kb ? b : a));
    rows.push(`${rewrite.padEnd(30)} ${saved.map((s) => `${s.route} ${s.kb}`).join(' · ')}   (most: ${most.kb} KB on ${most.route})`);
  }
  console.log('\nKB a fresh signed-in browser would transfer more without each rewrite (JS + CSS, gzip):');
  for (const row of rows) console.log(row);
}

main();
