import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { SMALL_PDF } from '../support/small-pdf';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedInPage } from './support/session';
import { typeMoment } from './support/forms';
import { openGroupedTab } from './support/record-tabs';
import { creditCodeCheckCharacter } from '@/lib/entity/credit-code';

/**
 * A supplier end to end: 李娜 enters a supplier, gives it a contract with its signed copy and an
 * annex, and a purchase she submits from the purchase's page; 张伟 (her department's leader) and
 * 王芳 (finance) approve it in the workbench, and its status follows until it is approved and
 * read-only. 王芳, of another department, cannot open the supplier.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A valid credit code of the run's own (the field is unique, and a run again follows the last try's), typed in lower case. */
function creditCodeOfRun(): { typed: string; shown: string; wrong: string } {
  const first17 = `91310000MA1F${String(Date.now() % 100_000).padStart(5, '0')}`;
  const check = creditCodeCheckCharacter(first17)!;
  const shown = `${first17}${check}`;
  return { typed: shown.toLowerCase(), shown, wrong: `${first17}${check === '0' ? '1' : '0'}`.toLowerCase() };
}
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();
const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

async function attach(form: Locator, name: string): Promise<void> {
  await form.locator('.ant-upload input[type=file]').first().setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(SMALL_PDF) });
  // Saved only once the file is up.
  await expect(form.locator('.ant-upload-list-item-done').filter({ hasText: name })).toBeVisible();
}

/** The holder of the purchase's pending task approves it in the workbench. */
async function approveInWorkbench(browser: Browser, username: string, title: string, comment: string): Promise<void> {
  const page = await signedInPage(browser, username, { at: '/home/workbench/pending' });
  await page.getByTestId('filter-keyword').fill(title);
  await page.getByTestId('filter-keyword').press('Enter');
  const task = page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(task).toHaveCount(1);
  await task.getByTestId('row-title').click();
  await expect(page.getByTestId('task-detail')).toBeVisible();
  await expect(page.getByTestId('task-detail').getByTestId('submitted-form')).toContainText(title);
  await page.getByTestId('action-approve').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('action-ok') });
  await dialog.getByTestId('action-comment').fill(comment);
  await dialog.getByTestId('action-ok').click();
  await expect(toast(page, '审批通过')).toBeVisible();
  await page.context().close();
}

test('a supplier with a contract and its files, and a purchase approved through the workbench', async ({ browser }) => {
  test.slow();
  const name = `测试供应商${stamp()}`;
  const purchaseName = `服务器采购${stamp()}`;
  const creditCode = creditCodeOfRun();
  const lina = await signedInPage(browser, 'lina', { at: '/supply/supplier' });
  const list = lina.locator('[data-entity="supplier"]:visible');
  await expect(rows(list).filter({ hasText: '上海数聚信息技术有限公司' })).toContainText('合作中');
  await list.getByTestId('entity-create').click();
  const form = lina.getByTestId('entity-form');
  await form.locator('#entity-form-supplier_supplier_name').fill(name);
  await pick(lina, form, 'entity-form-supplier_category', '信息技术服务');
  await form.locator('#entity-form-supplier_credit_code').fill(creditCode.wrong);
  await lina.getByTestId('entity-form-submit').click();
  await expect(form.getByText('请输入正确的18位统一社会信用代码')).toBeVisible();
  await form.locator('#entity-form-supplier_credit_code').fill(creditCode.typed);
  await lina.getByTestId('entity-form-submit').click();
  await expect(toast(lina, '新增成功')).toBeVisible();
  const filter = list.locator('#entity-filter-supplier_supplier_name');
  await filter.fill(name);
  await filter.press('Enter');
  const row = rows(list).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-detail').click();

  const record = lina.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(name);
  await expect(record.getByTestId('record-status')).toHaveText('合作中');
  await expect(record.getByText(creditCode.shown)).toBeVisible();

  // A contract with its signed copy, then an annex from the contract's detail.
  await openGroupedTab(record, '商务', '合同');
  const contracts = record.locator('[data-entity="supplierContract"]');
  await contracts.getByTestId('entity-create').click();
  const contractForm = lina.getByTestId('entity-form');
  await expect(contractForm.locator('#entity-form-supplierContract_supplier_key')).toHaveCount(0);
  await contractForm.locator('#entity-form-supplierContract_contract_no').fill(`CG-${stamp()}`);
  await contractForm.locator('#entity-form-supplierContract_contract_name').fill('服务器采购框架协议');
  await contractForm.locator('#entity-form-supplierContract_amount').fill('1234567.8');
  await attach(contractForm, '框架协议扫描件.pdf');
  await lina.getByTestId('entity-form-submit').click();
  await expect(contractForm).toBeHidden();
  const contractRow = rows(contracts).filter({ hasText: '服务器采购框架协议' });
  await expect(contractRow).toContainText('框架协议扫描件.pdf');
  await expect(contractRow).toContainText('1,234,567.80');
  await contractRow.getByTestId('row-detail').click();
  const drawer = lina.getByTestId('entity-detail');
  await drawer.getByRole('tab', { name: '合同附件' }).click();
  const annexes = drawer.locator('[data-entity="supplierContractAttachment"]');
  await annexes.getByTestId('entity-create').click();
  const annexForm = lina.getByTestId('entity-form').last();
  await annexForm.locator('#entity-form-supplierContractAttachment_file_title').fill('服务水平协议');
  await attach(annexForm, 'SLA.pdf');
  await lina.getByTestId('entity-form-submit').last().click();
  await expect(rows(annexes).filter({ hasText: '服务水平协议' })).toContainText('SLA.pdf');
  await lina.locator('.ant-drawer-open .ant-drawer-close').last().click();
  await expect(drawer).toBeHidden();

  // A purchase, opened on its own page and submitted there.
  await openGroupedTab(record, '商务', '采购');
  const purchases = record.locator('[data-entity="supplierPurchase"]');
  await purchases.getByTestId('entity-create').click();
  const purchaseForm = lina.getByTestId('entity-form');
  // The date first: Enter in it would submit a form already complete.
  await typeMoment(purchaseForm.locator('#entity-form-supplierPurchase_purchase_date'), '2026-11-20');
  await purchaseForm.locator('#entity-form-supplierPurchase_purchase_name').fill(purchaseName);
  await purchaseForm.locator('#entity-form-supplierPurchase_items').fill('机架服务器 2 台');
  await purchaseForm.locator('#entity-form-supplierPurchase_amount').fill('86500.5');
  await lina.getByTestId('entity-form-submit').click();
  await expect(purchaseForm).toBeHidden();
  const purchaseRow = rows(purchases).filter({ hasText: purchaseName });
  await expect(purchaseRow).toContainText('草稿');
  await expect(purchaseRow).toContainText('86,500.50');
  await expect(purchaseRow).toContainText(/CG-\d{8}-\d{3}/);
  await purchaseRow.getByTestId('row-detail').click();
  await expect(lina).toHaveURL(/\/supply\/purchase\/[^/]+$/);
  const purchase = lina.getByTestId('record-page');
  await expect(purchase.getByTestId('record-title')).toHaveText(purchaseName);
  await purchase.getByTestId('record-submit').click();
  // The preview has named the approvers (the dialog has its final size) before it is submitted.
  await expect(lina.getByTestId('approver-preview-steps')).toBeVisible();
  await lina.getByTestId('submit-approval-ok').click();
  await expect(toast(lina, '已提交审批')).toBeVisible();
  await expect(purchase.getByTestId('record-status')).toHaveText('审批中');
  await expect(purchase.getByTestId('record-edit')).toHaveCount(0);
  await expect(purchase.getByTestId('record-delete')).toHaveCount(0);
  const purchaseKey = lina.url().split('/').pop()!;
  const stored = await callInPage<Record<string, unknown>>(lina, `/api/crm/supplier/purchase/detail/${purchaseKey}`);
  const refused = await callInPage(lina, '/api/crm/supplier/purchase/addOrUpdate', { ...stored.data, amount: 1 });
  expect(refused.msg).toBe('采购已提交审批，退回前不能修改或删除');

  // The department's leader, from the purchase's own page (the approval lets him read it, though it
  // is not his department's), then finance in the workbench.
  const zhang = await signedInPage(browser, 'zhangwei', { at: `/supply/purchase/${purchaseKey}` });
  const asked = zhang.getByTestId('record-page');
  await expect(asked.getByTestId('record-title')).toHaveText(purchaseName);
  // The supplier is not his to read, yet the purchase names it.
  await expect(asked).toContainText(name);
  await expect(asked).not.toContainText(/sup-|[0-9a-f]{32}/);
  await expect(asked.getByTestId('record-edit')).toHaveCount(0);
  await asked.getByTestId('record-approve').click();
  await zhang.getByTestId('record-check-comment').fill('同意采购');
  // The decision carries a file, uploaded as it is picked.
  await zhang.getByTestId('comment-attachments').locator('input[type=file]').setInputFiles({ name: '比价记录.txt', mimeType: 'text/plain', buffer: Buffer.from('三家报价对比，选最低价', 'utf8') });
  await expect(zhang.getByTestId('comment-attachments').locator('.ant-upload-list-item').filter({ hasText: '比价记录.txt' })).toHaveClass(/ant-upload-list-item-done/);
  await zhang.getByTestId('record-check-ok').click();
  await expect(asked.getByTestId('record-approve')).toHaveCount(0);
  await zhang.context().close();
  await lina.reload();
  await expect(purchase.getByTestId('record-status')).toHaveText('审批中');
  await approveInWorkbench(browser, 'wangfang', purchaseName, '预算内，同意');
  await lina.reload();
  await expect(purchase.getByTestId('record-status')).toHaveText('已通过');
  await expect(purchase.getByTestId('record-edit')).toHaveCount(0);
  await purchase.getByTestId('record-approval-tab').click();
  const approval = purchase.getByTestId('record-approval');
  await expect(approval.getByTestId('instance-status')).toHaveText('已通过');
  await expect(approval.getByTestId('comment-timeline')).toContainText('预算内，同意');
  await expect(approval.getByTestId('approval-path').getByTestId('comment-attachment')).toHaveText(/比价记录\.txt/);

  // Another department: finance reads the purchase it approved, but the supplier is not hers.
  const wang = await signedInPage(browser, 'wangfang', { at: `/supply/purchase/${purchaseKey}` });
  await expect(wang.getByTestId('record-page').getByTestId('record-title')).toHaveText(purchaseName);
  const key = (await callInPage<Record<string, string>>(lina, `/api/crm/supplier/purchase/detail/${purchaseKey}`)).data.supplier_key;
  await wang.goto(`/supply/supplier/${key}`);
  await expect(wang.getByTestId('record-missing')).toContainText('无权查看此记录');
});
