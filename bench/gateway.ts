// Gateway forwarding cost and login round trip, against production builds (run `npm run build` first).
// Usage: npx tsx bench/gateway.ts   (prints a table; takes about a minute)
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { startApp, startStaticUpstream } from './support/servers';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const APP_INFO = '/api/app/base/app/sys/app/getByAppKey/fincrm';

async function load(title: string, url: string): Promise<string> {
  const r = await autocannon({ url, connections: 10, duration: DURATION });
  return `${title.padEnd(46)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
}

async function loginRoundTrip(base: string, rounds: number): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}/api/app/base/app/sys/user/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { code: number };
    if (body.code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return `login round trip (gateway + embedded, argon2id)   p50 ${at(0.5)} ms   p90 ${at(0.9)} ms   (${rounds} sequential logins)`;
}

async function main(): Promise<void> {
  const upstream = await startStaticUpstream();
  const viaHttp = await startApp(3211, { UPSTREAM_URL: upstream.url, DATA_DIR: '.tmp/bench-http' });
  const embedded = await startApp(3212, { DATA_DIR: '.tmp/bench-embedded' });
  try {
    // Warm both servers before measuring.
    for (const u of [`${viaHttp.url}${APP_INFO}`, `${embedded.url}${APP_INFO}`]) for (let i = 0; i < 50; i += 1) await fetch(u);
    const lines = [
      await load('upstream called directly (HTTP, no gateway)', `${upstream.url}${APP_INFO}`),
      await load('plain Next route handler (/api/gateway/health)', `${viaHttp.url}/api/gateway/health`),
      await load('gateway -> HTTP upstream', `${viaHttp.url}${APP_INFO}`),
      await load('gateway -> embedded backend (PGlite query)', `${embedded.url}${APP_INFO}`),
      await loginRoundTrip(embedded.url, 30),
    ];
    console.log(`\nGateway bench (${DURATION} s per row, 10 connections, ${new Date().toISOString()})`);
    for (const l of lines) console.log(l);
  } finally {
    viaHttp.stop();
    embedded.stop();
    await upstream.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
