// Lighthouse (mobile: its default form factor and simulated throttling) on public pages of a
// running server, in Debian's headless Chromium. Exits non-zero when a page misses a target.
// Usage: BENCH_URL=http://localhost:3000 npx tsx bench/lighthouse.ts   (about 10 s a page)
//        BENCH_PAGES=/index,/news  to choose the pages.
//        BENCH_USER=admin  signs in first (demo password, or BENCH_PASSWORD) and audits back-office
//        pages (default: home, 待我审批, 客户 and the first customer's record) for performance and
//        accessibility, the targets of a page staff use on the move.
//        BENCH_DETAIL=1  also prints the scripts that cost the main thread most, and their bytes.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const USER = process.env.BENCH_USER;
const PAGES = (process.env.BENCH_PAGES ?? (USER ? '/,/home/workbench/pending,/crm/customer,customer-record' : '/index,/about,/news')).split(',').map((p) => p.trim()).filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Lowest acceptable score (0-100) per category: the public site's, and the back office's on a phone (not indexed, behind a sign-in). */
const PUBLIC_TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
const SIGNED_IN_TARGETS: Partial<Record<keyof typeof PUBLIC_TARGETS, number>> = { performance: 80, accessibility: 95 };
type Category = keyof typeof PUBLIC_TARGETS;
const TARGETS: Partial<Record<Category, number>> = USER ? SIGNED_IN_TARGETS : PUBLIC_TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

/** Audits of a category that did not pass (scored or not), with what Lighthouse says about them. */
function failingAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    if (['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode)) return [];
    // Performance metrics are shown as figures above; list the rest.
    if (category === 'performance' && ref.group === 'metrics') return [];
    const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
    const scored = ref.weight > 0 ? '' : ' (not scored)';
    const items = (audit.details as { items?: unknown[] } | undefined)?.items;
    const count = Array.isArray(items) && items.length > 0 ? ` [${items.length} item${items.length === 1 ? '' : 's'}]` : '';
    return [`${ref.id}: ${audit.title}${detail}${count}${scored}`];
  });
}

function metric(lhr: Result, id: string): string {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) return 'n/a';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** What painted last as the largest content: the element Lighthouse's LCP breakdown names. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; nodeLabel?: string; selector?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'n/a';
}

/** The scripts that kept the main thread busiest (Lighthouse's bootup-time), with what they weigh on the wire. */
function costliestScripts(lhr: Result): string[] {
  const boot = (lhr.audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined)?.items ?? [];
  const weights = (lhr.audits['network-requests']?.details as { items?: { url: string; transferSize?: number; resourceType?: string }[] } | undefined)?.items ?? [];
  const scripts = weights.filter((w) => w.resourceType === 'Script');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const short = (url: string) => url.replace(BASE, '');
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  return [
    `observed without throttling: FCP ${Math.round(observed.observedFirstContentfulPaint ?? 0)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint ?? 0)} ms, load ${Math.round(observed.observedLoad ?? 0)} ms`,
    `scripts: ${scripts.length}, ${kb(scripts.reduce((sum, w) => sum + (w.transferSize ?? 0), 0))} on the wire`,
    ...boot.slice(0, 8).map((item) => {
      const bytes = scripts.find((w) => w.url === item.url)?.transferSize;
      return `${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms)${bytes === undefined ? '' : `, ${kb(bytes)}`}  ${short(item.url)}`;
    }),
  ];
}

/** The session cookie of a sign-in through the login call, as the login page makes it. */
async function signIn(username: string): Promise<string> {
  const res = await fetch(`${BASE}/api/app/base/app/sys/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: BASE },
    body: new URLSearchParams({ username, password: process.env.BENCH_PASSWORD ?? 'Fincrm@2026' }),
  });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 0) throw new Error(`${username} could not sign in: ${answer.msg}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The first customer's record page: a record as staff open it from the list. */
async function customerRecordPath(cookie: string): Promise<string> {
  const res = await fetch(`${BASE}/api/crm/customer/query`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: BASE },
    body: JSON.stringify({ pageNo: 1, pageSize: 1 }),
  });
  const answer = (await res.json()) as { data?: { records?: { customer_key?: string }[] } };
  const key = answer.data?.records?.[0]?.customer_key;
  if (!key) throw new Error('no customer to open');
  return `/crm/customer/${encodeURIComponent(key)}`;
}

/** Lighthouse runs in a plain Node child (see the runner for why); one browser for all pages. */
async function audit(urls: string[], cookie: string | null): Promise<Result[]> {
  const settings = JSON.stringify({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, categories: CATEGORIES, extraHeaders: cookie ? { Cookie: cookie } : undefined });
  const { stdout } = await promisify(execFile)(process.execPath, ['bench/support/lighthouse-runner.mjs', settings, ...urls], { maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(stdout) as Result[];
}

async function main(): Promise<void> {
  console.log(`Lighthouse (mobile, simulated throttling) against ${BASE}, ${new Date().toISOString()}`);
  console.log(`targets: ${CATEGORIES.map((c) => `${c} >= ${TARGETS[c]}`).join(', ')}\n`);
  const cookie = USER ? await signIn(USER) : null;
  if (USER) console.log(`signed in as ${USER}`);
  const pages = await Promise.all(PAGES.map(async (p) => (p === 'customer-record' && cookie ? customerRecordPath(cookie) : p)));
  const reports = await audit(pages.map((p) => `${BASE}${p}`), cookie);
  let missed = 0;
  reports.forEach((lhr, i) => {
    const path = pages[i]!;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((c) => ({ c, score: Math.round((lhr.categories[c]?.score ?? 0) * 100) }));
    const below = (c: Category, score: number) => score < (TARGETS[c] ?? 0);
    missed += scores.filter(({ c, score }) => below(c, score)).length;
    console.log(`${path}  (Lighthouse ${lhr.lighthouseVersion}, ${/Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium'})`);
    console.log(`  ${scores.map(({ c, score }) => `${c} ${score}${below(c, score) ? ' (below target)' : ''}`).join('  ')}`);
    console.log(`  ${METRICS.map(([label, id]) => `${label} ${metric(lhr, id)}`).join('   ')}`);
    console.log(`  LCP element: ${lcpElement(lhr)}`);
    if (process.env.BENCH_DETAIL) for (const line of costliestScripts(lhr)) console.log(`  ${line}`);
    for (const c of CATEGORIES) {
      for (const line of failingAudits(lhr, c)) console.log(`  ${c} fails ${line}`);
    }
    console.log('');
  });
  if (missed > 0) {
    console.error(`${missed} score(s) below target`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
