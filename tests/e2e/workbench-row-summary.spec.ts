import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * Two payments to one payee no longer look alike in the approver's list: each row shows its
 * model's summary fields (payee, amount, purpose) under the title, at 1440 and on a phone.
 */

const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });

test('the pending list tells two requests with one title apart by their amount and purpose', async ({ browser }) => {
  const title = `付款审批：摘要${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  for (const [amount, purpose] of [[8000, '年度托管费'], [6500.5, '差旅报销']] as const) {
    const started = await callInPage(lina, START, { processDefinitionKey: 'payment_approval', title, formData: { payee: '上海浦江信托有限公司', amount, purpose } });
    expect(started.code).toBe(0);
  }

  const wangfang = await signedInPage(browser, 'wangfang', { wide: true });
  await wangfang.goto('/home/workbench/pending');
  await wangfang.getByTestId('filter-keyword').fill(title);
  await wangfang.getByTestId('filter-keyword').press('Enter');
  const rows = rowOf(wangfang, title);
  await expect(rows).toHaveCount(2);
  const fee = rows.filter({ hasText: '年度托管费' }).getByTestId('row-summary');
  await expect(fee).toContainText('收款单位上海浦江信托有限公司');
  await expect(fee.locator('[data-field="amount"]')).toHaveText('付款金额（元）8,000');
  await expect(rows.filter({ hasText: '差旅报销' }).locator('[data-field="amount"]')).toHaveText('付款金额（元）6,500.5');
  await wangfang.screenshot({ path: '.tmp/screens/workbench-row-summary-1440.png' });

  // The applicant's own list says the same.
  await lina.goto('/home/myApplications');
  await lina.getByTestId('filter-keyword').fill(title);
  await lina.getByTestId('filter-keyword').press('Enter');
  await expect(rowOf(lina, title).filter({ hasText: '年度托管费' }).locator('[data-field="payee"]')).toHaveText('收款单位上海浦江信托有限公司');
});
