import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks one user in the user picker a field opens: names longer than the picker's cells are cut
 * short, so it searches for the account and takes the one row found.
 */
export async function pickUser(page: Page, field: Locator, account: string): Promise<void> {
  await field.click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  const search = picker.getByPlaceholder('请输入账号或姓名，回车查询');
  await search.fill(account);
  await search.press('Enter');
  const found = picker.getByTestId('user-picker-table').locator('tr.ant-table-row');
  await expect(found).toHaveCount(1);
  await found.click();
  await picker.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(picker).toBeHidden();
}
