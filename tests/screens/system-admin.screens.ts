import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../e2e/support/session';

/** Screenshots of the system administration list, form and drawers for a visual check: npm run screens */
test.use({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });

const OUT = '.tmp/screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/admin-${name}.png` });

async function open(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(path);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
}

test('user list and form', async ({ page }) => {
  await open(page, '/system/user');
  await shot(page, 'user-list');
  await page.getByTestId('entity-create').click();
  await expect(page.getByTestId('entity-form')).toBeVisible();
  await page.waitForTimeout(500);
  await shot(page, 'user-form-create');
  await page.getByTestId('entity-form-cancel').click();
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'lina' }).getByTestId('row-edit').click();
  await expect(page.getByTestId('entity-form').locator('.ant-select-selection-item').filter({ hasText: '普通员工' })).toBeVisible();
  await page.waitForTimeout(500);
  await shot(page, 'user-form-edit');
});

test('role grant drawer', async ({ page }) => {
  await open(page, '/system/role');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'staff' }).getByTestId('row-grant').click();
  await expect(page.getByTestId('grant-tree')).toBeVisible();
  await page.waitForTimeout(500);
  await shot(page, 'role-grant');
});

test('dictionary detail with its items', async ({ page }) => {
  await open(page, '/system/dict');
  const code = page.getByTestId('entity-filter').locator('#entity-filter-dictionary_dict_code');
  await code.fill('user_status');
  await code.press('Enter');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'user_status' }).getByTestId('row-detail').click();
  const detail = page.getByTestId('entity-detail');
  await detail.getByRole('tab', { name: '字典项' }).click();
  await expect(detail.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await page.waitForTimeout(500);
  await shot(page, 'dict-detail');
});
