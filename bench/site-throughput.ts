// /index of the app against a plain Next.js page (bench/plain-next: no antd, no translations, no
// database), loaded in turn with the same settings, twice each; then what /index sends a browser.
// Usage (after `npm run build`):  npx tsx bench/site-throughput.ts              (about a minute)
//   BENCH_URL=http://localhost:3000  measure a running app instead of starting one
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10  load per run
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startApp } from './support/servers';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3191);
const PLAIN_PORT = Number(process.env.BENCH_PLAIN_PORT ?? 3192);
const TARGET_RATIO = 0.7;
const PLAIN_DIR = path.resolve('bench/plain-next');
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

interface Run {
  rps: number;
  p50: number;
  p975: number;
  failed: number;
}

function newestSource(dir: string): number {
  return Math.max(...readdirSync(dir, { withFileTypes: true }).map((entry) => {
    if (entry.name === '.next' || entry.name === 'next-env.d.ts') return 0;
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs;
  }));
}

/** Builds the plain page with the project's Next.js when it has no build or its sources changed. */
function buildPlainIfNeeded(): void {
  const buildId = path.join(PLAIN_DIR, '.next/BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSource(PLAIN_DIR)) return;
  console.log('building bench/plain-next ...');
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: PLAIN_DIR, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error('building bench/plain-next failed');
}

async function startPlain(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(PLAIN_PORT)], { cwd: PLAIN_DIR, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  const url = `http://127.0.0.1:${PLAIN_PORT}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('bench/plain-next did not start');
}

async function load(url: string, seconds = DURATION): Promise<Run> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p975: r.latency.p97_5, failed: r.non2xx + r.errors + r.timeouts };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (body: Buffer | string) => gzipSync(body).length;

/** Files the HTML makes the browser fetch before the page is complete, by kind. */
function referencedAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&');
    if (!src) continue;
    if (/^<script/i.test(tag) || /\bas="script"/i.test(tag) || /\brel="modulepreload"/i.test(tag)) scripts.add(src);
    else if (/\brel="stylesheet"/i.test(tag) || /\bas="style"/i.test(tag)) styles.add(src);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

async function pageWeight(base: string, pagePath: string): Promise<string[]> {
  const res = await fetch(`${base}${pagePath}`);
  if (!res.ok) throw new Error(`${base}${pagePath} answered ${res.status}`);
  const html = await res.text();
  const { scripts, styles } = referencedAssets(html);
  const sizeOf = async (files: string[]) => {
    let total = 0;
    for (const file of files) total += gz(Buffer.from(await (await fetch(new URL(file, base))).arrayBuffer()));
    return total;
  };
  const inlineStyle = (html.match(/<style\b[\s\S]*?<\/style>/gi) ?? []).join('').length;
  return [
    `HTML ${kib(Buffer.byteLength(html))} raw, ${kib(gz(html))} gzip (inline <style> ${kib(inlineStyle)})`,
    `first-load JavaScript ${kib(await sizeOf(scripts))} gzip in ${scripts.length} files`,
    `CSS ${kib(await sizeOf(styles))} gzip in ${styles.length} files`,
  ];
}

const row = (name: string, r: Run) =>
  `${name.padEnd(14)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p97.5 ${String(r.p975).padStart(4)} ms${r.failed ? `   FAILED ${r.failed}` : ''}`;

async function main(): Promise<void> {
  buildPlainIfNeeded();
  const app = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => undefined }
    : await startApp(APP_PORT, { DATA_DIR: path.resolve('.tmp/bench-site-data'), COOKIE_SECURE: 'false' });
  const plain = await startPlain();
  try {
    const appUrl = `${app.url}/index`;
    const plainUrl = `${plain.url}/`;
    // Warm both (first renders compile nothing, but JIT and caches settle).
    await load(appUrl, 2);
    await load(plainUrl, 2);

    console.log(`\n/index throughput: app vs plain Next.js page (${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString()})`);
    const appRuns: Run[] = [];
    const plainRuns: Run[] = [];
    for (let round = 1; round <= 2; round++) {
      const a = await load(appUrl);
      appRuns.push(a);
      console.log(row(`app #${round}`, a));
      const p = await load(plainUrl);
      plainRuns.push(p);
      console.log(row(`plain #${round}`, p));
    }
    const mean = (runs: Run[]) => runs.reduce((s, r) => s + r.rps, 0) / runs.length;
    const ratio = mean(appRuns) / mean(plainRuns);
    console.log(`mean: app ${mean(appRuns).toFixed(0)} req/s, plain ${mean(plainRuns).toFixed(0)} req/s, app/plain ${(ratio * 100).toFixed(0)}% (target >= ${TARGET_RATIO * 100}%: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);

    console.log('\nWhat /index sends (gzip sizes computed here, level 6):');
    for (const line of await pageWeight(app.url, '/index')) console.log(`app    ${line}`);
    for (const line of await pageWeight(plain.url, '/')) console.log(`plain  ${line}`);
  } finally {
    plain.stop();
    app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
