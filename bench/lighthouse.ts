// Lighthouse (mobile: its default form factor and simulated throttling) on public pages of a
// running server, in Debian's headless Chromium. Exits non-zero when a page misses a target.
// Usage: BENCH_URL=http://localhost:3000 npx tsx bench/lighthouse.ts   (about 10 s a page)
//        BENCH_PAGES=/index,/news  to choose the pages.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const PAGES = (process.env.BENCH_PAGES ?? '/index,/about,/news').split(',').map((p) => p.trim()).filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Lowest acceptable score (0-100) per category. */
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof TARGETS;
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

/** Lighthouse runs in a plain Node child (see the runner for why); one browser for all pages. */
async function audit(urls: string[]): Promise<Result[]> {
  const settings = JSON.stringify({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, categories: CATEGORIES });
  const { stdout } = await promisify(execFile)(process.execPath, ['bench/support/lighthouse-runner.mjs', settings, ...urls], { maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(stdout) as Result[];
}

async function main(): Promise<void> {
  console.log(`Lighthouse (mobile, simulated throttling) against ${BASE}, ${new Date().toISOString()}`);
  console.log(`targets: ${CATEGORIES.map((c) => `${c} >= ${TARGETS[c]}`).join(', ')}\n`);
  const reports = await audit(PAGES.map((p) => `${BASE}${p}`));
  let missed = 0;
  reports.forEach((lhr, i) => {
    const path = PAGES[i]!;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((c) => ({ c, score: Math.round((lhr.categories[c]?.score ?? 0) * 100) }));
    missed += scores.filter(({ c, score }) => score < TARGETS[c]).length;
    console.log(`${path}  (Lighthouse ${lhr.lighthouseVersion}, ${/Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium'})`);
    console.log(`  ${scores.map(({ c, score }) => `${c} ${score}${score < TARGETS[c] ? ' (below target)' : ''}`).join('  ')}`);
    console.log(`  ${METRICS.map(([label, id]) => `${label} ${metric(lhr, id)}`).join('   ')}`);
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
