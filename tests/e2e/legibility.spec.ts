import { expect, test, type Page } from './support/test';
import { signedIn, signedInPage } from './support/session';

/*
 * Lists, tabs and charts say what they hold: no list column sits under the pinned 操作 column on a
 * desktop, a phone shows records before filters, the tab strip stays short and names records.
 */

const LISTS = ['/crm/customer', '/crm/clue', '/crm/qrcode', '/supply/purchase'] as const;
/** Few columns: they fit beside the actions at 1440 px. */
const FITTING_LIST = '/system/position';
const PHONE = { width: 390, height: 844 };

/** The list on screen, loaded (kept-alive lists of other tabs are hidden). */
async function loadedList(page: Page, path: string) {
  await page.goto(path);
  const list = page.locator('[data-testid="entity-list"]:visible').first();
  // A table's header on a desktop, the first card on a phone.
  await expect(list.locator('.ant-table-thead th, [data-testid="record-card"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
  return list;
}

/**
 * The list's header cells drawn (partly) under a pinned column on the right, or with their text
 * cut, as 'text: cell box vs pinned box'; and whether the actions column is pinned at all.
 */
async function headerTrouble(page: Page, path: string): Promise<{ pinned: boolean; trouble: string[] }> {
  const list = await loadedList(page, path);
  return list.evaluate((root) => {
    const cells = [...root.querySelectorAll<HTMLElement>('.ant-table-thead th')];
    const pinned = cells.find((cell) => cell.classList.contains('ant-table-cell-fix-end'));
    const edge = pinned ? pinned.getBoundingClientRect().left : Infinity;
    // A column under the pinned actions is fine while the table scrolls it out from under them.
    const body = root.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
    const scrolls = Boolean(body && body.scrollWidth > body.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(body).overflowX));
    const trouble = cells
      .filter((cell) => cell !== pinned && !cell.classList.contains('ant-table-selection-column'))
      .flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        const text = cell.innerText.trim();
        const under = !scrolls && box.right > edge + 1 ? [`${text}: ${Math.round(box.left)}-${Math.round(box.right)} vs ${Math.round(edge)}`] : [];
        const title = cell.querySelector<HTMLElement>('.ant-table-column-title') ?? cell;
        const cut = title.scrollWidth > title.clientWidth + 1 ? [`${text}: header cut`] : [];
        return [...under, ...cut];
      });
    return { pinned: Boolean(pinned), trouble };
  });
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`at 1440 px no list column is hidden under the actions column (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, 'admin', { wide: true, locale });
    for (const path of LISTS) {
      const seen = await headerTrouble(page, path);
      expect(seen.trouble, `${path} ${locale}`).toEqual([]);
      await page.screenshot({ path: `.tmp/screens/legibility-list${path.replace(/\//g, '-')}-1440-${locale}.png` });
    }
    // A list whose columns fit keeps its actions pinned on the right, and nothing under them.
    expect(await headerTrouble(page, FITTING_LIST), `${FITTING_LIST} ${locale}`).toEqual({ pinned: true, trouble: [] });
    await page.goto('/crm/statistics');
    await expect(page.getByTestId('funnel-chart')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await page.getByTestId('stat-funnel').screenshot({ path: `.tmp/screens/legibility-funnel-1440-${locale}.png` });
    await page.close();
  });
}

test('on a phone the filters wait behind a button and the records show as cards', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signedIn(page, 'admin');
  const list = await loadedList(page, '/crm/customer');
  const filter = page.getByTestId('entity-filter');
  const fields = filter.locator('form');
  const toggle = page.getByTestId('entity-filter-toggle');
  await expect(toggle).toHaveText('筛选');
  await expect(fields).toBeHidden();
  // The records come first, as cards: the first starts on the first screen, with its key fields named.
  const firstCard = list.getByTestId('record-card').first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height);
  await expect(firstCard.locator('dt').first()).toHaveText('客户状态');
  await page.screenshot({ path: '.tmp/screens/legibility-phone-list-390.png' });

  await toggle.click();
  await expect(fields).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: '.tmp/screens/legibility-phone-filters-390.png' });
  await fields.locator('input').first().fill('上海');
  await page.getByTestId('entity-search').click();
  // The search closes the filters again; the button counts the filter applied.
  await expect(fields).toBeHidden();
  await expect(toggle).toHaveText('筛选（1）');
  await expect(list.getByTestId('record-card').first()).toContainText('上海');
  await page.getByTestId('entity-filter-toggle').click();
  await page.getByTestId('entity-reset').click();
  await expect(toggle).toHaveText('筛选');
  await context.close();
});

const MORE_PAGES = [
  '/crm/customer', '/crm/customerSea', '/crm/clue', '/crm/cluePool', '/crm/channel', '/crm/activity', '/crm/business',
  '/crm/order', '/crm/reservation', '/crm/income', '/crm/feeItem', '/crm/loan', '/crm/follow', '/crm/qrcode',
  '/crm/knowledge', '/supply/supplier', '/supply/purchase', '/supply/resource', '/okr-project/invoice', '/system/user',
  '/system/role', '/system/code',
];

test('the tab strip keeps twenty tabs, closing the oldest but never home', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'admin');
  const selected = page.getByTestId('visited-tabs').locator('[role="tab"][aria-selected="true"]');
  for (const path of MORE_PAGES) {
    await page.goto(path);
    await expect(selected).toHaveAttribute('data-node-key', path, { timeout: 30_000 });
  }
  const keys = await page.getByTestId('visited-tabs').locator('[role="tab"]').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-node-key')));
  expect(keys).toHaveLength(20);
  expect(keys[0]).toBe('/');
  // 22 pages and home: the three opened first made room.
  expect(keys.slice(1)).toEqual(MORE_PAGES.slice(3));
});

test('a record’s tab is named by the record, not by its kind', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'admin');
  const list = await loadedList(page, '/crm/customer');
  const link = list.locator('tr.ant-table-row').first().getByTestId('row-title-link');
  const name = (await link.textContent())!.trim();
  // The strip records a page once its menu title is known: a row opened before that leaves no list tab.
  const listTab = page.getByTestId('visited-tab').filter({ hasText: /^客户$/ });
  await expect(listTab).toHaveCount(1);
  await link.click();
  await expect(page.getByTestId('record-page').getByTestId('record-title')).toHaveText(name);
  const selected = page.getByTestId('visited-tabs').locator('[role="tab"][aria-selected="true"]');
  await expect(selected.getByTestId('visited-tab')).toHaveText(name);
  await expect(selected.getByTestId('visited-tab')).toHaveAttribute('title', name);
  // The list keeps its own tab beside it.
  await expect(listTab).toHaveCount(1);
  await page.screenshot({ path: '.tmp/screens/legibility-record-tab-1440-zh-CN.png' });
});

test('the English sidebar shows its titles whole or with a tooltip', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin', { wide: true, locale: 'en-US' });
  await loadedList(page, '/crm/customer');
  const titles = page.locator('aside .ant-menu-item .ant-menu-title-content');
  await expect(titles.first()).toBeVisible();
  const shown = await titles.evaluateAll((items) =>
    items.map((item) => ({ text: item.textContent ?? '', whole: item.scrollWidth <= item.clientWidth + 1, tooltip: item.querySelector('[title]')?.getAttribute('title') ?? null })),
  );
  expect(shown.filter((title) => !title.whole && title.tooltip !== title.text)).toEqual([]);
  expect(shown.filter((title) => title.whole).map((title) => title.text)).toEqual(expect.arrayContaining(['Customers', 'Customer pool', 'Opportunities', 'Knowledge base']));
  await page.screenshot({ path: '.tmp/screens/legibility-sidebar-1440-en-US.png' });
  await page.close();
});
