import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { openSection, panel, previewXml, selectShape, shape } from './support/designer';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { FormDesign } from '@/lib/contract/approval-form/design';

/**
 * 字段权限 in the demo expense claim: the leader's step hides the bank account, so 张伟 does not see
 * it in his task; finance may amend the remark, so 王芳 changes it when approving and the request
 * keeps her text.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });

async function openTask(page: Page, title: string) {
  await page.goto('/home/workbench/pending');
  const keyword = page.getByTestId('filter-keyword');
  await keyword.fill(title);
  await keyword.press('Enter');
  await rowOf(page, title).first().getByTestId('row-title').click();
  await expect(page.getByTestId('task-detail')).toContainText(title);
}

/** Values for the required inputs another spec may have added to the form (a number, a text), so the claim starts on any version. */
function requiredExtras(design: FormDesign, given: Record<string, unknown>): Record<string, unknown> {
  const extras: Record<string, unknown> = {};
  for (const c of design.fields) {
    if (!c.required || c.showWhen || Object.hasOwn(given, c.id)) continue;
    if (c.kind === 'number' || c.kind === 'amount') extras[c.id] = 1;
    if (c.kind === 'text' || c.kind === 'textarea') extras[c.id] = '补充';
  }
  return extras;
}

test('the leader does not see the hidden bank account; finance amends the editable remark when approving', async ({ browser }) => {
  const title = `字段权限报销${stamp()}`;
  const lina = await signedInPage(browser, 'lina', { wide: true, at: '/home/workbench/pending' });
  const formData: Record<string, unknown> = {
    // The form's title template makes the title from the reason: the stamped reason finds the request.
    reason: `华东客户拜访 ${title}`, expenseType: 'travel', payWay: 'bank', bankAccount: '6222020200112233', remark: '申请人备注',
    // Over 5,000: the leader, then finance.
    lines: [{ day: '2026-11-20', item: '机票', qty: 1, price: 8000 }],
  };
  const form = await callInPage<{ design: FormDesign }>(lina, paths.formFields, { processDefinitionKey: 'expense_claim' });
  const started = await callInPage<{ instance_key: string }>(lina, paths.startProcess, { processDefinitionKey: 'expense_claim', title, formData: { ...formData, ...requiredExtras(form.data.design, formData) } });
  expect(started.code, started.msg).toBe(0);

  const zhangwei = await signedInPage(browser, 'zhangwei', { wide: true });
  await openTask(zhangwei, title);
  const his = zhangwei.getByTestId('task-detail').getByTestId('submitted-form');
  await expect(his).toContainText('华东客户拜访');
  await expect(his).not.toContainText('收款账号');
  await expect(his).not.toContainText('6222020200112233');
  await zhangwei.getByTestId('action-approve').click();
  const hisDialog = zhangwei.locator('.ant-modal').filter({ has: zhangwei.getByTestId('action-ok') });
  await expect(hisDialog.getByTestId('editable-form')).toHaveCount(0);
  await hisDialog.getByTestId('action-ok').click();
  await expect(hisDialog).toBeHidden();

  const wangfang = await signedInPage(browser, 'wangfang', { wide: true });
  await openTask(wangfang, title);
  await expect(wangfang.getByTestId('task-detail').getByTestId('submitted-form')).toContainText('6222020200112233');
  await wangfang.getByTestId('action-approve').click();
  const dialog = wangfang.locator('.ant-modal').filter({ has: wangfang.getByTestId('action-ok') });
  const editable = dialog.getByTestId('editable-form');
  await expect(editable.getByLabel('备注')).toHaveValue('申请人备注');
  await expect(editable.getByLabel('报销事由')).toHaveCount(0);
  await editable.getByLabel('备注').fill('财务已核对，按实际票据支付');
  await wangfang.screenshot({ path: '.tmp/screens/form-rights-finance-edit-zh-CN.png' });
  await dialog.getByTestId('action-ok').click();
  await expect(dialog).toBeHidden();

  const detail = await callInPage<{ form_data: Record<string, unknown> }>(lina, paths.formDetail, { processInstanceId: started.data.instance_key });
  expect(detail.data.form_data.remark).toBe('财务已核对，按实际票据支付');
  expect(detail.data.form_data.bankAccount).toBe('6222020200112233');
});

test('the BPMN designer shows a step\'s field rights over the designed form and writes them as formRights', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/workflow/designer?key=wf-model-expense-claim' });
  await expect(shape(admin, 'leader_approval')).toBeVisible({ timeout: 30_000 });
  await selectShape(admin, 'leader_approval');
  await expect(panel(admin)).toHaveAttribute('data-element-id', 'leader_approval');
  await openSection(admin, 'formRights');
  const rights = panel(admin).getByTestId('field-rights');
  await expect(rights.getByTestId('field-right-bankAccount').getByRole('radio', { name: '隐藏' })).toBeChecked();
  await expect(rights.getByTestId('field-right-reason').getByRole('radio', { name: '只读' })).toBeChecked();
  // A computed control can be hidden but not edited.
  await expect(rights.getByTestId('field-right-total').getByRole('radio', { name: '可编辑' })).toBeDisabled();
  await rights.getByTestId('field-right-reason').getByText('可编辑').click();
  await rights.getByTestId('field-right-bankAccount').getByText('只读').click();
  const xml = await previewXml(admin);
  expect(xml).toMatch(/<flowable:property name="formRights" value="\{(&#34;|&quot;|")reason(&#34;|&quot;|")\s*:\s*(&#34;|&quot;|")edit(&#34;|&quot;|")\}"/);
});
