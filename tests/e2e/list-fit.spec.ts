import { expect, test, type Page } from './support/test';
import { flattenMenu } from '@/lib/navigation/product-menu';
import { signedIn } from './support/session';

/*
 * Every list of the menu fits a desktop screen (1440 and 1280 px): its 操作 column is in view on
 * the right, no header is cut, the records' names are whole (or cut with their whole in a
 * tooltip), and a table wider than the page shows its horizontal scrollbar in the window.
 */

const LISTS = flattenMenu().filter((node) => node.entity && !node.hidden && !node.path.includes(':'));
const WIDTHS = [1440, 1280] as const;

/** What is wrong with the page's list at the window's width, in words; empty when it fits. */
function listProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // The page shown (pages kept alive behind their visited tabs stay in the document, hidden).
    const shown = [...document.querySelectorAll<HTMLElement>('[data-testid="entity-list"]')].find((list) => list.getClientRects().length > 0);
    const table = shown?.querySelector<HTMLElement>('.ant-table');
    if (!table) return ['no table'];
    const headers = [...table.querySelectorAll<HTMLElement>('thead th')].filter((th) => th.getBoundingClientRect().width > 0);
    const actions = headers.find((th) => th.textContent?.trim() === '操作');
    if (!actions) problems.push('no 操作 column');
    else {
      const box = actions.getBoundingClientRect();
      if (box.right > window.innerWidth + 1 || box.left < 0) problems.push(`操作 at ${Math.round(box.left)}-${Math.round(box.right)} of ${window.innerWidth}`);
    }
    for (const th of headers) {
      const title = th.querySelector<HTMLElement>('.ant-table-column-title') ?? th;
      if (title.scrollWidth > title.clientWidth + 1) problems.push(`header cut: ${th.textContent?.trim()}`);
    }
    for (const link of table.querySelectorAll<HTMLElement>('[data-testid="row-title-link"]')) {
      const cell = link.closest('td')!;
      const text = link.textContent ?? '';
      const tooltip = link.querySelector('[data-full-text]');
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`name overflows: ${text}`);
      if (!tooltip && /(\.\.\.|…)$/.test(text)) problems.push(`name cut without its whole: ${text}`);
    }
    const body = table.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
    // An empty list shows its empty state, not rows to scroll.
    const rows = table.querySelectorAll('.ant-table-row').length;
    if (body && rows > 0 && body.scrollWidth > body.clientWidth + 1) {
      // The table's own scrollbar where its end is in the window, else the one kept at the window's bottom.
      // (Headless Chromium draws no scrollbars: a scrolling body whose end is in the window has one for people.)
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(body).overflowX);
      const own = scrolls && body.getBoundingClientRect().bottom <= window.innerHeight + 1;
      const bar = table.parentElement?.querySelector<HTMLElement>('.ant-table-sticky-scroll');
      const box = bar?.getBoundingClientRect();
      const kept = Boolean(box && box.height > 0 && box.bottom <= window.innerHeight + 1 && getComputedStyle(bar!).display !== 'none');
      if (!own && !kept) problems.push('wider than the page without a scrollbar in view');
    }
    return problems;
  });
}

test('every list of the menu fits at 1440 and 1280 px', async ({ page }) => {
  test.setTimeout(LISTS.length * 12_000);
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await signedIn(page, 'admin');
  const found: string[] = [];
  for (const node of LISTS) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(node.path);
    // Loaded: rows, or the empty state that says why there are none.
    const list = page.locator('[data-testid="entity-list"]:visible').first();
    await expect(list.locator('.ant-table-row, [data-testid="list-empty"]').first()).toBeVisible();
    await expect(list.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The table fits itself to the new width, and places its scrollbar, after the resize: the
      // problems left once it has settled are the page's.
      let problems = await listProblems(page);
      for (let tries = 0; problems.length > 0 && tries < 10; tries++) {
        await page.waitForTimeout(200);
        problems = await listProblems(page);
      }
      for (const problem of problems) found.push(`${node.path} @${width}: ${problem}`);
      if (width === 1440) await page.screenshot({ path: `.tmp/screens/list-fit/${node.path.slice(1).replace(/\//g, '-')}-1440.png` });
    }
  }
  expect(found).toEqual([]);
});
