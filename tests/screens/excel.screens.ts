import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../e2e/support/session';

/** Screenshots of the import modal's states and the list toolbar for a visual check: npm run screens */
test.use({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });

const OUT = '.tmp/screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/excel-${name}.png` });
const STAMP = Date.now().toString(36).toUpperCase();

async function workbook(path: string, rows: unknown[][]): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('岗位');
  for (const row of rows) sheet.addRow(row);
  await book.xlsx.writeFile(path);
}

async function openPositions(page: Page): Promise<void> {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/system/position');
  await expect(page.getByTestId('entity-list')).toBeVisible();
}

test('import modal states', async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  const good = testInfo.outputPath('岗位导入.xlsx');
  const rows: unknown[][] = [['岗位编码*', '岗位名称*', '职级']];
  for (let i = 0; i < 8_000; i += 1) rows.push([`SC${STAMP}-${i}`, `截图岗位${i}`, i % 40 === 0 ? 'abc' : (i % 99) + 1]);
  await workbook(good, rows);
  const wrong = testInfo.outputPath('客户名单.xlsx');
  await workbook(wrong, [['岗位编码', '备注']]);

  await openPositions(page);
  await shot(page, 'toolbar');

  await page.getByTestId('entity-import').click();
  const modal = page.getByTestId('import-modal');
  await expect(modal.getByTestId('import-dragger')).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, 'modal-choose');

  await modal.locator('input[type=file]').setInputFiles(wrong);
  await expect(modal.getByTestId('import-refused')).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, 'modal-refused');

  await modal.locator('input[type=file]').setInputFiles(good);
  await expect(modal.getByTestId('import-verified')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(400);
  await shot(page, 'modal-verified');

  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-preview')).toBeVisible({ timeout: 30_000 });
  await modal.getByTestId('import-start').click();
  await expect(modal.getByTestId('import-progress').getByText(/已处理 [1-9]/)).toBeVisible();
  await shot(page, 'modal-progress');

  await expect(modal.getByTestId('import-summary')).toBeVisible({ timeout: 120_000 });
  await page.waitForTimeout(400);
  await shot(page, 'modal-finished');
  await modal.getByRole('button', { name: '关闭' }).last().click();

  await page.getByTestId('entity-import').click();
  await modal.locator('input[type=file]').setInputFiles(good);
  await expect(modal.getByTestId('import-verified')).toBeVisible({ timeout: 30_000 });
  await context.clearCookies();
  await modal.getByTestId('import-next').click();
  await expect(page.locator('.ant-modal-confirm')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(400);
  await shot(page, 'session-expired');
});
