// Tap to open: how long after a direct tap (a touch phone, no hover first) a select or a date picker
// shows its drop-down, on a page just loaded: once with an empty cache (its code fetched by the tap)
// and once with the code cached by an earlier visit. Also checks that letters typed at once after
// the tap reach the select's search. Needs a production build.
// Usage: npx tsx bench/tap-to-open.ts [--runs N]   BENCH_PORT sets the app's port (default 3323).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { medianAndWorst } from './support/timing';
import { startApp } from './support/servers';

const PORT = Number(process.env.BENCH_PORT ?? 3323);
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1] || 5);
const TARGET_MS = 150;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'zh-CN' } as const;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'];

interface Case {
  name: string;
  route: string;
  /** Opens the phone's filter panel or whatever stands before the control. */
  before?: (page: Page) => Promise<void>;
  /** The control a thumb taps. */
  target: string;
  /** What shows once it opened. */
  opened: string;
  /** Letters typed right after the tap, to be found in the search. */
  typed?: string;
}

const CASES: Case[] = [
  {
    name: 'select (待我审批 · 流程)',
    route: '/home/workbench/pending',
    before: (page) => page.getByTestId('workbench-filter-toggle').tap(),
    target: '[id="workbench-pending-filter_processDefinitionKey"]',
    opened: '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
    // Latin letters: a keyboard's keys (Chinese arrives through an input method, as text the opened search takes itself).
    typed: 'pay',
  },
  {
    name: 'date range (待我审批 · 时间)',
    route: '/home/workbench/pending',
    before: (page) => page.getByTestId('workbench-filter-toggle').tap(),
    target: '[id="workbench-pending-filter_range"]',
    opened: '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
  },
];

async function signIn(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  const res = await context.request.post('/api/app/base/app/sys/user/login', { headers: { origin: base }, form: { username: 'wangfang', password: DEMO_PASSWORD } });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`sign-in failed: ${body.msg}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One tap on a freshly loaded page: milliseconds from the touch to the drop-down, and what the search holds. */
async function tapOnce(context: BrowserContext, c: Case): Promise<{ ms: number; search: string | null }> {
  const page = await context.newPage();
  await page.goto(c.route, { waitUntil: 'load' });
  if (c.before) await c.before(page);
  const target = page.locator(c.target).first();
  await target.waitFor({ state: 'visible' });
  await page.evaluate((opened) => {
    const w = window as unknown as { tapAt?: number; openAt?: number };
    w.tapAt = undefined;
    w.openAt = undefined;
    addEventListener('touchstart', (e) => (w.tapAt ??= e.timeStamp), { capture: true, once: true });
    // (No named functions in here: the bench runs through tsx, whose helpers do not exist in the page.)
    new MutationObserver(() => {
      if (w.openAt === undefined && document.querySelector(opened)) w.openAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, c.opened);
  await target.tap();
  if (c.typed) await page.keyboard.type(c.typed);
  await page.waitForFunction(() => (window as unknown as { openAt?: number }).openAt !== undefined, undefined, { timeout: 10_000 });
  const ms = await page.evaluate(() => {
    const w = window as unknown as { tapAt: number; openAt: number };
    return w.openAt - w.tapAt;
  });
  const search = c.typed ? await page.locator(`${c.target}`).first().inputValue().catch(() => null) : null;
  await page.close();
  return { ms, search };
}


async function main(): Promise<void> {
  const app = await startApp(PORT, { DATA_DIR: `/tmp/bench-tap-${PORT}`, COOKIE_SECURE: 'false', NODE_ENV: 'production' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const state = await signIn(browser, app.url);
    console.log(`\nTap to open on a 390 px touch phone, ${RUNS} runs each (median / worst, ms; target with cached code <= ${TARGET_MS})`);
    console.log(`${'control'.padEnd(34)}${'cold'.padStart(14)}${'cached'.padStart(14)}  typed at once`);
    for (const c of CASES) {
      const cold: number[] = [];
      const cached: number[] = [];
      const searches = new Set<string>();
      for (let run = 0; run < RUNS; run += 1) {
        // A new context has an empty cache: the tap fetches the control's code.
        const context = await browser.newContext({ ...PHONE, baseURL: app.url, storageState: state });
        const first = await tapOnce(context, c);
        cold.push(first.ms);
        // The same context again: the code is in the HTTP cache, as on a second visit.
        const second = await tapOnce(context, c);
        cached.push(second.ms);
        for (const s of [first.search, second.search]) if (s !== null) searches.add(s);
        await context.close();
      }
        const kept = c.typed ? ([...searches].every((s) => s === c.typed) ? `kept "${c.typed}"` : `LOST: ${[...searches].map((s) => JSON.stringify(s)).join(', ')}`) : '-';
      console.log(`${c.name.padEnd(34)}${medianAndWorst(cold)}${medianAndWorst(cached)}  ${kept}`);
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
