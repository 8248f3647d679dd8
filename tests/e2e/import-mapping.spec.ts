import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedInPage } from './support/session';

/**
 * Import with mapping: a customer list whose 客户名称 column is headed 公司名称 is mapped in the
 * dialog, previewed and imported; the same headers come back pre-mapped, and a second import in
 * update mode changes the record instead of adding one.
 */

const STAMP = Date.now().toString(36);
const SCREENS = '.tmp/screens';

async function workbookFile(path: string, rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('客户');
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(path);
  return path;
}

/** The dialog as it stands, for the visual check. */
async function shot(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('import-modal').getByRole('dialog')).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENS}/import-mapping-${name}-${width}.png` });
}

async function openImport(page: Page, list: Locator, file: string): Promise<Locator> {
  await list.getByTestId('entity-import').click();
  const modal = page.getByTestId('import-modal');
  await modal.locator('input[type=file]').setInputFiles(file);
  await expect(modal.getByTestId('import-verified')).toContainText('校验通过，共 1 行');
  await expect(modal.getByTestId('import-mapping')).toBeVisible();
  return modal;
}

async function customerNamed(page: Page, name: string): Promise<Record<string, unknown> | undefined> {
  const answer = await callInPage<{ records: Record<string, unknown>[] }>(page, '/api/crm/customer/query', { customer_name: name, pageSize: 5 });
  return answer.data.records[0];
}

test('a renamed column is mapped, previewed and imported; the same headers come back mapped, and update mode changes the record', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'lina');
  await page.setViewportSize({ width: 1280, height: 860 });
  const name = `映射导入客户${STAMP}`;
  // Headers of this run's own: a mapping is remembered per set of headers, and a run again must start unmapped.
  const headers = ['公司名称', '客户简称', `备注${STAMP}`];
  await page.goto('/crm/customer');
  const list = page.locator('[data-entity="customer"]:visible');

  const first = await workbookFile(testInfo.outputPath('公司名单.xlsx'), [headers, [name, '映射', '第一次导入']]);
  let modal = await openImport(page, list, first);
  const mapping = modal.getByTestId('import-mapping');
  await expect(mapping).toContainText('公司名称');
  await expect(mapping).toContainText(name);
  // Known headers are pre-mapped; the renamed one starts as 不导入, and leaving it so is refused.
  await expect(mapping.locator('.ant-select').filter({ has: page.locator('#import-map-1') })).toContainText('客户简称');
  await expect(mapping.locator('.ant-select').filter({ has: page.locator('#import-map-0') })).toContainText('不导入');
  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-mapping-refused')).toHaveText('以下必填字段还没有对应的列：客户名称');

  await pick(page, mapping, 'import-map-0', '客户名称');
  await shot(page, 'mapping');
  await modal.getByTestId('import-next').click();
  const preview = modal.getByTestId('import-preview');
  await expect(preview).toContainText('预览前 1 行（共 1 行），尚未写入任何数据');
  await expect(preview.locator('.ant-table-row')).toHaveCount(1);
  await expect(preview.locator('.ant-table-row').first()).toContainText('新增');
  await expect(preview.locator('.ant-table-row').first()).toContainText(name);
  await shot(page, 'preview');
  // Nothing is written by the preview.
  expect(await customerNamed(page, name)).toBeUndefined();

  await modal.getByTestId('import-start').click();
  await expect(modal.getByTestId('import-summary')).toHaveText('成功 1 条，失败 0 条', { timeout: 30_000 });
  await expect(modal.getByTestId('import-counts')).toHaveText('新增 1 条，更新 0 条');
  await modal.getByRole('button', { name: '关闭' }).last().click();
  const filter = list.getByTestId('entity-filter').locator('#entity-filter-customer_customer_name');
  await filter.fill(name);
  await filter.press('Enter');
  await expect(list.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(list.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(name);
  const created = await customerNamed(page, name);
  expect(created).toMatchObject({ short_name: '映射' });

  // The same headers again: mapped as last time; this time the row updates the customer of that name.
  const second = await workbookFile(testInfo.outputPath('公司名单更新.xlsx'), [headers, [name, '映射改', '第二次导入']]);
  modal = await openImport(page, list, second);
  await expect(modal.getByTestId('import-remembered')).toBeVisible();
  await expect(modal.locator('.ant-select').filter({ has: page.locator('#import-map-0') })).toContainText('客户名称');
  await modal.getByTestId('import-mode').getByText('更新已有记录').click();
  await pick(page, modal, 'import-key-field', '客户名称');
  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-preview').locator('.ant-table-row').first()).toContainText('更新');
  await modal.getByTestId('import-start').click();
  await expect(modal.getByTestId('import-counts')).toHaveText('新增 0 条，更新 1 条', { timeout: 30_000 });
  await modal.getByRole('button', { name: '关闭' }).last().click();
  await expect(list.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  const updated = await customerNamed(page, name);
  expect(updated).toMatchObject({ customer_key: created!.customer_key, short_name: '映射改' });
});

test('the mapping and preview steps fit a phone screen', async ({ browser }, testInfo) => {
  const page = await signedInPage(browser, 'lina');
  await page.setViewportSize({ width: 390, height: 860 });
  await page.goto('/crm/customer');
  const file = await workbookFile(testInfo.outputPath('手机公司名单.xlsx'), [['公司名称', '客户简称', '备注'], [`手机映射${STAMP}`, '手机', '只预览']]);
  await page.getByTestId('entity-more-tools').filter({ visible: true }).first().click();
  await page.getByTestId('entity-import').filter({ visible: true }).first().click();
  const modal = page.getByTestId('import-modal');
  await modal.locator('input[type=file]').setInputFiles(file);
  const mapping = modal.getByTestId('import-mapping');
  await expect(mapping).toBeVisible();
  await pick(page, mapping, 'import-map-0', '客户名称');
  await shot(page, 'mapping');
  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-preview').locator('.ant-table-row').first()).toContainText('新增');
  await shot(page, 'preview');
  // The dialog stays within the screen.
  const box = await modal.locator('.ant-modal-container, .ant-modal-content').first().boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
