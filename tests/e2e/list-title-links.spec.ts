import { expect, test } from './support/test';
import { callInPage } from './support/in-page';
import { signedIn } from './support/session';

/** A list's record name opens the record: its page where the kind has one, else its detail drawer. */

test('a customer’s name in the list opens its record page, and a position’s name its detail', async ({ page }) => {
  await signedIn(page, 'lina', { at: '/crm/customer' });
  const list = page.locator('[data-entity="customer"]:visible');
  const link = list.locator('tr.ant-table-row').first().getByTestId('row-title-link');
  const name = (await link.textContent())!.trim();
  expect(name).not.toBe('');
  await expect(link).toHaveAttribute('href', /^\/crm\/customer\/[\w-]+$/);
  await link.click();
  await expect(page.getByTestId('record-page').getByTestId('record-title')).toHaveText(name);

  await signedIn(page, 'admin', { at: '/system/position' });
  const position = page.locator('.ant-table-tbody tr.ant-table-row').first().getByTestId('row-title-link');
  const title = (await position.textContent())!.trim();
  await position.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(title);
});

test('a long position name in the list is cut at 25 units, a CJK character counting two, with the whole name on hover', async ({ page }) => {
  await signedIn(page, 'admin', { at: '/system/position' });
  // A stamp per attempt, so a retry finds only its own position.
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `华东区域高级客户经理兼理财规划顾问${stamp}`;
  const saved = await callInPage(page, '/api/app/base/sys/position/addOrUpdate', { code: `LONG-${stamp}`, name, rank: 5 });
  expect(saved.code, saved.msg).toBe(0);

  const filter = page.getByTestId('entity-filter').locator('#entity-filter-position_name');
  await filter.fill(stamp);
  await filter.press('Enter');
  const rows = page.locator('[data-entity="position"]:visible .ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const link = rows.first().getByTestId('row-title-link');
  // 12 ideographs are 24 units; a 13th would make 26.
  await expect(link).toHaveText('华东区域高级客户经理兼理...');
  await expect(link.locator('[data-full-text]')).toHaveAttribute('data-full-text', name);
  await link.hover();
  await expect(page.locator('.ant-tooltip').filter({ hasText: name })).toBeVisible();
});
