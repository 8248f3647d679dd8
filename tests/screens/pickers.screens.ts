import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../e2e/support/session';

/** Screenshots of every picker open, for a visual check: npm run screens -- tests/screens/pickers.screens.ts */
test.use({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });

const OUT = '.tmp/screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/pickers-${name}.png` });
const settle = (page: Page) => page.waitForTimeout(500);

async function openForm(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(path);
  await page.getByTestId('entity-create').click();
  await expect(page.getByTestId('entity-form')).toBeVisible();
}

test('user picker', async ({ page }) => {
  await openForm(page, '/system/permissionGroup');
  await page.locator('#entity-form-permissionGroup_member_keys').click();
  const picker = page.getByTestId('user-picker');
  await expect(picker.locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await shot(page, 'user-open');
  await picker.getByTestId('user-picker-tree').getByText('销售部', { exact: true }).click();
  await picker.locator('.ant-table-row').first().click();
  await picker.getByTestId('user-picker-tree').getByText('财务部', { exact: true }).click();
  await expect(picker.locator('.ant-table-row')).toHaveCount(1);
  await picker.locator('.ant-table-row').first().click();
  await settle(page);
  await shot(page, 'user-chosen');
  await page.getByRole('dialog', { name: '选择用户' }).getByRole('button', { name: /确\s?定/ }).click();
  await settle(page);
  await shot(page, 'user-field');
});

test('department picker', async ({ page }) => {
  await openForm(page, '/system/user');
  await page.locator('#entity-form-user_selecteddeparts').click();
  const picker = page.getByTestId('department-picker');
  await expect(picker.getByText('华信金服总部')).toBeVisible();
  await settle(page);
  await shot(page, 'department-open');
  await picker.getByTestId('tree-search').fill('销售');
  await picker.getByText('华东').click();
  await settle(page);
  await shot(page, 'department-search');
});

test('record picker and paged drop-down', async ({ page }) => {
  await openForm(page, '/system/permissionGroup');
  await page.locator('#entity-form-permissionGroup_permission_keys').click();
  const footer = page.getByTestId('paged-select-footer');
  await expect(footer).toHaveText('下拉加载更多');
  await settle(page);
  await shot(page, 'paged-select');
  await page.keyboard.press('Escape');
  await page.getByTestId('record-picker-open').click();
  const picker = page.getByTestId('record-picker');
  await expect(picker.getByTestId('record-picker-results').locator('.ant-table-row').first()).toBeVisible();
  await picker.getByTestId('record-picker-results').locator('.ant-table-row').nth(1).click();
  await picker.getByTestId('record-picker-results').locator('.ant-table-row').nth(2).click();
  await settle(page);
  await shot(page, 'record-open');
  await picker.getByTestId('record-picker-expand').click();
  await settle(page);
  await shot(page, 'record-expanded');
});

test('customer department picker', async ({ page }) => {
  await openForm(page, '/crm/customerDepartment');
  await page.locator('#entity-form-customerDepartment_parent_customer_department_key').click();
  await expect(page.getByTestId('customer-department-picker')).toBeVisible();
  await settle(page);
  await shot(page, 'customer-department-no-customer');
  await page.getByRole('dialog', { name: '选择客户组织架构' }).getByRole('button', { name: /取\s?消/ }).click();
  await page.locator('#entity-form-customerDepartment_customer_key').fill('cus-none');
  await page.locator('#entity-form-customerDepartment_parent_customer_department_key').click();
  await expect(page.getByTestId('customer-department-picker').locator('.ant-empty')).toBeVisible();
  await settle(page);
  await shot(page, 'customer-department-empty');
  await page.getByRole('dialog', { name: '选择客户组织架构' }).getByRole('button', { name: /取\s?消/ }).click();
  const made = await page.evaluate(async () => {
    const post = async (body: unknown) => (await (await fetch('/api/crm/customer/department/addOrUpdate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: { customer_department_key: string } };
    const root = await post({ customer_key: 'cus-shot', customer_department_name: '华信资本集团总部' });
    for (const name of ['资产管理部', '风险控制部', '投资银行部（华东区域业务中心）']) await post({ customer_key: 'cus-shot', customer_department_name: name, parent_customer_department_key: root.data.customer_department_key });
    return root.data.customer_department_key;
  });
  expect(made).toBeTruthy();
  await page.locator('#entity-form-customerDepartment_customer_key').fill('cus-shot');
  await page.locator('#entity-form-customerDepartment_parent_customer_department_key').click();
  const tree = page.getByTestId('customer-department-picker');
  await tree.getByText('风险控制部').click();
  await settle(page);
  await shot(page, 'customer-department-tree');
  await page.getByRole('dialog', { name: '选择客户组织架构' }).getByRole('button', { name: /确\s?定/ }).click();
  await settle(page);
  await shot(page, 'customer-department-field');
});
