import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, test, type Page } from './support/test';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { signIn } from './support/session';

/*
 * The main pages, public and signed in, in both languages, checked against WCAG 2.1 A and AA:
 * no critical or serious finding may be left, and each page has its level-one heading. Each page
 * is checked once its content has loaded.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

interface CheckedPage {
  name: string;
  path: string;
  /** What shows once the page's content is there. */
  ready: string;
  /**
   * Parts drawn by a third-party library whose markup the app does not write: left out of the
   * check, each with the reason.
   */
  exclude?: readonly string[];
}

const PUBLIC_PAGES: readonly CheckedPage[] = [
  { name: 'public home', path: '/index', ready: 'main h1' },
  { name: 'public news', path: '/news', ready: '[data-testid="public-news-list"]' },
];

const BACK_OFFICE_PAGES: readonly CheckedPage[] = [
  { name: 'dashboard', path: '/', ready: '[data-testid="dashboard-greeting"]' },
  { name: 'customer list', path: '/crm/customer', ready: '[data-testid="entity-list"]' },
  { name: 'customer record', path: '/crm/customer/cus-demo-01', ready: '[data-testid="record-page"]' },
  { name: 'workbench', path: '/home/workbench/pending', ready: '[data-testid="workbench-table"]' },
  {
    name: 'process designer',
    path: '/workflow/designer',
    ready: '[data-testid="designer-canvas"]',
    // The diagram itself is the modeling library's SVG drawing surface (shapes, palette, context
    // pad), which it renders and redraws on its own; the panel beside it is the app's and is checked.
    exclude: ['[data-testid="designer-canvas"] .djs-container'],
  },
  { name: 'notice list', path: '/message/notice', ready: '[data-testid="notice-management"]' },
  { name: 'project overview', path: '/okrProject/overview?key=prj-demo-02', ready: '[data-testid="overview-activity"]' },
  { name: 'statistics', path: '/crm/statistics', ready: '[data-testid="stat-ranking"]' },
  { name: 'user admin', path: '/system/user', ready: '[data-testid="entity-list"]' },
  // What an administrator building a form and flow works in, and what the colleague then fills in.
  { name: 'simple designer', path: '/workflow/simple-designer?key=wf-model-simple-expense', ready: '[data-testid="simple-card-approver_1"]' },
  { name: 'form designer', path: '/workflow/form-designer?key=wf-model-expense-claim', ready: '[data-testid="canvas-item"]' },
  { name: 'designed start form', path: '/home/apply?process=expense_claim', ready: '[data-testid="designed-form"]' },
];

/** Waits until the page's content has loaded and nothing is still spinning in. */
async function settle(page: Page, ready: string): Promise<void> {
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
  // Entrance animations fade from transparent: colours are measured once they are done.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

function describe(violations: readonly Result[]): string[] {
  return violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function blockingViolations(page: Page, checked: CheckedPage): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of checked.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  // Every finding, of any weight, kept with the run's results for whoever mends the next one.
  await test.info().attach(`axe ${checked.name}`, { body: JSON.stringify(describe(violations), null, 2), contentType: 'application/json' });
  return describe(violations.filter((v) => BLOCKING.has(v.impact ?? '')));
}

/**
 * Rules outside the WCAG tags that still block: a page names itself with a level-one heading,
 * seen or for screen readers only; a control's name holds the text it shows (speech users say what
 * they see); a field is labelled by more than a tooltip.
 */
async function beyondTags(page: Page, checked: CheckedPage): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(['page-has-heading-one', 'label-content-name-mismatch', 'label-title-only']);
  for (const selector of checked.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return describe(violations.filter((v) => v.id === 'page-has-heading-one' || BLOCKING.has(v.impact ?? '')));
}

const ruleOf = (finding: string) => finding.split(' (')[0];

/**
 * What the page's check finds, and still finds once the page has settled again: a finding made
 * while a part still changed (a count coming in, a message fading) is not the page as it stays.
 * Such a passing finding is kept with the test's annotations.
 */
async function lastingFindings(page: Page, checked: CheckedPage): Promise<string[]> {
  const findings = async () => [...(await blockingViolations(page, checked)), ...(await beyondTags(page, checked))];
  const first = await findings();
  if (first.length === 0) return first;
  await settle(page, checked.ready);
  const again = await findings();
  const passing = first.filter((finding) => !again.some((other) => ruleOf(other) === ruleOf(finding)));
  if (passing.length > 0) test.info().annotations.push({ type: 'passing accessibility finding', description: `${checked.name}: ${passing.join('; ')}` });
  return again.filter((finding) => first.some((other) => ruleOf(other) === ruleOf(finding)));
}

async function check(page: Page, checked: CheckedPage, found: Record<string, string[]>): Promise<void> {
  await page.goto(checked.path);
  await settle(page, checked.ready);
  const blocking = await lastingFindings(page, checked);
  if (blocking.length > 0) found[checked.name] = blocking;
}

for (const locale of ['zh-CN', 'en-US'] as const satisfies readonly Locale[]) {
  test(`${locale}: the main pages have no critical or serious accessibility issue`, async ({ page, context, baseURL }) => {
    test.setTimeout(240_000);
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const found: Record<string, string[]> = {};

    for (const checked of PUBLIC_PAGES) await check(page, checked, found);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeEnabled();
    await settle(page, '[data-testid="login-submit"]');
    const login = await blockingViolations(page, { name: 'login', path: '/login', ready: '[data-testid="login-submit"]' });
    if (login.length > 0) found.login = login;

    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/$/);
    for (const checked of BACK_OFFICE_PAGES) await check(page, checked, found);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    // The findings in the message itself, so a run's summary names them.
    expect(found, `critical or serious issues (${locale}): ${JSON.stringify(found)}`).toEqual({});
  });
}
