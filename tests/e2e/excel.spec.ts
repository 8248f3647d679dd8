import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedIn } from './support/session';

const BASE = '/api/app/base/sys/position';
const STAMP = Date.now().toString(36).toUpperCase();

test.describe.configure({ mode: 'serial' });



async function openPositions(page: Page): Promise<void> {
  await signedIn(page, 'admin', { at: '/system/position' });
  await expect(page.getByTestId('entity-list')).toBeVisible();
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function filterByCode(page: Page, code: string): Promise<void> {
  const input = page.getByTestId('entity-filter').locator('#entity-filter-position_code');
  await input.fill(code);
  await input.press('Enter');
}

async function readSheet(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const out: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

async function countByCode(page: Page, prefix: string): Promise<number> {
  const answer = await callInPage<{ total: number }>(page, `${BASE}/query`, { code: `${prefix}*`, pageSize: 1 });
  return answer.data.total;
}

/** Opens the import modal and hands it a file as if dropped on it. */
async function uploadForImport(page: Page, path: string): Promise<void> {
  await page.getByTestId('entity-import').click();
  const modal = page.getByTestId('import-modal');
  await expect(modal.getByText('导入岗位')).toBeVisible();
  await modal.locator('input[type=file]').setInputFiles(path);
}

test('a filtered export imports again as updates, not duplicates', async ({ page }, testInfo) => {
  await openPositions(page);
  const prefix = `XR${STAMP}`;
  for (let i = 1; i <= 4; i += 1) {
    const res = await callInPage(page, `${BASE}/addOrUpdate`, { code: `${prefix}-${i}`, name: `导出岗位${i}`, rank: i });
    expect(res.code).toBe(0);
  }
  await filterByCode(page, prefix);
  await expect(rows(page)).toHaveCount(4);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('entity-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^岗位_\d{14}\.xlsx$/);
  const exported = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(exported);
  const sheet = await readSheet(exported);
  expect(sheet[0]).toEqual(['岗位编码', '岗位名称', '职级', '创建时间', '记录编号']);
  expect(sheet.slice(1).map((r) => r[0]).sort()).toEqual([1, 2, 3, 4].map((i) => `${prefix}-${i}`));

  // Someone edits a name in the file before importing it again.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(exported);
  const target = workbook.worksheets[0]!.getRow(2);
  const editedCode = String(target.getCell(1).value);
  target.getCell(2).value = '改过的岗位名称';
  await workbook.xlsx.writeFile(exported);

  await uploadForImport(page, exported);
  const modal = page.getByTestId('import-modal');
  await expect(modal.getByTestId('import-verified')).toContainText(`文件「${download.suggestedFilename()}」校验通过，共 4 行`);
  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-preview')).toBeVisible({ timeout: 30_000 });
  await modal.getByTestId('import-start').click();
  await expect(modal.getByTestId('import-summary')).toHaveText('成功 4 条，失败 0 条', { timeout: 30_000 });
  await expect(modal.getByTestId('import-errors')).toHaveCount(0);
  await modal.getByRole('button', { name: '关闭' }).last().click();

  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).filter({ hasText: editedCode })).toContainText('改过的岗位名称');
  expect(await countByCode(page, prefix)).toBe(4);
});

test('10,000 rows with 50 bad ones: 9,950 land and the error file lists exactly the 50 with reasons', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const prefix = `XB${STAMP}`;
  const bad = new Map<number, string>();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('岗位');
  sheet.addRow(['岗位编码*', '岗位名称*', '职级']);
  for (let i = 0; i < 10_000; i += 1) {
    const rowNumber = i + 2;
    if (i % 200 === 7) {
      // Three kinds of mistakes, 50 rows in all.
      const kind = bad.size % 3;
      if (kind === 0) sheet.addRow([`${prefix}-${i}`, `批量岗位${i}`, 'abc']);
      if (kind === 1) sheet.addRow([`${prefix}-${i}`, `批量岗位${i}`, 500]);
      if (kind === 2) sheet.addRow([`${prefix}-${i}`, null, 3]);
      bad.set(rowNumber, ['职级必须是数字', '职级不能大于99', '请填写岗位名称'][kind]!);
    } else {
      sheet.addRow([`${prefix}-${i}`, `批量岗位${i}`, (i % 99) + 1]);
    }
  }
  expect(bad.size).toBe(50);
  const file = testInfo.outputPath('岗位批量.xlsx');
  await workbook.xlsx.writeFile(file);

  await openPositions(page);
  await uploadForImport(page, file);
  const modal = page.getByTestId('import-modal');
  await expect(modal.getByTestId('import-verified')).toContainText('文件「岗位批量.xlsx」校验通过，共 10000 行', { timeout: 30_000 });
  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-preview')).toBeVisible({ timeout: 30_000 });
  await modal.getByTestId('import-start').click();
  await expect(modal.getByTestId('import-progress')).toBeVisible();
  await expect(modal.getByTestId('import-summary')).toHaveText('成功 9950 条，失败 50 条', { timeout: 180_000 });

  const downloading = page.waitForEvent('download');
  await modal.getByTestId('import-errors').click();
  const download = await downloading;
  const errorsPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(errorsPath);
  const errorRows = await readSheet(errorsPath);
  expect(errorRows[0]).toEqual(['行号', '岗位编码*', '岗位名称*', '职级', '错误原因']);
  expect(errorRows.length).toBe(51);
  for (const row of errorRows.slice(1)) {
    expect(bad.get(row[0] as number), `row ${String(row[0])}`).toBe(row[4]);
  }
  expect(new Set(errorRows.slice(1).map((r) => r[0])).size).toBe(50);
  expect(await countByCode(page, prefix)).toBe(9_950);
});

test('an expired session during an import shows the dialog, whose OK leads to the login page', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('岗位');
  sheet.addRow(['岗位编码*', '岗位名称*']);
  for (let i = 0; i < 5_000; i += 1) sheet.addRow([`XS${STAMP}-${i}`, `会话岗位${i}`]);
  const file = testInfo.outputPath('会话.xlsx');
  await workbook.xlsx.writeFile(file);

  await openPositions(page);
  await uploadForImport(page, file);
  const modal = page.getByTestId('import-modal');
  await expect(modal.getByTestId('import-verified')).toBeVisible({ timeout: 30_000 });
  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-preview')).toBeVisible({ timeout: 30_000 });
  await modal.getByTestId('import-start').click();
  await expect(modal.getByTestId('import-progress')).toBeVisible();
  // The session ends while the import runs (as when it expires): the next progress call is refused.
  await context.clearCookies();

  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '登录已过期，请重新登录' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fposition$/);
});
