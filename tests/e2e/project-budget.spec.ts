import { expect, test, type Locator, type Page } from './support/test';
import type { BudgetPlans } from '@/lib/contract/project-budget';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedInPage } from './support/session';
import { typeMoment } from './support/forms';

/**
 * A project's budget end to end, on 前海跨境收付款通道升级 (张伟 manages it and leads 李娜's
 * department; 王芳 is finance): 李娜 plans a payment of 150,000 in the workspace's 付款 tab and
 * submits it; above 100,000 the 付款审批 goes to 张伟 first, then to 王芳, both in the workbench;
 * 李娜 then pays it in two parts (a third part beyond what is left is refused), and the tab's
 * figures and 合计 row follow. Then the three budget tabs are looked at in both languages.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();
const rows = (list: Locator) => list.locator('tr.ant-table-row');
const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PROJECT = 'prj-demo-02';

/** Approves the task titled `title` in the signed-in user's workbench. */
async function approveInWorkbench(page: Page, title: string, taskName: string): Promise<void> {
  await page.goto('/home/workbench/pending');
  await page.getByTestId('filter-keyword').fill(title);
  await page.getByTestId('filter-keyword').press('Enter');
  const task = page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText(taskName);
  await task.getByTestId('row-title').click();
  await expect(page.getByTestId('task-detail').getByTestId('submitted-form')).toContainText('150,000');
  await page.getByTestId('action-approve').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('action-ok') });
  await dialog.getByTestId('action-comment').fill('同意');
  await dialog.getByTestId('action-ok').click();
  await expect(toast(page, '审批通过')).toBeVisible();
}

async function pay(page: Page, row: Locator, amount: string, day: string): Promise<void> {
  await row.getByTestId('row-pay').click();
  const form = page.getByTestId('entity-form');
  await typeMoment(form.locator('#entity-form-payment_pay_date'), day);
  await form.locator('#entity-form-payment_amount').fill(amount);
  await pick(page, form, 'entity-form-payment_pay_method', '银行转账');
  await page.getByTestId('entity-form-submit').click();
}

test('a payment plan of 150,000 goes through the leader and finance, is paid in two parts, and the tab’s totals follow', async ({ browser }) => {
  test.slow();
  const purpose = `服务器采购${stamp()}`;
  const lina = await signedInPage(browser, 'lina', { wide: true, at: `/okrProject/budget/payment?key=${PROJECT}` });
  const tab = lina.getByTestId('workspace-budget-payment');
  const list = tab.locator('[data-entity="paymentPlan"]');
  await expect(rows(list).filter({ hasText: '清算引擎许可采购款' })).toContainText('已批准');
  const totalsNow = async () => (await callInPage<BudgetPlans>(lina, `/api/eis/restful/budget/payment?projectKey=${PROJECT}`)).data.totals;
  const before = await totalsNow();

  await list.getByTestId('entity-create').click();
  const form = lina.getByTestId('entity-form');
  await typeMoment(form.locator('#entity-form-paymentPlan_planned_date'), '2026-12-31');
  await form.locator('#entity-form-paymentPlan_purpose').fill(purpose);
  await form.locator('#entity-form-paymentPlan_payee').fill('深圳云启科技有限公司');
  await form.locator('#entity-form-paymentPlan_amount').fill('150000');
  await lina.getByTestId('entity-form-submit').click();
  await expect(toast(lina, '新增成功')).toBeVisible();
  const row = rows(list).filter({ hasText: purpose });
  await expect(row).toContainText('草稿');
  await expect(row.getByTestId('row-pay')).toHaveCount(0);

  // Submitted from its page: 审批中, and nothing to pay yet.
  await row.getByTestId('row-detail').click();
  const record = lina.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(purpose);
  await record.getByTestId('record-submit').click();
  // The preview has named the approvers (the dialog has its final size) before it is submitted.
  await expect(lina.getByTestId('approver-preview-steps')).toBeVisible();
  await lina.getByTestId('submit-approval-ok').click();
  await expect(toast(lina, '已提交审批')).toBeVisible();
  await expect(record.getByTestId('record-status')).toHaveText('审批中');

  // Above 100,000: 张伟 (the leader) first, then 王芳 (finance).
  const zhang = await signedInPage(browser, 'zhangwei', { wide: true });
  await approveInWorkbench(zhang, purpose, '部门负责人审批');
  const wang = await signedInPage(browser, 'wangfang', { wide: true });
  await approveInWorkbench(wang, purpose, '财务审批');
  await lina.reload();
  await expect(record.getByTestId('record-status')).toHaveText('已批准');
  await record.getByTestId('record-approval-tab').click();
  const approval = record.getByTestId('record-approval');
  await expect(approval.getByTestId('bpmn-diagram').locator('.djs-element.wb-finished[data-element-id="leader_approval"]')).toHaveCount(1);

  // Paid in two parts; a third beyond what is left is refused with what is left.
  await lina.goto(`/okrProject/budget/payment?key=${PROJECT}`);
  await pay(lina, row, '100000', '2026-11-20');
  await expect(toast(lina, '付款已登记')).toBeVisible();
  // One toast says it, not the form's 新增成功 beside it.
  await expect(lina.locator('.ant-message').getByText('新增成功')).toHaveCount(0);
  await expect(row).toContainText('100,000.00');
  await expect(row).toContainText('50,000.00');
  // The drawer names the plan line and what is left of it; the refusal shows at the amount, not as a toast.
  await row.getByTestId('row-pay').click();
  await expect(lina.getByTestId('entity-form-intro')).toHaveText(`为付款计划「${purpose}」登记付款，剩余 ¥50,000.00`);
  await lina.keyboard.press('Escape');
  await pay(lina, row, '60000', '2026-11-21');
  const amountItem = lina.getByTestId('entity-form').locator('.ant-form-item').filter({ has: lina.locator('#entity-form-payment_amount') });
  await expect(amountItem.locator('.ant-form-item-explain-error')).toHaveText('付款金额超过计划剩余金额（剩余 ¥50,000.00）');
  await expect(lina.locator('.ant-message').getByText('付款金额超过计划剩余金额', { exact: false })).toHaveCount(0);
  // Wide enough for 100,000,000.00 with nothing cut.
  const amount = lina.getByTestId('entity-form').locator('#entity-form-payment_amount');
  await amount.fill('100000000.01');
  await expect(amount).toHaveValue('100,000,000.01');
  expect(await amount.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth && input.clientWidth >= 160)).toBe(true);
  await amount.fill('50000');
  await lina.getByTestId('entity-form-submit').click();
  await expect(toast(lina, '付款已登记')).toBeVisible();
  await expect(row).toContainText('150,000.00');
  await expect(row.getByTestId('row-pay')).toHaveCount(0);

  // The plan's payments in its drawer.
  await row.getByTestId('row-drawdowns').click();
  const drawer = lina.getByTestId('drawdown-drawer');
  await expect(drawer.getByTestId('drawdown-remaining')).toHaveText('0.00');
  await expect(rows(drawer.locator('[data-entity="payment"]'))).toHaveCount(2);
  await lina.keyboard.press('Escape');

  // The figures strip and the 合计 row say what the server sums.
  const answer = await totalsNow();
  await expect(tab.getByTestId('budget-planned-value')).toHaveText(money(answer.planned));
  await expect(tab.getByTestId('budget-actual-value')).toHaveText(money(answer.actual));
  await expect(tab.getByTestId('budget-remaining-value')).toHaveText(money(answer.remaining));
  // This plan, paid in full, adds 150,000 planned and paid and leaves what remains as it was
  // (against the figures at the start, so that a retry on the same data checks the same).
  expect([answer.planned, answer.actual, answer.remaining]).toEqual([before.planned + 150000, before.actual + 150000, before.remaining]);
  const totals = list.getByTestId('list-totals');
  await expect(totals.locator('[data-total="amount"]')).toHaveText(money(answer.planned));
  await expect(totals.locator('[data-total="paid_amount"]')).toHaveText(money(answer.actual));
  await expect(totals.locator('[data-total="remaining_amount"]')).toHaveText(money(answer.remaining));
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`the three budget tabs in ${locale}`, async ({ browser }) => {
    const page = await signedInPage(browser, 'lina', { wide: true, locale });
    for (const [path, kind] of [['payment', 'payment'], ['receivePayment', 'receivable'], ['otherCost', 'otherFee']] as const) {
      await page.goto(`/okrProject/budget/${path}?key=${PROJECT}`);
      const tab = page.getByTestId(`workspace-budget-${kind}`);
      await expect(tab.getByTestId('budget-summary')).toBeVisible();
      await expect(tab.locator('tr.ant-table-row').first()).toBeVisible();
      await expect(tab.getByTestId('list-totals')).toBeVisible();
      await page.screenshot({ path: `.tmp/screens/project-budget-${kind}-${locale}.png`, fullPage: true });
    }
    if (locale === 'zh-CN') {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/okrProject/budget/payment?key=${PROJECT}`);
      await expect(page.getByTestId('budget-summary')).toBeVisible();
      await page.screenshot({ path: '.tmp/screens/project-budget-payment-390.png', fullPage: true });
    }
  });
}
