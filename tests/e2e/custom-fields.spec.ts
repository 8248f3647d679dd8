import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './support/test';
import { CUSTOM_FIELD_PATHS } from '@/lib/contract/custom-field-paths';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedIn, signedInPage } from './support/session';

/**
 * 字段管理 (docs/fields.md): admin adds 风险等级, a choice from the 风险等级 dictionary, to customers;
 * with no restart lina finds it in the customer form, the list and the record, filters by it, and
 * the demo's own added fields are there too. The field is retired at the end, its data kept, so the
 * other specs see customers as declared plus the demo's fields.
 */

const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const SCREENS = '.tmp/screens';
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const column = `cf_risk_${STAMP}`;
const balance = `cf_balance_${STAMP}`;

async function headerOf(path: string): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
}

/**
 * Retires the fields a failed try of this group left in use: a label is refused while another field
 * in use has it, and a run again adds 风险等级 and 应收余额 anew.
 */
async function retireLastTrys(page: Page): Promise<void> {
  const listed = await callInPage<{ fields: { key: string; label: string; state: string }[] }>(page, `${CUSTOM_FIELD_PATHS.list}?entity=customer`);
  for (const field of listed.data.fields) {
    if (field.state === 'retired' || !['风险等级', '应收余额'].includes(field.label)) continue;
    expect((await callInPage(page, CUSTOM_FIELD_PATHS.state, { key: field.key, state: 'retired' })).code).toBe(0);
  }
}

test.describe.configure({ mode: 'serial' });

test('admin adds 风险等级 and 应收余额 to customers and lina uses them at once: form, list, filter, a shared view, export, a mapped import, record', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signedIn(page, 'admin', { at: '/system/field' });
  await retireLastTrys(page);
  const screen = page.getByTestId('custom-fields');
  const table = screen.getByTestId('custom-field-table');
  // The demo company's own added fields are listed.
  await expect(table).toContainText('签约主体');
  await expect(table).toContainText('cf_credit_limit');

  await screen.getByTestId('custom-field-add').click();
  const drawer = page.getByTestId('custom-field-drawer');
  await drawer.locator('#custom-field_label').fill('风险等级');
  await drawer.locator('#custom-field_name').fill(`risk_${STAMP}`);
  await pick(page, drawer, 'custom-field_type', '单选（字典）');
  await pick(page, drawer, 'custom-field_dictCode', '风险等级');
  await drawer.getByTestId('custom-field-filter').click();
  await page.screenshot({ path: `${SCREENS}/custom-field-drawer-1280.png` });
  await drawer.getByTestId('custom-field-save').click();
  await expect(toast(page, '字段已保存')).toBeVisible();
  const added = rows(table).filter({ hasText: column });
  await expect(added).toContainText('风险等级');
  await expect(added).toContainText('使用中');

  // 应收余额: a formula over the demo's roll-ups, naming them by label.
  await screen.getByTestId('custom-field-add').click();
  await drawer.locator('#custom-field_label').fill('应收余额');
  await drawer.locator('#custom-field_name').fill(`balance_${STAMP}`);
  await pick(page, drawer, 'custom-field_type', '公式');
  await drawer.getByTestId('custom-field-expression').fill('{合同总额} - {回款合计}');
  await drawer.getByTestId('custom-field-sortable').click();
  await drawer.getByTestId('custom-field-save').click();
  await expect(toast(page, '字段已保存').last()).toBeVisible();
  await expect(rows(table).filter({ hasText: balance })).toContainText('公式');
  await page.screenshot({ path: `${SCREENS}/custom-fields-1280.png` });

  // A formula naming a field that does not exist is refused, saying where.
  await screen.getByTestId('custom-field-add').click();
  await drawer.locator('#custom-field_label').fill(`坏公式${STAMP}`);
  await drawer.locator('#custom-field_name').fill(`bad_${STAMP}`);
  await pick(page, drawer, 'custom-field_type', '公式');
  await drawer.getByTestId('custom-field-expression').fill('{合同总额} - {没有这个字段}');
  await drawer.getByTestId('custom-field-save').click();
  await expect(page.locator('.ant-message')).toContainText('公式第 10 个字符处：没有名为「没有这个字段」的字段');
  await drawer.getByRole('button', { name: /取\s?消/ }).click();

  // A name already used is refused with its reason, and the drawer keeps what was typed.
  await screen.getByTestId('custom-field-add').click();
  await drawer.locator('#custom-field_label').fill('客户名称');
  await drawer.locator('#custom-field_name').fill(`dup_${STAMP}`);
  await drawer.getByTestId('custom-field-save').click();
  await expect(page.locator('.ant-message')).toContainText('字段名称「客户名称」与系统字段重名');
  await expect(drawer.locator('#custom-field_name')).toHaveValue(`dup_${STAMP}`);
  await drawer.getByRole('button', { name: /取\s?消/ }).click();

  // lina, in a browser of her own: the new field is in the form, saved, shown in the list and on the record.
  const lina = await signedInPage(browser, 'lina', { at: '/crm/customer' });
  const list = lina.locator('[data-entity="customer"]:visible');
  await expect(list.locator('.ant-table-thead')).toContainText('风险等级');
  await expect(list.locator('.ant-table-thead')).toContainText('签约主体');
  await list.getByTestId('entity-create').click();
  const form = lina.getByTestId('entity-form');
  const name = `风险客户${STAMP}`;
  await form.locator('#entity-form-customer_customer_name').fill(name);
  await pick(lina, form, `entity-form-customer_${column}`, '高风险');
  await form.locator('#entity-form-customer_cf_sign_entity').fill(`${name}（签约主体）`);
  await lina.getByTestId('entity-form-submit').click();
  await expect(toast(lina, '新增成功')).toBeVisible();

  const nameFilter = list.locator('#entity-filter-customer_customer_name');
  await nameFilter.fill(name);
  await nameFilter.press('Enter');
  const row = rows(list).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('高风险');

  // The filter bar offers it: only the high-risk customer of this test is left.
  await nameFilter.fill(`风险客户${STAMP}`);
  await pick(lina, list, `entity-filter-customer_${column}`, '高风险');
  await nameFilter.press('Enter');
  await expect(rows(list)).toHaveCount(1);

  // A view of it, shared with the leaders: the added field's filter comes back with the view.
  await list.getByTestId('list-view-menu').click();
  const viewMenu = (text: string | RegExp) => lina.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: text });
  await viewMenu('另存为新视图').click();
  const viewDialog = lina.getByTestId('list-view-dialog');
  await viewDialog.getByTestId('list-view-name').fill(`高风险${STAMP}`);
  await viewDialog.getByTestId('list-view-shared').click();
  await pick(lina, viewDialog, await viewDialog.getByTestId('list-view-roles').locator('input').getAttribute('id') ?? '', '部门负责人');
  await viewDialog.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(lina, '视图已保存')).toBeVisible();
  await list.getByTestId('list-view-menu').click();
  await viewMenu('全部记录').click();
  await expect(rows(list).first()).toBeVisible();
  await list.getByTestId('list-view-menu').click();
  await viewMenu(`高风险${STAMP}`).click();
  await expect(rows(list)).toHaveCount(1);
  await expect(rows(list)).toContainText('高风险');

  // The export carries both added fields under their labels.
  const downloading = lina.waitForEvent('download');
  await list.getByTestId('entity-export').click();
  const download = await downloading;
  const exported = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(exported);
  expect(await headerOf(exported)).toEqual(expect.arrayContaining(['风险等级', '应收余额', '签约主体', '合同总额']));

  // An import whose risk column is headed 风控评级 is mapped to 风险等级 by hand.
  const imported = `导入名单${STAMP}甲`;
  const file = testInfo.outputPath('风控名单.xlsx');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('客户').addRows([['客户名称', '风控评级'], [imported, '中风险']]);
  await book.xlsx.writeFile(file);
  await list.getByTestId('entity-import').click();
  const modal = lina.getByTestId('import-modal');
  await modal.locator('input[type=file]').setInputFiles(file);
  const mapping = modal.getByTestId('import-mapping');
  await expect(mapping.locator('.ant-select').filter({ has: lina.locator('#import-map-1') })).toContainText('不导入');
  await pick(lina, mapping, 'import-map-1', '风险等级');
  await modal.getByTestId('import-next').click();
  await expect(modal.getByTestId('import-preview').locator('.ant-table-row').first()).toContainText('中风险');
  await modal.getByTestId('import-start').click();
  await expect(modal.getByTestId('import-summary')).toHaveText('成功 1 条，失败 0 条', { timeout: 30_000 });
  await modal.getByRole('button', { name: '关闭' }).last().click();
  await list.getByTestId('entity-reset').click();
  await nameFilter.fill(imported);
  await nameFilter.press('Enter');
  await expect(rows(list).filter({ hasText: imported })).toContainText('中风险');
  await nameFilter.fill(name);
  await nameFilter.press('Enter');

  await row.getByTestId('row-detail').click();
  const record = lina.getByTestId('record-page');
  await expect(record).toContainText('风险等级');
  await expect(record).toContainText('高风险');
  await expect(record).toContainText(`${name}（签约主体）`);
  await lina.screenshot({ path: `${SCREENS}/custom-field-record-1280.png` });

  // A demo customer's 应收余额 is its contracts less its incomes; the mark beside it says how.
  await lina.goto('/crm/customer/cus-demo-01');
  const demo = lina.getByTestId('record-page');
  const fields = demo.getByTestId('entity-detail-fields');
  await expect(fields).toContainText('应收余额');
  await expect(fields.getByTestId('computed-mark').first()).toHaveAttribute('aria-label', /汇总：|公式：/);
  await expect(fields.getByLabel('公式：{合同总额} - {回款合计}')).toBeVisible();
  await lina.screenshot({ path: `${SCREENS}/custom-field-formula-1280.png` });

  // Retired: gone from the kind again, their values kept (restoring brings them back).
  for (const retired of [column, balance]) {
    await rows(table).filter({ hasText: retired }).getByTestId(`custom-field-retire-${retired}`).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s?定|OK/ }).click();
    await expect(rows(table).filter({ hasText: retired })).toContainText('已停用');
  }

  // The view filtering by the retired field still opens, with the rest of what it keeps.
  await lina.goto('/crm/customer');
  await list.getByTestId('list-view-menu').click();
  await viewMenu(`高风险${STAMP}`).click();
  await expect(list.getByTestId('list-view-menu')).toContainText(`高风险${STAMP}`);
  await expect(nameFilter).toHaveValue(`风险客户${STAMP}`);
  await expect(rows(list).filter({ hasText: name })).toHaveCount(1);
  await expect(list.locator('.ant-table-thead')).not.toContainText('风险等级');
  await expect(lina.locator('.ant-message-error')).toHaveCount(0);
  await list.getByTestId('list-view-menu').click();
  await viewMenu('删除视图').click();
  await lina.locator('.ant-modal-confirm').getByRole('button', { name: '删除视图' }).click();
  await expect(toast(lina, '视图已删除')).toBeVisible();
  await lina.context().close();
});

test('字段管理 fits a phone screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signedIn(page, 'admin', { at: '/system/field' });
  await expect(page.getByTestId('custom-field-table')).toContainText('签约主体');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/custom-fields-390.png` });
  await page.getByTestId('custom-field-add').click();
  await expect(page.getByTestId('custom-field-drawer').locator('#custom-field_label')).toBeVisible();
  // The drawer has slid in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const drawerOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(drawerOverflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/custom-field-drawer-390.png` });
  await context.close();
});
