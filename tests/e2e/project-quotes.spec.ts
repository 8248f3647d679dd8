import { expect, test, type Locator, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedInPage } from './support/session';
import { typeMoment } from './support/forms';

/**
 * A project's quotes and contracts end to end, on 前海跨境收付款通道升级 (张伟 manages it, 李娜 and
 * 王芳 of finance take part): 李娜 makes a quote with three lines in the workspace's 报价 tab and
 * commits it; 王芳 returns it in the workbench; 李娜 fixes a line and commits it again; 王芳
 * approves it from the quote's page, where the approval's diagram and history show. Then a
 * contract is made, countersigned, archived, and stays read-only.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();
const rows = (list: Locator) => list.locator('tr.ant-table-row');

async function addLine(page: Page, lines: Locator, [item, quantity, price, discount, tax, amount]: readonly string[]): Promise<void> {
  await lines.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-quoteLine_item_name').fill(item!);
  await form.locator('#entity-form-quoteLine_quantity').fill(quantity!);
  await form.locator('#entity-form-quoteLine_unit_price').fill(price!);
  await form.locator('#entity-form-quoteLine_discount').fill(discount!);
  await form.locator('#entity-form-quoteLine_tax_rate').fill(tax!);
  // Worked out as the figures are typed; the server works it out again.
  await expect(form.locator('#entity-form-quoteLine_amount')).toHaveValue(amount!);
  await page.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rows(lines).filter({ hasText: item! })).toContainText(amount!);
}

test('a quote with three lines is committed, returned in the workbench, fixed, committed again and approved', async ({ browser }) => {
  test.slow();
  const name = `报价${stamp()}`;
  const lina = await signedInPage(browser, 'lina', { at: '/okrProject/price?key=prj-demo-02' });
  const list = lina.getByTestId('workspace-quotes').locator('[data-entity="quote"]');
  await expect(rows(list).filter({ hasText: '通道扩容一期报价' })).toContainText('已通过');
  await list.getByTestId('entity-create').click();
  const form = lina.getByTestId('entity-form');
  // The date first: Enter in it would submit a form already complete.
  await typeMoment(form.locator('#entity-form-quote_valid_until'), '2026-12-31');
  await form.locator('#entity-form-quote_quote_name').fill(name);
  await lina.getByTestId('entity-form-submit').click();
  await expect(toast(lina, '新增成功')).toBeVisible();
  const row = rows(list).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('深圳前海跨境金融');
  await expect(row).toContainText('草稿');
  await row.getByTestId('row-detail').click();

  const record = lina.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(name);
  await record.getByRole('tab', { name: '报价明细' }).click();
  const lines = record.locator('[data-entity="quoteLine"]');
  const LINES = [
    ['通道扩容实施', '3', '33.33', '10', '13', '101.69'],
    ['清算引擎许可', '7', '1234.56', '12.5', '6', '8,015.38'],
    ['驻场支持', '1', '0.05', '0', '10', '0.06'],
  ] as const;
  for (const line of LINES) await addLine(lina, lines, line);
  await record.getByRole('tab', { name: '基本信息' }).click();
  await expect(record.getByText('8,117.13')).toBeVisible();

  // Committed: read-only until it comes back.
  await record.getByTestId('record-submit').click();
  // The preview has named the approvers (the dialog has its final size) before it is submitted.
  await expect(lina.getByTestId('approver-preview-steps')).toBeVisible();
  await lina.getByTestId('submit-approval-ok').click();
  await expect(toast(lina, '已提交审批')).toBeVisible();
  await expect(record.getByTestId('record-status')).toHaveText('审批中');
  await expect(record.getByTestId('record-edit')).toHaveCount(0);
  await expect(record.getByTestId('record-delete')).toHaveCount(0);
  const quoteKey = lina.url().split('/').pop()!;
  const refused = await callInPage(lina, '/api/eis/restful/pricing/save', { ...(await callInPage<Record<string, unknown>>(lina, `/api/eis/restful/pricing/detail/${quoteKey}`)).data, quote_name: '改名' });
  expect(refused.msg).toBe('报价已提交审批，退回前不能修改或删除');

  // 王芳 returns it in the workbench.
  const wang = await signedInPage(browser, 'wangfang', { at: '/home/workbench/pending' });
  await wang.getByTestId('filter-keyword').fill(name);
  await wang.getByTestId('filter-keyword').press('Enter');
  const task = wang.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: name });
  await expect(task).toHaveCount(1);
  await task.getByTestId('row-title').click();
  await expect(wang.getByTestId('task-detail')).toBeVisible();
  await wang.getByTestId('action-reject').click();
  const dialog = wang.locator('.ant-modal').filter({ has: wang.getByTestId('action-ok') });
  await dialog.getByTestId('action-comment').fill('驻场支持的税率请按6%');
  await dialog.getByTestId('action-ok').click();
  await expect(toast(wang, '已驳回')).toBeVisible();

  // Returned: 李娜 fixes the line and commits it again.
  await lina.reload();
  await expect(record.getByTestId('record-status')).toHaveText('已退回');
  await record.getByRole('tab', { name: '报价明细' }).click();
  await rows(lines).filter({ hasText: '驻场支持' }).getByTestId('row-edit').click();
  const lineForm = lina.getByTestId('entity-form');
  // The line is loaded into the form before it is changed.
  await expect(lineForm.locator('#entity-form-quoteLine_tax_rate')).toHaveValue('10');
  await lineForm.locator('#entity-form-quoteLine_tax_rate').fill('6');
  await expect(lineForm.locator('#entity-form-quoteLine_amount')).toHaveValue('0.05');
  await lina.getByTestId('entity-form-submit').click();
  await expect(lineForm).toBeHidden();
  await record.getByRole('tab', { name: '基本信息' }).click();
  await expect(record.getByText('8,117.12')).toBeVisible();
  await record.getByTestId('record-submit').click();
  // The preview has named the approvers (the dialog has its final size) before it is submitted.
  await expect(lina.getByTestId('approver-preview-steps')).toBeVisible();
  await lina.getByTestId('submit-approval-ok').click();
  await expect(record.getByTestId('record-status')).toHaveText('审批中');

  // 王芳 approves it from the quote's page.
  await wang.goto(`/okr-project/price/${quoteKey}`);
  await wang.getByTestId('record-approve').click();
  const check = wang.locator('.ant-modal').filter({ has: wang.getByTestId('record-check-comment') });
  await check.getByTestId('record-check-comment').fill('同意');
  await check.getByTestId('record-check-ok').click();
  await expect(toast(wang, '已审批通过')).toBeVisible();
  await expect(wang.getByTestId('record-status')).toHaveText('已通过');
  await expect(wang.getByTestId('record-approve')).toHaveCount(0);

  // The approval on the record: the diagram with the review passed, and the history.
  await lina.reload();
  await expect(record.getByTestId('record-status')).toHaveText('已通过');
  await record.getByTestId('record-approval-tab').click();
  const approval = record.getByTestId('record-approval');
  await expect(approval.getByTestId('instance-status')).toHaveText('已通过');
  await expect(approval.getByTestId('bpmn-diagram').locator('.djs-element.wb-finished[data-element-id="finance_review"]')).toHaveCount(1);
  await expect(approval.getByTestId('comment-timeline').locator('[data-action="APPROVE"]')).toContainText('同意');
  await lina.screenshot({ path: '.tmp/screens/project-finance-quote-approval-zh-CN.png', fullPage: true });
  await record.getByRole('tab', { name: '报价明细' }).click();
  await expect(lines.getByTestId('entity-create')).toHaveCount(0);
  await expect(lines.getByTestId('row-edit')).toHaveCount(0);
});

test('a contract is made, countersigned, archived, and then stays read-only', async ({ browser }) => {
  test.slow();
  const name = `合同${stamp()}`;
  const lina = await signedInPage(browser, 'lina', { at: '/okrProject/contract?key=prj-demo-02' });
  const list = lina.getByTestId('workspace-contracts').locator('[data-entity="contract"]');
  await expect(rows(list).filter({ hasText: '跨境通道扩容技术服务合同' })).toContainText('已归档');
  await list.getByTestId('entity-create').click();
  const form = lina.getByTestId('entity-form');
  await typeMoment(form.locator('#entity-form-contract_sign_date'), '2026-11-20');
  await form.locator('#entity-form-contract_contract_name').fill(name);
  await pick(lina, form, 'entity-form-contract_category_key', '技术服务合同');
  await form.locator('#entity-form-contract_amount').fill('210900');
  await lina.getByTestId('entity-form-submit').click();
  await expect(toast(lina, '新增成功')).toBeVisible();
  const row = rows(list).filter({ hasText: name });
  await expect(row).toContainText(/HT-\d{8}-\d{3}/);
  await expect(row).toContainText('210,900.00');
  await row.getByTestId('row-detail').click();

  const record = lina.getByTestId('record-page');
  await record.getByTestId('record-submit').click();
  // The preview has named the approvers (the dialog has its final size) before it is submitted.
  await expect(lina.getByTestId('approver-preview-steps')).toBeVisible();
  await lina.getByTestId('submit-approval-ok').click();
  await expect(record.getByTestId('record-status')).toHaveText('审批中');
  const key = lina.url().split('/').pop()!;
  // The countersign: 张伟 (leader) and 王芳 (finance) each approve.
  for (const username of ['zhangwei', 'wangfang']) {
    const signer = await signedInPage(browser, username);
    const answer = await callInPage(signer, '/api/eis/restful/contract/check', { id: key, result: 'approve', comment: '同意' });
    expect(answer.code, answer.msg).toBe(0);
  }
  await lina.reload();
  await expect(record.getByTestId('record-status')).toHaveText('已生效');
  await record.getByTestId('action-archive').click();
  await lina.getByTestId('action-dialog-archive').getByRole('button').last().click();
  await expect(toast(lina, '合同已归档')).toBeVisible();
  await expect(record.getByTestId('record-status')).toHaveText('已归档');
  await expect(record.getByTestId('record-edit')).toHaveCount(0);
  await expect(record.getByTestId('record-delete')).toHaveCount(0);
  const stored = await callInPage<Record<string, unknown>>(lina, `/api/eis/restful/contract/detail/${key}`);
  const refused = await callInPage(lina, '/api/eis/restful/contract/addOrUpdate', { ...stored.data, contract_name: '改名' });
  expect(refused.msg).toBe('合同已归档，不能修改或删除');
  const deleted = await callInPage(lina, '/api/eis/restful/contract/deleteById', { id: key });
  expect(deleted.msg).toBe('合同已归档，不能修改或删除');
});
