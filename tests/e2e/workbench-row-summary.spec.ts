import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pick } from './support/select';

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

  const wangfang = await signedInPage(browser, 'wangfang', { wide: true, at: '/home/workbench/pending' });
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

test('the home cards name the applicant and the key figures of a waiting payment and of its message', async ({ browser }) => {
  const title = `付款审批：首页${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  expect((await callInPage(lina, START, { processDefinitionKey: 'payment_approval', title, formData: { payee: '杭州钱塘资产管理有限公司', amount: 96000, purpose: '咨询费' } })).code).toBe(0);

  const wangfang = await signedInPage(browser, 'wangfang', { wide: true, at: '/' });
  const pending = wangfang.locator('li').filter({ has: wangfang.getByRole('link', { name: new RegExp(`^${title}`) }) }).first();
  await expect(pending.locator('[data-field="applicant"]')).toHaveText('李娜');
  await expect(pending.locator('[data-field="amount"]')).toHaveText('付款金额（元）96,000');
  const message = wangfang.locator('li').filter({ has: wangfang.getByRole('link', { name: new RegExp(`待审批：${title}`) }) }).first();
  // A card line has room for one figure: the amount, not the payee.
  await expect(message.locator('[data-field="amount"]')).toHaveText('付款金额（元）96,000');
  await expect(message.locator('[data-field="payee"]')).toHaveCount(0);
  await wangfang.screenshot({ path: '.tmp/screens/home-card-summary-1440.png' });
});

test('with a process chosen, its summary fields filter the list and order it', async ({ browser }) => {
  const batch = `排序${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  for (const [payee, amount] of [['上海浦江信托有限公司', 8000], ['杭州钱塘资产管理有限公司', 96000], ['上海陆家嘴融资租赁有限公司', 45000]] as const) {
    expect((await callInPage(lina, START, { processDefinitionKey: 'payment_approval', title: `${batch}-${amount}`, formData: { payee, amount, purpose: '服务费' } })).code).toBe(0);
  }
  const wangfang = await signedInPage(browser, 'wangfang', { wide: true, at: '/home/workbench/pending' });
  const bar = wangfang.locator('form#workbench-pending-filter');
  await expect(wangfang.getByTestId('filter-summary-payee')).toHaveCount(0);
  await pick(wangfang, bar, 'workbench-pending-filter_processDefinitionKey', '付款审批');
  await wangfang.getByTestId('filter-keyword').fill(batch);
  await wangfang.locator('[id="workbench-pending-filter_summarySort"]').click();
  await wangfang.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '付款金额（元）从高到低' }).click();
  await wangfang.getByTestId('workbench-search').click();
  const amounts = wangfang.getByTestId('workbench-table').locator('[data-field="amount"]');
  await expect(amounts).toHaveText(['付款金额（元）96,000', '付款金额（元）45,000', '付款金额（元）8,000']);

  await wangfang.getByTestId('filter-summary-payee').fill('上海');
  await wangfang.locator('[id="workbench-pending-filter_summary.amount"]').fill('10000');
  await wangfang.getByTestId('filter-summary-payee').press('Enter');
  await expect(amounts).toHaveText(['付款金额（元）45,000']);
  await wangfang.screenshot({ path: '.tmp/screens/workbench-summary-filters-1440.png' });
});
