import { expect, test, type Locator, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedIn, signedInPage } from './support/session';
import { typeMoment } from './support/forms';
import { ENTITIES } from '@/lib/entities';

/**
 * Finance records end to end: an invoice added on a contract's page with its tax and total worked
 * out; an administrator changes the contract numbering rule and the next contract follows it; a
 * quote returned and committed again shows both rounds in its 审批记录 tab. The new pages are
 * photographed in both languages.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();
const rows = (list: Locator) => list.locator('tr.ant-table-row');

test('an invoice is added on a contract’s page with its tax and total worked out', async ({ browser }) => {
  const number = `4403${Date.now().toString().slice(-6)}`;
  const lina = await signedInPage(browser, 'lina', { wide: true });
  // A contract in force still takes invoices.
  await lina.goto('/okr-project/contract/ctr-demo-02');
  const record = lina.getByTestId('record-page');
  await expect(record.getByTestId('record-status')).toHaveText('已生效');
  await record.getByRole('tab', { name: '发票' }).click();
  const list = record.locator('[data-entity="invoice"]');
  await expect(rows(list).filter({ hasText: '31005521' })).toContainText('172,800.00');
  await list.getByTestId('entity-create').click();
  const form = lina.getByTestId('entity-form');
  await typeMoment(form.locator('#entity-form-invoice_issue_date'), '2026-11-20');
  await form.locator('#entity-form-invoice_invoice_no').fill(number);
  await pick(lina, form, 'entity-form-invoice_invoice_type', '增值税专用发票');
  await form.locator('#entity-form-invoice_amount').fill('12345.67');
  await form.locator('#entity-form-invoice_tax_rate').fill('13');
  // Worked out as the figures are typed; the server works them out again.
  await expect(form.locator('#entity-form-invoice_tax_amount')).toHaveValue('1,604.94');
  await expect(form.locator('#entity-form-invoice_total_amount')).toHaveValue('13,950.61');
  await lina.screenshot({ path: '.tmp/screens/finance-invoice-form-zh-CN.png' });
  await lina.getByTestId('entity-form-submit').click();
  await expect(toast(lina, '新增成功')).toBeVisible();
  const row = rows(list).filter({ hasText: number });
  await expect(row).toContainText('1,604.94');
  await expect(row).toContainText('13,950.61');
  await expect(row).toContainText('开具给客户');
  await expect(form).toBeHidden();
  await lina.screenshot({ path: '.tmp/screens/finance-contract-invoices-zh-CN.png', fullPage: true });

  // The global list holds it too, under its project.
  await lina.goto('/okr-project/invoice');
  const global = lina.getByTestId('entity-list').first();
  await expect(rows(global).filter({ hasText: number })).toContainText('13,950.61');
  await lina.screenshot({ path: '.tmp/screens/finance-invoices-zh-CN.png', fullPage: true });
});

test('a numbering rule is changed and the next contract number follows it', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/system/code' });
  const list = admin.getByTestId('entity-list').first();
  const contractRule = rows(list).filter({ hasText: '合同' });
  await expect(contractRule).toContainText('HT');
  // One rule per numbered kind, and one for approval requests (审批单).
  await expect(rows(list)).toHaveCount(ENTITIES.filter((e) => e.numbering).length + 1);
  await expect(rows(list).filter({ hasText: '审批单' })).toContainText('SP');
  await admin.screenshot({ path: '.tmp/screens/finance-numbering-rules-zh-CN.png', fullPage: true });
  await contractRule.getByTestId('row-edit').click();
  const form = admin.getByTestId('entity-form');
  await expect(form.locator('#entity-form-numberingRule_prefix')).toHaveValue('HT');
  await form.locator('#entity-form-numberingRule_prefix').fill('HTE');
  await pick(admin, form, 'entity-form-numberingRule_date_pattern', '年月（202611）');
  await form.locator('#entity-form-numberingRule_digits').fill('4');
  await admin.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
  await expect(contractRule).toContainText(/HTE-\d{6}-0001/);

  // 李娜 makes a contract in the workspace: it takes the next number of the changed rule.
  const name = `合同${stamp()}`;
  const lina = await signedInPage(browser, 'lina', { wide: true });
  const preview = await callInPage<{ code: string }>(lina, '/api/eis/restful/contract/code');
  expect(preview.data.code).toMatch(/^HTE-\d{6}-0001$/);
  await lina.goto('/okrProject/contract?key=prj-demo-02');
  const contracts = lina.getByTestId('workspace-contracts').locator('[data-entity="contract"]');
  await contracts.getByTestId('entity-create').click();
  const contractForm = lina.getByTestId('entity-form');
  await contractForm.locator('#entity-form-contract_contract_name').fill(name);
  await pick(lina, contractForm, 'entity-form-contract_category_key', '技术服务合同');
  await contractForm.locator('#entity-form-contract_amount').fill('5000');
  await lina.getByTestId('entity-form-submit').click();
  await expect(toast(lina, '新增成功')).toBeVisible();
  await expect(rows(contracts).filter({ hasText: name })).toContainText(preview.data.code);

  // Put back as it was, so other runs number by the declaration again.
  await admin.reload();
  await rows(list).filter({ hasText: '合同' }).getByTestId('row-edit').click();
  await form.locator('#entity-form-numberingRule_prefix').fill('HT');
  await pick(admin, form, 'entity-form-numberingRule_date_pattern', '年月日（20261122）');
  await form.locator('#entity-form-numberingRule_digits').fill('3');
  await admin.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rows(list).filter({ hasText: '合同' })).toContainText(/HT-\d{8}-\d{3}/);
});

test('a quote returned and committed again shows both rounds in its approval tab', async ({ browser }) => {
  test.slow();
  const lina = await signedInPage(browser, 'lina', { wide: true });
  const wang = await signedInPage(browser, 'wangfang', { wide: true });
  // Made and committed through the calls; the rounds are what this looks at.
  const saved = await callInPage<{ quote_key: string }>(lina, '/api/eis/restful/pricing/save', { quote_name: `两轮报价${stamp()}`, project_key: 'prj-demo-02', valid_until: '2026-12-31' });
  const key = saved.data.quote_key;
  // Without lines it is refused.
  expect((await callInPage(lina, '/api/eis/restful/pricing/commit', { id: key })).msg).toBe('报价没有明细，不能提交');
  expect((await callInPage(lina, '/api/eis/restful/pricing/line/addOrUpdate', { quote_key: key, item_name: '实施服务', quantity: 2, unit_price: 5000 })).code).toBe(0);
  expect((await callInPage(lina, '/api/eis/restful/pricing/commit', { id: key })).code).toBe(0);
  expect((await callInPage(wang, '/api/eis/restful/pricing/check', { id: key, result: 'return', comment: '单价请再核对' })).code).toBe(0);
  expect((await callInPage(lina, '/api/eis/restful/pricing/commit', { id: key })).code).toBe(0);

  await lina.goto(`/okr-project/price/${key}`);
  const record = lina.getByTestId('record-page');
  await expect(record.getByTestId('record-status')).toHaveText('审批中');
  await record.getByTestId('record-approval-tab').click();
  const approval = record.getByTestId('record-approval');
  await expect(approval).toHaveAttribute('data-rounds', '2');
  const rounds = approval.getByTestId('record-approval-rounds');
  await expect(rounds.locator('.ant-radio-button-wrapper')).toHaveText(['第 2 轮', '第 1 轮']);
  // The latest round first: running, the review waiting.
  await expect(approval.getByTestId('instance-status')).toHaveText('审批中');
  await expect(approval.getByTestId('bpmn-diagram').locator('.djs-element.wb-active[data-element-id="finance_review"]')).toHaveCount(1);
  // The first round: returned, with the reason.
  await rounds.getByText('第 1 轮').click();
  await expect(approval.getByTestId('instance-status')).toHaveText('已驳回');
  await expect(approval.getByTestId('comment-timeline').locator('[data-action="REJECT"]')).toContainText('单价请再核对');
  await expect(approval.getByTestId('bpmn-diagram').locator('.djs-element[data-element-id="finance_review"]')).toHaveCount(1);
  await lina.screenshot({ path: '.tmp/screens/finance-approval-rounds-zh-CN.png', fullPage: true });

  // In English too.
  const english = await signedInPage(browser, 'lina', { wide: true, locale: 'en-US', at: `/okr-project/price/${key}` });
  await english.getByTestId('record-approval-tab').click();
  const englishRounds = english.getByTestId('record-approval-rounds');
  await expect(englishRounds.locator('.ant-radio-button-wrapper')).toHaveText(['Round 2', 'Round 1']);
  await englishRounds.getByText('Round 1').click();
  await expect(english.getByTestId('comment-timeline').locator('[data-action="REJECT"]')).toContainText('单价请再核对');
  await expect(english.getByTestId('bpmn-diagram').locator('.djs-element[data-element-id="finance_review"]')).toHaveCount(1);
  await english.screenshot({ path: '.tmp/screens/finance-approval-rounds-en-US.png', fullPage: true });

  // A contract entered as approved before approvals ran says so rather than "not submitted".
  await english.goto('/okr-project/contract/ctr-demo-02');
  await english.getByTestId('record-approval-tab').click();
  await expect(english.getByTestId('record-approval-before')).toBeVisible();
});

test('the finance pages in English', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { wide: true, locale: 'en-US' });
  for (const [path, name] of [['/okr-project/invoice', 'invoices'], ['/okr-project/settlement', 'settlements'], ['/okr-project/accounting', 'accounting'], ['/okr-project/contractCategory', 'contract-categories'], ['/system/code', 'numbering-rules']] as const) {
    await admin.goto(path);
    const list = admin.getByTestId('entity-list').first();
    await expect(rows(list).first()).toBeVisible();
    // Dictionary texts come a moment after the rows: wait until they read in English.
    if (name === 'numbering-rules') await expect(list.getByText('Year, month, day (20261122)').first()).toBeVisible();
    await admin.screenshot({ path: `.tmp/screens/finance-${name}-en-US.png`, fullPage: true });
  }
  await admin.goto('/okr-project/contract/ctr-demo-01');
  const record = admin.getByTestId('record-page');
  await record.getByRole('tab', { name: 'Invoice' }).click();
  await expect(rows(record.locator('[data-entity="invoice"]'))).toHaveCount(2);
  await admin.screenshot({ path: '.tmp/screens/finance-contract-invoices-en-US.png', fullPage: true });
  const zh = await signedInPage(browser, 'admin', { wide: true });
  for (const [path, name] of [['/okr-project/settlement', 'settlements'], ['/okr-project/accounting', 'accounting'], ['/okr-project/contractCategory', 'contract-categories']] as const) {
    await zh.goto(path);
    await expect(rows(zh.getByTestId('entity-list').first()).first()).toBeVisible();
    await zh.screenshot({ path: `.tmp/screens/finance-${name}-zh-CN.png`, fullPage: true });
  }
  const narrow = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signedIn(narrow, 'admin', { at: '/okr-project/invoice' });
  // A phone shows the records as cards.
  await expect(narrow.getByTestId('entity-list').first().getByTestId('record-card').first()).toBeVisible();
  await narrow.screenshot({ path: '.tmp/screens/finance-invoices-390-zh-CN.png', fullPage: true });
});
