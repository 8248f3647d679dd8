// Public news pages: throughput and HTML size against a server that is already running.
// Usage: BENCH_URL=http://localhost:3000 npx tsx bench/public-news.ts   (about 10 s; starts nothing)
import autocannon from 'autocannon';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

async function htmlOf(path: string): Promise<string> {
  const res = await fetch(`${BASE}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

/** The first article the list links to (the newest published item). */
function firstArticle(listHtml: string): string | null {
  return /href="(\/article\/[A-Za-z0-9_-]+)"/.exec(listHtml)?.[1] ?? null;
}

async function measure(path: string): Promise<string> {
  const r = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION });
  const size = Buffer.byteLength(await htmlOf(path));
  return `${path.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx + r.errors}   HTML ${(size / 1024).toFixed(1)} KiB`;
}

async function main(): Promise<void> {
  const list = await htmlOf('/news');
  const article = firstArticle(list);
  const lines = [await measure('/news')];
  if (article) lines.push(await measure(article));
  else lines.push('/article/<key>: no published news to measure');
  console.log(`\nPublic news bench against ${BASE} (${DURATION} s per row, ${CONNECTIONS} connections, ${new Date().toISOString()})`);
  for (const l of lines) console.log(l);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
