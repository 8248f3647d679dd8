import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { clueDistributionPaths } from '@/lib/contract/clue-distribution';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedIn } from './support/session';
import { leaveMessage } from './support/site-leads';

/**
 * Leads end to end (issue: sales pipeline): the sales administrator (李娜) sets a round-robin
 * distribution rule in the lead pool; two visitors leave messages on /board and each lead goes to
 * one of the rule's users at once, who is told; 李娜 follows hers from the message to the lead's
 * page, follows it up and converts it into a customer and an opportunity, and the lead's timeline
 * shows who distributed it, the follow-up and the conversion. 王芳 finds the other one in 我的线索.
 */

const stamp = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^(确\s?定|OK)$/ });

/** Turns the rule off again, whatever happened: later specs expect site leads to wait in the pool. */
async function ruleOff(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signedIn(page, 'lina');
    const rule = await callInPage<Record<string, unknown>>(page, clueDistributionPaths.rule);
    await callInPage(page, clueDistributionPaths.rule, { ...rule.data, enabled: false });
  } finally {
    await context.close();
  }
}

test.afterAll(async ({ browser }) => {
  await ruleOff(browser);
});

test('a site lead is distributed by the round-robin rule, followed up and converted into a customer and an opportunity', async ({ page, browser }) => {
  // Three people and two visitors take their turns: more than one default test's time.
  test.setTimeout(150_000);
  const id = stamp();
  await signedIn(page, 'lina');

  // The sales administrator turns the rule on: in turn between herself and 王芳.
  await page.goto('/crm/cluePool');
  await page.getByTestId('clue-rule-open').click();
  const ruleDialog = page.getByTestId('clue-rule-dialog');
  await expect(ruleDialog.getByRole('switch')).toBeVisible();
  if ((await ruleDialog.getByRole('switch').getAttribute('aria-checked')) !== 'true') await ruleDialog.getByRole('switch').click();
  await ruleDialog.getByText('轮流分配', { exact: true }).click();
  await expect(ruleDialog).toContainText('按所选顺序轮流分给各位接收用户。');
  // Receivers come from the whole company (her own user picker shows her department only).
  const users = ruleDialog.locator('.ant-select').filter({ has: page.locator('#clue-rule_users') });
  const chosen = users.locator('.ant-select-selection-item');
  while ((await chosen.count()) > 0) await chosen.first().locator('.ant-select-selection-item-remove').click();
  await pick(page, ruleDialog, 'clue-rule_users', '李娜');
  await pick(page, ruleDialog, 'clue-rule_users', '王芳');
  await expect(chosen).toHaveText(['李娜 · 华东销售组', '王芳 · 财务部']);
  await ruleDialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(toast(page, '分配规则已保存')).toBeVisible();
  await expect(ruleDialog).toBeHidden();

  // Two visitors write in; each lead goes to one of them on arrival, so neither waits in the pool.
  const first = `轮询甲${id}`;
  const second = `轮询乙${id}`;
  await leaveMessage(browser, first, `甲方信托${id}`, '203.0.113.141', '想了解线索分配和客户转化。');
  await leaveMessage(browser, second, `乙方证券${id}`, '203.0.113.142', '想了解线索分配和客户转化。');
  await page.goto('/crm/cluePool');
  const pool = page.locator('[data-entity="clue"]:visible');
  await pool.locator('#entity-filter-clue_contact_name').fill(id);
  await pool.locator('#entity-filter-clue_contact_name').press('Enter');
  await expect(rows(pool)).toHaveCount(0);

  // Hers is in her messages: the link opens the lead's page.
  await page.reload();
  await page.getByTestId('message-bell').click();
  const drawer = page.getByRole('dialog', { name: '消息中心' });
  await drawer.getByRole('tab', { name: /业务消息/ }).click();
  const notice = drawer.locator('.ant-list-item').filter({ hasText: '线索分配规则分配给您 1 条线索' }).filter({ hasText: id });
  await expect(notice).toHaveCount(1);
  const mine = (await notice.textContent())!.includes(first) ? first : second;
  const theirs = mine === first ? second : first;
  await notice.getByTestId('business-message-link').click();
  await expect(page).toHaveURL(/\/crm\/clue\/[A-Za-z0-9]+$/);
  const record = page.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(mine);
  await expect(record.getByTestId('record-status')).toHaveText('待跟进');
  const leadKey = page.url().split('/').pop()!;

  // The timeline names the rule as the distributor.
  await record.getByRole('tab', { name: '跟进动态' }).click();
  const timeline = record.getByTestId('record-timeline');
  await expect(timeline.getByTestId('audit-entry').filter({ hasText: '按规则分配了线索' })).toContainText('线索分配规则');

  // Follow it up.
  await record.getByTestId('action-followUp').click();
  const followDialog = page.getByTestId('action-dialog-followUp');
  await followDialog.locator('#action-clue-followUp_content').fill('电话沟通：对方计划下月选型，约周四演示。');
  await okButton(followDialog).click();
  await expect(toast(page, '跟进已记录')).toBeVisible();
  await expect(record.getByTestId('record-status')).toHaveText('跟进中');
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText('电话沟通：对方计划下月选型');
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText('李娜');

  // Convert it: the new customer's name starts as the lead's company; an opportunity opens with it.
  await record.getByTestId('action-convert').click();
  const convertDialog = page.getByTestId('action-dialog-convert');
  const customerName = convertDialog.locator('#action-clue-convert_customer_name');
  await expect(customerName).toHaveValue(mine === first ? `甲方信托${id}` : `乙方证券${id}`);
  await convertDialog.locator('#action-clue-convert_business_name').fill(`客户管理平台采购${id}`);
  await convertDialog.locator('#action-clue-convert_amount').fill('360000');
  await okButton(convertDialog).click();
  await expect(toast(page, '线索已转化')).toBeVisible();
  await expect(record.getByTestId('record-status')).toHaveText('已转化');
  // A converted lead offers neither follow-up nor conversion any more.
  await expect(record.getByTestId('action-convert')).toHaveCount(0);
  await expect(record.getByTestId('action-followUp')).toHaveCount(0);
  await expect(timeline.getByTestId('audit-entry').filter({ hasText: '转化为客户' })).toHaveCount(1);

  // The lead, the customer and the opportunity name each other.
  const lead = (await callInPage<Record<string, string>>(page, `/api/crm/clue/detail/${leadKey}`)).data;
  expect(lead.customer_key).toBeTruthy();
  expect(lead.business_key).toBeTruthy();
  const customer = (await callInPage<Record<string, string>>(page, `/api/crm/customer/detail/${lead.customer_key}`)).data;
  expect(customer).toMatchObject({ clue_key: leadKey, source: 'clue' });
  const opportunity = (await callInPage<Record<string, unknown>>(page, `/api/crm/business/detail/${lead.business_key}`)).data;
  expect(opportunity).toMatchObject({ customer_key: lead.customer_key, business_name: `客户管理平台采购${id}`, amount: 360000, status: 'open' });
  await record.getByRole('tab', { name: '基本信息' }).click();
  await expect(record.getByTestId('entity-detail-fields')).toContainText(`客户管理平台采购${id}`);
  // From the lead to its customer, and from the customer back to the lead.
  const company = mine === first ? `甲方信托${id}` : `乙方证券${id}`;
  await record.getByTestId('entity-detail-fields').getByTestId('ref-link').filter({ hasText: company }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/customer/${lead.customer_key}$`));
  await expect(page.getByTestId('record-title')).toHaveText(company);
  await expect(page.getByTestId('entity-detail-fields').getByTestId('ref-link').filter({ hasText: mine })).toHaveAttribute('href', `/crm/clue/${leadKey}`);

  // The other one is 王芳's, in her own list.
  const context = await browser.newContext();
  try {
    const wang = await context.newPage();
    await signedIn(wang, 'wangfang', { at: '/crm/clue' });
    await expect(wang.getByRole('heading', { level: 1 })).toHaveText('我的线索');
    const list = wang.locator('[data-entity="clue"]:visible');
    await list.locator('#entity-filter-clue_contact_name').fill(id);
    await list.locator('#entity-filter-clue_contact_name').press('Enter');
    await expect(rows(list)).toHaveCount(1);
    await expect(rows(list).first()).toContainText(theirs);
    await expect(rows(list).first()).toContainText('待跟进');
  } finally {
    await context.close();
  }
});
