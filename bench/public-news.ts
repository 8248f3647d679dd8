// The public news pages (/news, one article, sitemap.xml) against /index, loaded in turn with the
// same settings in one run, with the ratio to /index and the figures measured before the news pages
// were cached. Starts the production build on a throwaway data folder unless BENCH_URL names a
// running app.
// Runs on the embedded PGlite and, when a server answers (TEST_DATABASE_URL or the local one), on
// PostgreSQL, where each cached news page first reads the news version from the database.
// Usage (after `npm run build`):  npx tsx bench/public-news.ts        (about four minutes)
//   BENCH_URL=http://localhost:3000  measure a running app instead of starting one
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_ROUNDS=2  load per run
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApp } from './support/servers';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3196);
/** Issue 16's target: the news pages within this share of /index's throughput. */
const TARGET_RATIO = 0.8;
/** Issue 16's figures for main, before the news pages were cached (force-dynamic), on the 2-core machine. */
const BASELINE = { index: '890-949 req/s', news: '18-24 req/s', ratio: '0.02-0.03x' };

interface Run {
  rps: number;
  p50: number;
  p975: number;
  failed: number;
}

async function load(url: string, seconds = DURATION): Promise<Run> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p975: r.latency.p97_5, failed: r.non2xx + r.errors + r.timeouts };
}

/** The first article the list links to (the newest published item). */
async function firstArticle(base: string): Promise<string> {
  const res = await fetch(`${base}/news`);
  if (!res.ok) throw new Error(`/news answered ${res.status}`);
  const found = /href="(\/article\/[A-Za-z0-9_-]+)"/.exec(await res.text())?.[1];
  if (!found) throw new Error('/news lists no article to measure');
  return found;
}

/** What Next answered about its cache on a second request (HIT when served from the cache). */
async function cacheState(url: string): Promise<string> {
  await fetch(url);
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.headers.get('x-nextjs-cache') ?? 'not cached';
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Loads the pages of one running app in turn; answers the printed lines and the slowest page's ratio to /index. */
async function measure(url: string): Promise<{ lines: string[]; worst: number }> {
  const pages = [
    { name: '/index', path: '/index' },
    { name: '/news', path: '/news' },
    { name: '/article/<key>', path: await firstArticle(url) },
    { name: '/sitemap.xml', path: '/sitemap.xml' },
  ];
  const states = await Promise.all(pages.map(async (p) => `${p.name} ${await cacheState(`${url}${p.path}`)}`));
  // Warm each page (JIT, first renders) before anything is counted.
  for (const p of pages) await load(`${url}${p.path}`, 2);

  const runs = new Map<string, Run[]>(pages.map((p) => [p.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    // In turn within a round, so a busy moment of the machine falls on every page alike.
    for (const p of pages) runs.get(p.name)!.push(await load(`${url}${p.path}`));
  }
  const lines = [`  cache on the second request: ${states.join(', ')}`];
  const indexRps = median(runs.get('/index')!.map((r) => r.rps));
  for (const p of pages) {
    const list = runs.get(p.name)!;
    const rps = median(list.map((r) => r.rps));
    const each = list.map((r) => r.rps.toFixed(0)).join(' / ');
    const ratio = p.name === '/index' ? '' : `   ${(rps / indexRps).toFixed(2)}x of /index`;
    const failed = list.reduce((n, r) => n + r.failed, 0);
    lines.push(`  ${p.name.padEnd(15)} ${each.padStart(17)} req/s   p50 ${String(median(list.map((r) => r.p50))).padStart(4)} ms   p97.5 ${String(median(list.map((r) => r.p975))).padStart(5)} ms${ratio}${failed ? `   FAILED ${failed}` : ''}`);
  }
  const worst = Math.min(...pages.filter((p) => p.name !== '/index').map((p) => median(runs.get(p.name)!.map((r) => r.rps)) / indexRps));
  lines.push(`  slowest news page: ${worst.toFixed(2)}x of /index (target >= ${TARGET_RATIO}x)`);
  return { lines, worst };
}

/** A fresh PostgreSQL database for the app, or null when no server answers. */
async function freshPostgres(name: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end().catch(() => {});
    }
  };
  try {
    await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await run(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {}) };
}

async function onApp(label: string, env: Record<string, string>): Promise<{ lines: string[]; worst: number }> {
  const app = await startApp(APP_PORT, { DATA_DIR: path.resolve('.tmp/bench-news-data'), COOKIE_SECURE: 'false', ...env });
  try {
    const { lines, worst } = await measure(app.url);
    return { lines: [label, ...lines], worst };
  } finally {
    app.stop();
    await new Promise((resolve) => app.child.once('exit', resolve));
  }
}

async function main(): Promise<void> {
  const results: { lines: string[]; worst: number }[] = [];
  if (process.env.BENCH_URL) {
    const { lines, worst } = await measure(process.env.BENCH_URL.replace(/\/$/, ''));
    results.push({ lines: [`running app at ${process.env.BENCH_URL}`, ...lines], worst });
  } else {
    results.push(await onApp('embedded PGlite (one process)', {}));
    // On PostgreSQL every cached news page first reads the news version from the database.
    const database = await freshPostgres(`fincrm_bench_news_${process.pid}`);
    if (database) {
      try {
        results.push(await onApp('PostgreSQL (the news version read on each request)', { DATABASE_URL: database.url }));
      } finally {
        await database.drop();
      }
    } else {
      results.push({ lines: ['PostgreSQL: not measured (no server answered)'], worst: Infinity });
    }
  }
  console.log(`\nPublic news pages against /index (${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} rounds, ${new Date().toISOString()})`);
  for (const r of results) console.log(r.lines.join('\n'));
  console.log(`before (issue 16, force-dynamic news pages): /index ${BASELINE.index}, /news and /article ${BASELINE.news} (${BASELINE.ratio})`);
  if (results.some((r) => r.worst < TARGET_RATIO)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
