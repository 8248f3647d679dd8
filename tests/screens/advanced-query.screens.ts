import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../e2e/support/session';

/** Screenshots of the advanced-query dialog for a visual check. */
test.use({ locale: 'zh-CN' });

const OUT = '.tmp/screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/advanced-query-${name}.png` });
const dialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('aq-dialog') });

async function pick(page: Page, id: string, text: string, search = false): Promise<void> {
  const input = dialog(page).locator(`#${id}`);
  await input.click();
  if (search) await input.fill(text);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator(`.ant-select-item-option[title="${text}"]`).click();
}

async function openDialog(page: Page): Promise<void> {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/system/user');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByTestId('aq-open').click();
  await expect(dialog(page)).toBeVisible();
}

async function fillRows(page: Page): Promise<void> {
  await pick(page, 'aq-field-0', '姓名', true);
  await dialog(page).locator('#aq-value-0').fill('张');
  await dialog(page).getByTestId('aq-add').click();
  await pick(page, 'aq-field-1', '性别', true);
  await pick(page, 'aq-rule-1', '在...中');
  await dialog(page).locator('#aq-value-1').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await dialog(page).getByTestId('aq-add').click();
  await pick(page, 'aq-field-2', '创建时间', true);
  await pick(page, 'aq-rule-2', '大于等于');
  await dialog(page).locator('#aq-value-2').click();
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell-today').click();
  await dialog(page).getByTestId('aq-add').click();
}

test('dialog on a wide screen, with a saved and shared query', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDialog(page);
  await fillRows(page);
  await dialog(page).getByTestId('aq-save').click();
  await page.locator('#aq-save-name').fill('本月新用户');
  await page.locator('#aq-save-name').press('Enter');
  await expect(dialog(page).getByTestId('aq-saved-item')).toHaveCount(1);
  await dialog(page).getByTestId('aq-saved-share').click();
  await page.waitForTimeout(800);
  await shot(page, 'dialog');
  await dialog(page).getByTestId('aq-save').click();
  await page.waitForTimeout(500);
  await shot(page, 'save-name');
  await page.locator('#aq-save-name').press('Escape');
  await dialog(page).getByTestId('aq-run').click();
  await expect(dialog(page)).toBeHidden();
  await page.waitForTimeout(500);
  await shot(page, 'list-active');
});

test('dialog on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDialog(page);
  await fillRows(page);
  await page.waitForTimeout(500);
  await shot(page, 'dialog-phone');
});
