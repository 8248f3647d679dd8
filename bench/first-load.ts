// Back-office first load: JS and CSS bytes a fresh, signed-in browser transfers per route (gzip, as
// `next start` compresses), side by side with the recorded baseline. Needs a production build.
// Usage: npx tsx bench/first-load.ts [--detail] [--save-baseline]
//   --detail         also lists every script and stylesheet of each route with its size
//   --save-baseline  writes the figures of this run to bench/first-load-baseline.json
//   --json FILE      also writes this run's figures to FILE (bench/patch-savings.ts reads them)
// What a chunk holds: build with BUNDLE_SOURCE_MAPS=1 (next.config.mjs) and read the .map file each
// chunk --detail names points to on its last line (sourceMappingURL; the map's name differs from the
// chunk's), which names its sources. BENCH_PORT sets the port the app is started on (default 3321).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { startApp } from './support/servers';

const PORT = Number(process.env.BENCH_PORT ?? 3321);
const ROUTES = ['/', '/system/user', '/crm/cluePool', '/crm/customer', '/message/notice', '/workflow/model', '/workflow/designer'];
const BASELINE_FILE = path.join(__dirname, 'first-load-baseline.json');
/** The designer carries the modeler and its panel; every other route is a list page or the dashboard. */
const DESIGNER_ROUTE = '/workflow/designer';
const TARGET = {
  list: { jsKB: 300, cssKB: 60 },
  designer: { jsKB: 450, cssKB: 80 },
} as const;
const targetOf = (route: string) => (route === DESIGNER_ROUTE ? TARGET.designer : TARGET.list);
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

interface RouteFigures {
  jsKB: number;
  cssKB: number;
  /** The HTML document, with the inline RSC payload (translations included). */
  htmlKB?: number;
  jsFiles: number;
  cssFiles: number;
}

interface Baseline {
  commit: string;
  date: string;
  note: string;
  routes: Record<string, RouteFigures>;
}

interface Transfer {
  url: string;
  kind: 'js' | 'css' | 'html';
  bytes: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Signs in once through the gateway's login call and keeps the session cookie for the fresh contexts. */
async function signIn(browser: Browser, base: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: base });
  const res = await context.request.post('/api/app/base/app/sys/user/login', {
    headers: { origin: base },
    form: { username: 'admin', password: DEMO_PASSWORD },
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`sign-in failed: ${body.msg}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Opens one route in a new context (empty cache: a fresh profile apart from the session cookie)
 * and sums what the network layer reports as transferred for scripts and stylesheets: gzip body
 * plus response headers, as the browser's network panel shows it.
 */
async function measure(browser: Browser, base: string, state: Awaited<ReturnType<typeof signIn>>, route: string): Promise<Transfer[]> {
  const context = await browser.newContext({ baseURL: base, storageState: state, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, { url: string; kind: Transfer['kind']; compressed: boolean }>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const kind = event.type === 'Script' ? 'js' : event.type === 'Stylesheet' ? 'css' : event.type === 'Document' ? 'html' : null;
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
    if (kind) kinds.set(event.requestId, { url: event.response.url, kind, compressed: encoding !== '' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const known = kinds.get(event.requestId);
    if (!known) return;
    // next start leaves bodies under 1 KB uncompressed; anything bigger should be compressed.
    if (!known.compressed && event.encodedDataLength > 2048) console.warn(`  (not compressed: ${known.url})`);
    transfers.push({ url: known.url, kind: known.kind, bytes: event.encodedDataLength });
  });
  const res = await page.goto(route, { waitUntil: 'networkidle', timeout: 90_000 });
  if (!res || !res.ok()) throw new Error(`${route} answered ${res?.status()}`);
  if (new URL(page.url()).pathname.startsWith('/login')) throw new Error(`${route} sent the browser to sign in`);
  // Scripts a page loads after hydration (lazy parts, prefetches) belong to its first load too.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await context.close();
  return transfers;
}

function figuresOf(transfers: Transfer[]): RouteFigures {
  const js = transfers.filter((t) => t.kind === 'js');
  const css = transfers.filter((t) => t.kind === 'css');
  const html = transfers.filter((t) => t.kind === 'html');
  const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.bytes, 0);
  return { jsKB: kb(sum(js)), cssKB: kb(sum(css)), htmlKB: kb(sum(html)), jsFiles: js.length, cssFiles: css.length };
}

function readBaseline(): Baseline | null {
  try {
    return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
  } catch {
    return null;
  }
}

function currentCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

function printTable(now: Record<string, RouteFigures>, baseline: Baseline | null): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(
    `\nFirst load, fresh browser signed in as admin (KB transferred, gzip; target JS <= ${TARGET.list.jsKB}, CSS <= ${TARGET.list.cssKB}; ` +
      `${DESIGNER_ROUTE} JS <= ${TARGET.designer.jsKB}, CSS <= ${TARGET.designer.cssKB})`,
  );
  if (baseline) console.log(`baseline: commit ${baseline.commit}, ${baseline.date}`);
  console.log(`${'route'.padEnd(22)}${pad('JS now', 9)}${pad('JS base', 9)}${pad('CSS now', 9)}${pad('CSS base', 10)}${pad('HTML now', 10)}${pad('HTML base', 11)}${pad('files js/css', 14)}  target`);
  for (const [route, f] of Object.entries(now)) {
    const b = baseline?.routes[route];
    const target = targetOf(route);
    const over = [f.jsKB > target.jsKB ? `JS +${kb((f.jsKB - target.jsKB) * 1024)}` : '', f.cssKB > target.cssKB ? `CSS +${kb((f.cssKB - target.cssKB) * 1024)}` : ''].filter(Boolean);
    console.log(
      `${route.padEnd(22)}${pad(f.jsKB, 9)}${pad(b ? b.jsKB : '-', 9)}${pad(f.cssKB, 9)}${pad(b ? b.cssKB : '-', 10)}` +
        `${pad(f.htmlKB ?? '-', 10)}${pad(b?.htmlKB ?? '-', 11)}${pad(`${f.jsFiles}/${f.cssFiles}`, 14)}  ${over.length ? `over: ${over.join(', ')}` : 'met'}`,
    );
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  const jsonFile = argv.includes('--json') ? argv[argv.indexOf('--json') + 1] : undefined;
  const app = await startApp(PORT, { DATA_DIR: '.tmp/bench-first-load' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const state = await signIn(browser, app.url);
    // One unmeasured visit lets the server compile nothing and warm its caches; the browser side is fresh each time.
    await measure(browser, app.url, state, '/');
    const now: Record<string, RouteFigures> = {};
    for (const route of ROUTES) {
      const transfers = await measure(browser, app.url, state, route);
      now[route] = figuresOf(transfers);
      if (args.has('--detail')) {
        console.log(`\n${route}`);
        for (const t of [...transfers].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${t.kind.padEnd(5)}${String(kb(t.bytes)).padStart(8)} KB  ${new URL(t.url).pathname}`);
      }
    }
    printTable(now, readBaseline());
    if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(now, null, 2)}\n`);
    if (args.has('--save-baseline')) {
      const baseline: Baseline = {
        commit: currentCommit(),
        date: new Date().toISOString().slice(0, 10),
        note: 'KB transferred (gzip body + headers) per route, fresh Chromium context signed in as admin, production build',
        routes: now,
      };
      writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
      console.log(`\nbaseline written to ${path.relative(process.cwd(), BASELINE_FILE)}`);
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
