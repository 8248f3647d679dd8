import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { SMALL_PDF } from '../support/small-pdf';
import { signedIn } from './support/session';
import { openGroupedTab } from './support/record-tabs';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^(确\s?定|OK)$/ });

/** Chooses an option of the drop-down in `scope` (tried again if the click landed while the dialog still moved). */
async function choose(page: Page, scope: Locator, option: string): Promise<void> {
  await expect(async () => {
    await scope.getByRole('combobox').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click({ timeout: 2000 });
    await expect(scope.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: option }).first()).toBeVisible({ timeout: 2000 });
  }).toPass();
}

async function inOwnBrowser<T>(browser: Browser, username: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signedIn(page, username);
    return await run(page);
  } finally {
    await context.close();
  }
}

/** The visible customer list of the current page (the kept-alive list of another tab is hidden). */
const customerList = (page: Page) => page.locator('[data-entity="customer"]:visible');

async function findCustomer(page: Page, name: string): Promise<Locator> {
  const list = customerList(page);
  const input = list.locator('#entity-filter-customer_customer_name');
  await input.fill(name);
  await input.press('Enter');
  const row = rows(list).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test('a customer from entry to the pool and back: duplicate check, contact and visit, contract with its file, status, pool, claim; another department gets nothing', async ({ page, browser }) => {
  // A whole customer's life in one test: more steps than the default minute allows on a busy machine.
  test.setTimeout(150_000);
  const name = `华东测试客户${stamp()}`;
  await signedIn(page, 'lina', { at: '/crm/customer' });

  // A name already taken is refused, and what was typed stays.
  await customerList(page).getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-customer_customer_name').fill('上海浦江信托有限公司');
  await page.getByTestId('entity-form-submit').click();
  await expect(page.locator('.ant-message').getByText('客户名称与已有客户重复，该客户的跟进人是李娜')).toBeVisible();
  await form.locator('#entity-form-customer_customer_name').fill(name);
  await form.locator('#entity-form-customer_credit_code').fill('91310000ma1fl5a2k0');
  await page.getByTestId('entity-form-submit').click();
  await expect(form.getByText('请输入正确的18位统一社会信用代码')).toBeVisible();
  await form.locator('#entity-form-customer_credit_code').fill('');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  // Its record page: a contact, and a visit to that contact.
  await (await findCustomer(page, name)).getByTestId('row-detail').click();
  const record = page.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(name);
  await expect(record.getByTestId('record-status')).toHaveText('潜在客户');
  await openGroupedTab(record, '联系与往来', '联系人');
  const contacts = record.locator('[data-entity="customerContact"]');
  await contacts.getByTestId('entity-create').click();
  const contactForm = page.getByTestId('entity-form');
  await expect(contactForm.locator('#entity-form-customerContact_customer_key')).toHaveCount(0);
  await contactForm.locator('#entity-form-customerContact_contact_name').fill('沈清');
  await contactForm.locator('#entity-form-customerContact_mobile').fill('13912300001');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功').last()).toBeVisible();
  await rows(contacts).filter({ hasText: '沈清' }).getByTestId('row-detail').click();
  const drawer = page.getByTestId('entity-detail');
  await drawer.getByRole('tab', { name: '拜访记录' }).click();
  const visits = drawer.locator('[data-entity="customerContactVisit"]');
  await visits.getByTestId('entity-create').click();
  const visitForm = page.getByTestId('entity-form').last();
  // Enter in the date picker confirms the date (and would submit a complete form): the subject comes after.
  const when = visitForm.locator('#entity-form-customerContactVisit_visit_time');
  await when.click();
  await when.fill('2026-11-20 10:00:00');
  await when.press('Enter');
  await visitForm.locator('#entity-form-customerContactVisit_subject').fill('首次拜访');
  await page.getByTestId('entity-form-submit').last().click();
  await expect(toast(page, '新增成功').last()).toBeVisible();
  await expect(rows(visits).filter({ hasText: '首次拜访' })).toHaveCount(1);
  await page.getByRole('dialog', { name: '联系人详情' }).locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // A contract with its scanned copy.
  await openGroupedTab(record, '财务', '合同');
  const contracts = record.locator('[data-entity="customerContract"]');
  await contracts.getByTestId('entity-create').click();
  const contractForm = page.getByTestId('entity-form');
  await contractForm.locator('#entity-form-customerContract_contract_no').fill(`HT-${name.slice(-8)}`);
  await contractForm.locator('#entity-form-customerContract_contract_name').fill('年度服务合同');
  await contractForm.locator('.ant-upload input[type=file]').first().setInputFiles({ name: '服务合同扫描件.pdf', mimeType: 'application/pdf', buffer: Buffer.from(SMALL_PDF) });
  // Saved only once the file is up: a save during the upload is refused (as it should be) and the form stays.
  await expect(contractForm.locator('.ant-upload-list-item-done').filter({ hasText: '服务合同扫描件.pdf' })).toBeVisible();
  await expect(contractForm.locator('.ant-upload-list-item-error')).toHaveCount(0);
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功').last()).toBeVisible();
  await expect(rows(contracts).filter({ hasText: '年度服务合同' })).toContainText('服务合同扫描件.pdf');

  // Status by its declared action; a move the transitions forbid is refused with both names.
  await record.getByTestId('action-changeStatus').click();
  let dialog = page.getByTestId('action-dialog-changeStatus');
  await choose(page, dialog, '已签约');
  await okButton(dialog).click();
  await expect(toast(page, '状态已变更')).toBeVisible();
  await expect(record.getByTestId('record-status')).toHaveText('已签约');
  await record.getByTestId('action-changeStatus').click();
  dialog = page.getByTestId('action-dialog-changeStatus');
  await choose(page, dialog, '潜在客户');
  await okButton(dialog).click();
  await expect(toast(page, '客户状态不能从“已签约”变更为“潜在客户”')).toBeVisible();
  await dialog.getByRole('button', { name: /^取\s?消$/ }).click();

  // To the pool, with a reason; the history says so.
  await record.getByTestId('action-toSea').click();
  dialog = page.getByTestId('action-dialog-toSea');
  await okButton(dialog).click();
  await expect(dialog.getByText('请填写转入原因')).toBeVisible();
  await dialog.locator('textarea').fill('客户预算冻结，暂缓跟进');
  await okButton(dialog).click();
  await expect(toast(page, '已转入公海')).toBeVisible();
  await record.getByRole('tab', { name: '历史记录' }).click();
  await expect(record.getByTestId('audit-entry').first()).toContainText('转入公海');
  const customerUrl = page.url();

  // Another department: nothing by address while lina's, then a claim from the pool makes it hers.
  await inOwnBrowser(browser, 'wangfang', async (other) => {
    await other.goto('/crm/customer/cus-demo-01');
    await expect(other.getByTestId('record-missing')).toContainText('无权查看此记录');
    const api = await other.evaluate(() => fetch('/api/crm/customer/detail/cus-demo-01').then((r) => r.json()));
    expect(api.code).toBe(403);

    await other.goto('/crm/customerSea');
    const pool = customerList(other);
    await expect(pool.getByTestId('entity-create')).toHaveCount(0);
    const row = await findCustomer(other, name);
    await row.locator('.ant-checkbox-input').check();
    await pool.getByTestId('bulk-claim').click();
    await okButton(other.getByTestId('action-dialog-claim')).click();
    await expect(toast(other, '领取成功')).toBeVisible();
    await other.goto('/crm/customer');
    await expect(await findCustomer(other, name)).toContainText('王芳');
  });
  await page.goto(customerUrl);
  await expect(page.getByTestId('record-missing')).toContainText('无权查看此记录');
});

test('an administrator sets the pool rules and distributes a pool customer to a salesperson', async ({ page }) => {
  await signedIn(page, 'admin', { at: '/crm/customerSea' });

  // The rules: a bad limit is refused in words, a good one is kept.
  const rulesDialog = page.getByTestId('pool-rules');
  await page.getByTestId('pool-rules-open').click();
  const limit = rulesDialog.locator('#pool-rules_claim_limit');
  await expect(limit).toHaveValue('50');
  // The demo company returns customers left alone for 90 days.
  await expect(rulesDialog.locator('#pool-rules_auto_return_days')).toHaveValue('90');
  await limit.fill('40');
  await rulesDialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(toast(page, '公海规则已保存')).toBeVisible();
  await page.getByTestId('pool-rules-open').click();
  await expect(limit).toHaveValue('40');
  await limit.fill('50');
  await rulesDialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(rulesDialog).toBeHidden();

  const row = await findCustomer(page, '宁波港城保险代理有限公司');
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible').getByText('分配').click();
  const dialog = page.getByTestId('action-dialog-distribute');
  await dialog.locator('#action-customer-distribute_follower').click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await rows(picker.getByTestId('user-picker-table')).filter({ hasText: 'wangfang' }).click();
  await okButton(picker).click();
  await okButton(dialog).click();
  await expect(toast(page, '分配成功')).toBeVisible();
  await expect(rows(customerList(page)).filter({ hasText: '宁波港城保险代理有限公司' })).toHaveCount(0);
  await page.goto('/crm/customer');
  await expect(await findCustomer(page, '宁波港城保险代理有限公司')).toContainText('王芳');
});
