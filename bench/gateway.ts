// Gateway forwarding cost and login round trip, against production builds (run `npm run build` first).
// Usage: npx tsx bench/gateway.ts   (prints a table; takes about two minutes; BENCH_PORT_BASE moves its two ports)
//
// The plain route handler and the gateway are measured in alternating rounds, so that a busy
// machine slows both alike; the ratio of their medians is the figure that travels between machines.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { median } from './support/timing';
import { startApp, startStaticUpstream } from './support/servers';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const APP_INFO = '/api/app/base/app/sys/app/getByAppKey/fincrm';
/** The two apps listen on this port and the next (BENCH_PORT_BASE), so that several benches can run side by side. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3211);

/** Recorded on the commit before the gateway used Node's own HTTP client (2-core machine, same bench). */
const BASELINE = { plain: 1_278, gateway: 681 };

interface Figure { rate: number; p50: number; p99: number; errors: number; cpuMsPerCall: number }

/** CPU time (user + system, ms) a process has used so far; Linux only, 0 elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Throughput and latency under load, and the server's CPU time per call: on a shared machine the
 * latter hardly moves with the load of others, so it shows the gateway's own cost best.
 */
async function load(url: string, server?: { pid?: number }, headers?: Record<string, string>): Promise<Figure> {
  const cpuBefore = cpuMsOf(server?.pid);
  const r = await autocannon({ url, connections: 10, duration: DURATION, headers });
  const cpuMsPerCall = (cpuMsOf(server?.pid) - cpuBefore) / Math.max(1, r.requests.total);
  return { rate: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuMsPerCall };
}


function row(title: string, figures: Figure[]): string {
  const rate = median(figures.map((f) => f.rate));
  const p50 = median(figures.map((f) => f.p50));
  const p99 = median(figures.map((f) => f.p99));
  const errors = figures.reduce((n, f) => n + f.errors, 0);
  const cpu = median(figures.map((f) => f.cpuMsPerCall));
  const cpuText = cpu ? `   server CPU ${cpu.toFixed(3)} ms/call` : '';
  return `${title.padEnd(52)} ${String(Math.round(rate)).padStart(7)} req/s   p50 ${String(p50).padStart(4)} ms   p99 ${String(p99).padStart(4)} ms   errors ${errors}${cpuText}`;
}

async function signIn(base: string): Promise<{ cookie: string; targetKey: string }> {
  const res = await fetch(`${base}/api/app/base/app/sys/user/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; data: { target_key: string } };
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (body.code !== 0 || !cookie) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { cookie, targetKey: body.data.target_key };
}

async function loginRoundTrip(base: string, rounds: number): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await signIn(base);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return `login round trip (gateway + embedded, argon2id)   p50 ${at(0.5)} ms   p90 ${at(0.9)} ms   (${rounds} sequential logins)`;
}

async function main(): Promise<void> {
  const upstream = await startStaticUpstream();
  const viaHttp = await startApp(PORT_BASE, { UPSTREAM_URL: upstream.url, DATA_DIR: '.tmp/bench-http' });
  const embedded = await startApp(PORT_BASE + 1, { DATA_DIR: '.tmp/bench-embedded' });
  try {
    // Each address under load for a while first, so that neither side of a ratio is measured before the JIT has compiled it.
    for (const u of [`${viaHttp.url}${APP_INFO}`, `${viaHttp.url}/api/gateway/health`, `${embedded.url}${APP_INFO}`]) await autocannon({ url: u, connections: 10, duration: WARM_UP_SECONDS });
    const admin = await signIn(embedded.url);
    const signedIn = { cookie: admin.cookie };
    const userInfo = `${embedded.url}/api/app/base/app/sys/user/getUserInfo/${encodeURIComponent(admin.targetKey)}`;
    const plain: Figure[] = [];
    const gateway: Figure[] = [];
    const direct: Figure[] = [];
    const embeddedPublic: Figure[] = [];
    const embeddedSignedIn: Figure[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      direct.push(await load(`${upstream.url}${APP_INFO}`));
      plain.push(await load(`${viaHttp.url}/api/gateway/health`, viaHttp.child));
      gateway.push(await load(`${viaHttp.url}${APP_INFO}`, viaHttp.child));
      embeddedPublic.push(await load(`${embedded.url}${APP_INFO}`, embedded.child));
      embeddedSignedIn.push(await load(userInfo, embedded.child, signedIn));
    }
    const ratios = plain.map((p, i) => gateway[i]!.rate / p.rate);
    const ratio = median(ratios);
    const baselineRatio = BASELINE.gateway / BASELINE.plain;
    console.log(`\nGateway bench (${ROUNDS} alternating rounds of ${DURATION} s per row, 10 connections, medians, ${new Date().toISOString()})`);
    console.log(row('upstream called directly (HTTP, no gateway)', direct));
    console.log(row('plain Next route handler (/api/gateway/health)', plain));
    console.log(row('gateway -> HTTP upstream', gateway));
    console.log(row('gateway -> embedded backend (public call)', embeddedPublic));
    console.log(row('gateway -> embedded backend (signed in, user info)', embeddedSignedIn));
    console.log(await loginRoundTrip(embedded.url, 30));
    console.log('');
    const cpuRatio = median(plain.map((p) => p.cpuMsPerCall)) / Math.max(1e-9, median(gateway.map((g) => g.cpuMsPerCall)));
    console.log(`gateway / plain route handler, req/s        now ${ratio.toFixed(2)}x (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})   baseline ${baselineRatio.toFixed(2)}x (${BASELINE.gateway} vs ${BASELINE.plain} req/s)   target >= 0.80x`);
    console.log(`gateway / plain route handler, CPU per call now ${cpuRatio.toFixed(2)}x (plain's CPU per call over the gateway's: the same ratio, independent of other load)`);
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
