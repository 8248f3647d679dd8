import { expect, test, type Locator, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedIn, signOut } from './support/session';

/** Records named per run, so the checks count only this run's rows. */
const STAMP = `AQ${Date.now().toString(36).toUpperCase()}`;
const QUERY_NAME = `高职级岗位${STAMP.slice(-4)}`;

test.describe.configure({ mode: 'serial' });



const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const dialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('aq-dialog') });
/** antd spaces two-character button texts (覆 盖). */
const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s?')}$`) });

async function openPositions(page: Page, user: string): Promise<void> {
  await signedIn(page, user, { at: '/system/position' });
  await expect(page.getByTestId('entity-list')).toBeVisible();
}

async function onlyOurs(page: Page): Promise<void> {
  const code = page.getByTestId('entity-filter').locator('#entity-filter-position_code');
  await code.fill(STAMP);
  await code.press('Enter');
}

test('admin builds a two-condition query, runs it, saves, overwrites and shares it', async ({ page }) => {
  await openPositions(page, 'admin');
  for (const [suffix, name, rank] of [['1', '高级客户经理', 6], ['2', '客户专员', 2], ['3', '高级分析师', 5], ['4', '财务专员', 3]] as const) {
    const made = await callInPage(page, '/api/app/base/sys/position/addOrUpdate', { code: `${STAMP}-${suffix}`, name, rank });
    expect(made.code).toBe(0);
  }
  await onlyOurs(page);
  await expect(rows(page)).toHaveCount(4);

  await page.getByTestId('aq-open').click();
  await expect(dialog(page)).toBeVisible();
  // Nothing chosen yet: neither searching nor saving goes ahead.
  await dialog(page).getByTestId('aq-run').click();
  await expect(toast(page, '不能查询空条件')).toBeVisible();
  await dialog(page).getByTestId('aq-save').click();
  await expect(toast(page, '空条件不能保存')).toBeVisible();

  // Row 1: name contains 高级 (text fields start with "contains").
  await pick(page, dialog(page), 'aq-field-0', '岗位名称');
  await expect(dialog(page).getByTestId('aq-row').first()).toContainText('包含');
  await dialog(page).locator('#aq-value-0').fill('高级');
  // Row 2: rank in [5, 6], then switched to ≥, which keeps the first value.
  await dialog(page).getByTestId('aq-add').click();
  await pick(page, dialog(page), 'aq-field-1', '职级');
  await pick(page, dialog(page), 'aq-rule-1', '在...中', { search: false });
  const values = dialog(page).locator('#aq-value-1');
  await values.fill('5');
  await values.press('Enter');
  await values.fill('6');
  await values.press('Enter');
  await expect(dialog(page).getByTestId('aq-row').nth(1).getByTestId('aq-value').locator('.ant-select-selection-item')).toHaveCount(2);
  await pick(page, dialog(page), 'aq-rule-1', '大于等于', { search: false });
  await expect(dialog(page).locator('#aq-value-1')).toHaveValue('5');

  await dialog(page).getByTestId('aq-run').click();
  await expect(dialog(page)).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('.ant-table-tbody')).toContainText('高级客户经理');
  await expect(page.locator('.ant-table-tbody')).toContainText('高级分析师');
  await expect(page.getByTestId('entity-toolbar').locator('.ant-badge-count')).toHaveText('2');

  // OR instead of AND: either condition.
  await page.getByTestId('aq-open').click();
  await expect(dialog(page).locator('#aq-value-0')).toHaveValue('高级');
  await pick(page, dialog(page), 'aq-match', 'OR（任一条件匹配）', { search: false });
  await dialog(page).locator('#aq-value-0').press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId('aq-open').click();
  await dialog(page).locator('#aq-value-0').fill('专员');
  await dialog(page).getByTestId('aq-run').click();
  await expect(rows(page)).toHaveCount(4);

  // Back to AND, then save under a name; an empty name is refused first.
  await page.getByTestId('aq-open').click();
  await pick(page, dialog(page), 'aq-match', 'AND（所有条件都要求匹配）', { search: false });
  await dialog(page).locator('#aq-value-0').fill('高级');
  await dialog(page).getByTestId('aq-save').click();
  const nameInput = page.locator('#aq-save-name');
  await expect(nameInput).toBeVisible();
  await nameInput.press('Enter');
  await expect(page.getByTestId('aq-save-form')).toContainText('保存名称不能为空');
  await nameInput.fill(QUERY_NAME);
  await nameInput.press('Enter');
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(nameInput).toBeHidden();
  const mine = dialog(page).getByTestId('aq-saved-mine');
  // Counted by this run's name: a query left by an earlier attempt of these tests may still be listed.
  const ours = mine.getByTestId('aq-saved-item').filter({ hasText: QUERY_NAME });
  await expect(ours).toHaveCount(1);

  // Saving under the same name asks before overwriting.
  await dialog(page).getByTestId('aq-save').click();
  await nameInput.fill(QUERY_NAME);
  await nameInput.press('Enter');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`已存在名为“${QUERY_NAME}”的查询，是否覆盖？`);
  await button(confirm, '覆盖').click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(ours).toHaveCount(1);

  await ours.getByTestId('aq-saved-share').click();
  await expect(toast(page, '已共享给同事')).toBeVisible();
  await expect(ours.getByTestId('aq-saved-share')).toHaveAttribute('aria-checked', 'true');

  // Reset empties the dialog and lifts the query from the list.
  await dialog(page).getByTestId('aq-reset').click();
  await expect(dialog(page).getByTestId('aq-row')).toHaveCount(1);
  await expect(dialog(page).locator('#aq-value-0')).toBeDisabled();
  await button(dialog(page), '取消').click();
  await expect(dialog(page)).toBeHidden();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByTestId('aq-clear')).toHaveCount(0);

  // Let the leader open positions (a permission group), for the next test.
  const group = await callInPage(page, '/api/app/base/app/sys/permission/group/addOrUpdate', {
    group_name: `岗位查看${STAMP}`,
    member_keys: 'usr-leader',
    permission_keys: 'perm-system,perm-system-position',
  });
  expect(group.code).toBe(0);
  await signOut(page);
});

test('a colleague who may open the list uses the shared query but cannot delete it', async ({ page }) => {
  await openPositions(page, 'zhangwei');
  await onlyOurs(page);
  await expect(rows(page)).toHaveCount(4);

  await page.getByTestId('aq-open').click();
  const shared = dialog(page).getByTestId('aq-saved-shared');
  const item = shared.getByTestId('aq-saved-item').filter({ hasText: QUERY_NAME });
  await expect(item).toContainText('系统管理员 共享');
  await expect(item.getByTestId('aq-saved-delete')).toHaveCount(0);
  await expect(item.getByTestId('aq-saved-share')).toHaveCount(0);
  await expect(dialog(page).getByTestId('aq-saved-mine')).toContainText('暂无保存的查询');

  await item.getByTestId('aq-saved-use').click();
  await expect(dialog(page)).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('.ant-table-tbody')).toContainText('高级客户经理');
  await expect(page.getByTestId('entity-toolbar').locator('.ant-badge-count')).toHaveText('2');

  // The conditions came along: the dialog shows them.
  await page.getByTestId('aq-open').click();
  await expect(dialog(page).getByTestId('aq-row')).toHaveCount(2);
  await expect(dialog(page).locator('#aq-value-0')).toHaveValue('高级');
  await button(dialog(page), '取消').click();
  await expect(dialog(page)).toBeHidden();

  await page.getByTestId('aq-clear').click();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByTestId('entity-toolbar').locator('.ant-badge-count')).toHaveCount(0);
});

test('the owner deletes the saved query after confirming', async ({ page }) => {
  await openPositions(page, 'admin');
  await page.getByTestId('aq-open').click();
  const mine = dialog(page).getByTestId('aq-saved-mine');
  const item = mine.getByTestId('aq-saved-item').filter({ hasText: QUERY_NAME });
  await expect(item).toHaveCount(1);
  await item.getByTestId('aq-saved-delete').click();
  const pop = page.locator('.ant-popconfirm').filter({ hasText: `确认删除查询“${QUERY_NAME}”吗？` });
  await expect(pop).toBeVisible();
  await button(pop, '确定').click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(item).toHaveCount(0);
  // The browser copy follows the server's list.
  const stored = await page.evaluate(() => window.localStorage.getItem('fincrm.superQuery.position'));
  expect((JSON.parse(stored ?? '[]') as { title?: string; name?: string }[]).some((q) => JSON.stringify(q).includes(QUERY_NAME))).toBe(false);
});
