import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './support/test';
import { signedInPage } from './support/session';

/**
 * An import does not let duplicates slip in silently: rows whose customer name differs from a
 * stored one only in its 有限责任公司 form, whose contact phone is already on file, or that repeat
 * an earlier row are imported and listed under the result, the existing record linked.
 */

const STAMP = Date.now().toString(36);

async function workbookFile(path: string, rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(path);
  return path;
}

/** Imports the file through the list's 导入 dialog; answers the dialog, its import finished. */
async function importThroughDialog(page: Page, list: Locator, file: string, rows: number): Promise<Locator> {
  await list.getByTestId('entity-import').click();
  const modal = page.getByTestId('import-modal');
  await modal.locator('input[type=file]').setInputFiles(file);
  await expect(modal.getByTestId('import-verified')).toContainText(`校验通过，共 ${rows} 行`);
  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-preview')).toBeVisible({ timeout: 30_000 });
  await modal.getByTestId('import-start').click();
  await expect(modal.getByTestId('import-summary')).toHaveText(`成功 ${rows} 条，失败 0 条`, { timeout: 30_000 });
  return modal;
}

test('imported customers that likely duplicate a stored one or each other are listed, the stored one linked', async ({ browser }, testInfo) => {
  const page = await signedInPage(browser, 'lina');
  // 上海浦江信托有限公司 in its 有限责任公司 form; spaced differently on a retry, as the earlier attempt may have imported it.
  const known = `上海浦江信托${'　'.repeat(testInfo.retry + 1)}有限责任公司`;
  const file = await workbookFile(testInfo.outputPath('客户查重.xlsx'), [
    ['客户名称*'],
    [known],
    [`导入查重${STAMP}有限公司`],
    [`导入查重${STAMP}（有限责任公司）`],
  ]);
  await page.goto('/crm/customer');
  const modal = await importThroughDialog(page, page.locator('[data-entity="customer"]:visible'), file, 3);

  await expect(modal.getByTestId('import-duplicate-count')).toHaveText('疑似重复 2 条');
  const warnings = modal.getByTestId('import-duplicate');
  await expect(warnings).toHaveCount(2);
  await expect(warnings.nth(0)).toHaveText(`第 2 行：客户名称 ${known} 与已有客户「上海浦江信托有限公司」相同（疑似重复）`);
  const link = warnings.nth(0).getByTestId('import-duplicate-link');
  await expect(link).toHaveText('上海浦江信托有限公司');
  await expect(link).toHaveAttribute('href', '/crm/customer/cus-demo-01');
  await expect(warnings.nth(1)).toHaveText(`第 4 行：客户名称 导入查重${STAMP}（有限责任公司） 与第 3 行相同（疑似重复）`);
  await expect(warnings.nth(1).getByTestId('import-duplicate-link')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/import-duplicates-customer-zh-CN.png' });
});

test('an imported contact with a phone on file names the contact, linked to its customer, and counts the one out of sight', async ({ browser }, testInfo) => {
  const page = await signedInPage(browser, 'lina');
  const file = await workbookFile(testInfo.outputPath('联系人查重.xlsx'), [
    ['姓名*', '手机号*'],
    [`陈静同号${STAMP}`, '13901000001'],
    // 林晓's phone: she is a contact of a south customer, outside 李娜's scope.
    [`林晓同号${STAMP}`, '13902000001'],
  ]);
  // Contacts of 杭州钱塘财富, imported on its page.
  await page.goto('/crm/customer/cus-demo-02');
  const record = page.getByTestId('record-page');
  await record.getByRole('tab', { name: '联系与往来' }).click();
  const modal = await importThroughDialog(page, record.locator('[data-entity="customerContact"]'), file, 2);

  await expect(modal.getByTestId('import-duplicate-count')).toHaveText('疑似重复 2 条');
  const warnings = modal.getByTestId('import-duplicate');
  await expect(warnings.nth(0)).toHaveText('第 2 行：手机号 13901000001 与已有联系人「陈静」相同（疑似重复）');
  await expect(warnings.nth(0).getByTestId('import-duplicate-link')).toHaveAttribute('href', '/crm/customer/cus-demo-01');
  await expect(warnings.nth(1)).toHaveText('第 3 行：手机号 13902000001 与 1 条已有联系人相同，您无权查看（疑似重复）');
  await expect(warnings.nth(1).getByTestId('import-duplicate-link')).toHaveCount(0);
});
