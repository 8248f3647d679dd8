import { expect, test, type Locator, type Page } from './support/test';
import { clueDistributionPaths } from '@/lib/contract/clue-distribution';
import { dailyReportPath, statisticsPath, type DailyReportAnswer, type DoorAnswer, type FunnelAnswer, type ReportInput, type SignAnswer } from '@/lib/contract/crm-reports';
import { presetRange } from '@/lib/entity/date-presets';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedIn } from './support/session';
import { chooseUser, typeMoment } from './support/forms';
import { leaveMessage } from './support/site-leads';

/**
 * The sales pipeline end to end, then its numbers (issue: sales pipeline, "done means"): a lead
 * from the public /board form is distributed by a round-robin rule to 李娜, who follows it up and
 * converts it into a customer and an opportunity; the opportunity moves on the board to won; an
 * order with two lines is saved with the right total and confirmed; a reservation with three
 * negotiators is confirmed as arrived, a fourth negotiator refused. Her daily report and the
 * administrator's statistics for her then show exactly these additions, and a figure opens the
 * list of its records.
 */

const stamp = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^(确\s?定|OK)$/ });
const LINA = 'usr-sales';

/** 李娜's figures as the calls answer them: today's daily reports, and the last month's statistics. */
async function linaFigures(lina: Page, admin: Page) {
  const today: ReportInput = { ...presetRange('today'), user_key: LINA };
  const month: ReportInput = { ...presetRange('lastMonth'), user_key: LINA };
  const daily = async (kind: 'clue' | 'business' | 'customer') => {
    const answer = await callInPage<DailyReportAnswer>(lina, dailyReportPath(kind), today);
    expect(answer.code).toBe(0);
    return Object.fromEntries(Object.entries(answer.data.totals).map(([k, f]) => [k, f.value]));
  };
  const funnel = (await callInPage<FunnelAnswer>(admin, statisticsPath('funnel'), month)).data;
  const sign = (await callInPage<SignAnswer>(admin, statisticsPath('sign'), month)).data;
  const door = (await callInPage<DoorAnswer>(admin, statisticsPath('door'), month)).data;
  return {
    clue: await daily('clue'),
    business: await daily('business'),
    customer: await daily('customer'),
    funnel: Object.fromEntries(funnel.stages.map((s) => [s.stage, s.figure.value])),
    signed: { orders: sign.orders.value, amount: sign.amount.value },
    arrived: door.arrived.value,
  };
}

test.afterAll(async ({ browser }) => {
  // Later specs expect site leads to wait in the pool.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signedIn(page, 'lina');
    const rule = await callInPage<Record<string, unknown>>(page, clueDistributionPaths.rule);
    await callInPage(page, clueDistributionPaths.rule, { ...rule.data, enabled: false });
  } finally {
    await context.close();
  }
});

test('a lead from the site to a confirmed order and a kept visit; the daily report and the statistics count each step', async ({ page, browser }) => {
  // A whole sales cycle by two people through every page it touches.
  test.setTimeout(300_000);
  const id = stamp();
  const company = `统计信托${id}`;
  const opportunity = `统计商机${id}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signedIn(admin, 'admin');
  await signedIn(page, 'lina');
  const before = await linaFigures(page, admin);

  await test.step('the round-robin rule hands a site lead to 李娜', async () => {
    await page.goto('/crm/cluePool');
    await page.getByTestId('clue-rule-open').click();
    const dialog = page.getByTestId('clue-rule-dialog');
    await expect(dialog.getByRole('switch')).toBeVisible();
    if ((await dialog.getByRole('switch').getAttribute('aria-checked')) !== 'true') await dialog.getByRole('switch').click();
    await dialog.getByText('轮流分配', { exact: true }).click();
    const users = dialog.locator('.ant-select').filter({ has: page.locator('#clue-rule_users') });
    const chosen = users.locator('.ant-select-selection-item');
    while ((await chosen.count()) > 0) await chosen.first().locator('.ant-select-selection-item-remove').click();
    await pick(page, dialog, 'clue-rule_users', '李娜');
    await pick(page, dialog, 'clue-rule_users', '王芳');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(toast(page, '分配规则已保存')).toBeVisible();
    // Two visitors: in turn, one lead each.
    await leaveMessage(browser, `统计甲${id}`, company, '203.0.113.151', '想了解销售日报和统计。');
    await leaveMessage(browser, `统计乙${id}`, company, '203.0.113.152', '想了解销售日报和统计。');
    await page.goto('/crm/clue');
    const mine = page.locator('[data-entity="clue"]:visible');
    await mine.locator('#entity-filter-clue_contact_name').fill(id);
    await mine.locator('#entity-filter-clue_contact_name').press('Enter');
    await expect(rows(mine)).toHaveCount(1);
    await rows(mine).first().getByTestId('row-detail').click();
    await expect(page).toHaveURL(/\/crm\/clue\/[A-Za-z0-9_-]+$/);
  });

  await test.step('she follows it up and converts it into a customer and an opportunity', async () => {
    const record = page.getByTestId('record-page');
    await record.getByTestId('action-followUp').click();
    const follow = page.getByTestId('action-dialog-followUp');
    await follow.locator('#action-clue-followUp_content').fill('电话沟通：对方想看日报和统计。');
    await okButton(follow).click();
    await expect(toast(page, '跟进已记录')).toBeVisible();
    await record.getByTestId('action-convert').click();
    const convert = page.getByTestId('action-dialog-convert');
    await expect(convert.locator('#action-clue-convert_customer_name')).toHaveValue(company);
    await convert.locator('#action-clue-convert_business_name').fill(opportunity);
    await convert.locator('#action-clue-convert_amount').fill('360000');
    await okButton(convert).click();
    await expect(toast(page, '线索已转化')).toBeVisible();
    await expect(record.getByTestId('record-status')).toHaveText('已转化');
  });

  await test.step('the opportunity moves on the board to won', async () => {
    await page.goto('/crm/business');
    await page.locator('[data-entity="business"]:visible').getByTestId('list-view-switch').getByText('看板').click();
    const board = page.getByTestId('entity-board');
    const card = board.getByTestId('board-card').filter({ hasText: opportunity });
    for (const stage of ['requirement', 'proposal', 'won']) {
      await card.getByTestId('board-card-move').click();
      await page.locator('.ant-dropdown:visible').getByTestId(`board-move-${stage}`).click();
      await expect(board.locator(`[data-testid="board-column"][data-value="${stage}"]`).getByTestId('board-card').filter({ hasText: opportunity })).toBeVisible();
    }
    await board.getByTestId('board-card').filter({ hasText: opportunity }).getByRole('link', { name: opportunity }).click();
    await expect(page.getByTestId('record-status')).toHaveText('赢单');
  });

  await test.step('an order with two lines is saved with the right total and confirmed', async () => {
    await page.goto('/crm/order');
    const list = page.locator('[data-entity="order"]:visible');
    await list.getByTestId('entity-create').click();
    const form = page.getByTestId('entity-form');
    await typeMoment(form.locator('#entity-form-order_order_date'), presetRange('today').to);
    await pick(page, form, 'entity-form-order_customer_key', company);
    await chooseUser(page, form.locator('#entity-form-order_order_maker'), 'lina');
    await page.getByTestId('entity-form-submit').click();
    await expect(toast(page, '新增成功')).toBeVisible();
    await rows(list).filter({ hasText: company }).first().getByTestId('row-detail').click();
    const record = page.getByTestId('record-page');
    await record.getByRole('tab', { name: '订单明细' }).click();
    const lines = record.locator('[data-entity="orderLine"]');
    for (const [product, quantity, price, amount] of [['统计模块许可', '3', '19.99', '59.97'], ['实施服务', '2', '1000', '2,000.00']] as const) {
      await lines.getByTestId('entity-create').click();
      const lineForm = page.getByTestId('entity-form');
      await lineForm.locator('#entity-form-orderLine_product_name').fill(product);
      await lineForm.locator('#entity-form-orderLine_quantity').fill(quantity);
      await lineForm.locator('#entity-form-orderLine_unit_price').fill(price);
      await page.getByTestId('entity-form-submit').click();
      await expect(rows(lines).filter({ hasText: product })).toContainText(amount);
    }
    await record.getByRole('tab', { name: '基本信息' }).click();
    await expect(record.getByText('2,059.97')).toBeVisible();
    await record.getByTestId('action-confirm').click();
    // A click while the dialog is still zooming in may be lost: confirm until it closes.
    const confirmDialog = page.getByTestId('action-dialog-confirm');
    await expect(async () => {
      await okButton(confirmDialog).click();
      await expect(confirmDialog).toBeHidden({ timeout: 2000 });
    }).toPass();
    await expect(toast(page, '订单已确认')).toBeVisible();
    await expect(record.getByTestId('record-status')).toHaveText('已确认');
  });

  await test.step('a reservation with three negotiators is confirmed as arrived; a fourth is refused', async () => {
    await page.goto('/crm/reservation');
    const list = page.locator('[data-entity="reservation"]:visible');
    await list.getByTestId('entity-create').click();
    const form = page.getByTestId('entity-form');
    await typeMoment(form.locator('#entity-form-reservation_visit_time'), `${presetRange('today').to} 10:00:00`);
    await form.locator('#entity-form-reservation_subject').fill(`统计到访${id}`);
    await pick(page, form, 'entity-form-reservation_customer_key', company);
    await chooseUser(page, form.locator('#entity-form-reservation_receptionist'), 'lina');
    const negotiators = form.locator('#entity-form-reservation_negotiators');
    await negotiators.fill('周明；陈静；刘洋；王磊');
    await page.getByTestId('entity-form-submit').click();
    await expect(form.getByText('洽谈人不能超过3个')).toBeVisible();
    await negotiators.fill('周明；陈静；刘洋');
    await page.getByTestId('entity-form-submit').click();
    await expect(toast(page, '新增成功')).toBeVisible();
    const row = rows(list).filter({ hasText: `统计到访${id}` });
    await row.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible').getByText('确认到访').click();
    await okButton(page.getByTestId('action-dialog-confirmArrival')).click();
    await expect(toast(page, '已确认到访')).toBeVisible();
    await expect(row).toContainText('已到访');
  });

  const after = await linaFigures(page, admin);
  await test.step('the calls count exactly these steps', () => {
    expect(after.clue).toEqual({ added: before.clue.added! + 1, followed: before.clue.followed! + 1, converted: before.clue.converted! + 1 });
    expect(after.business).toEqual({ added: before.business.added! + 1, followed: before.business.followed, won: before.business.won! + 1, wonAmount: before.business.wonAmount! + 360000 });
    expect(after.customer).toEqual({ added: before.customer.added! + 1, followed: before.customer.followed, signed: before.customer.signed });
    for (const stage of ['clues', 'converted', 'customers', 'opportunities', 'won', 'orders']) expect(after.funnel[stage], stage).toBe(before.funnel[stage]! + 1);
    expect(after.signed.orders).toBe(before.signed.orders + 1);
    expect(after.signed.amount).toBeCloseTo(before.signed.amount + 2059.97, 2);
    expect(after.arrived).toBe(before.arrived + 1);
  });

  await test.step("her daily report shows them, and a figure opens the list of its records", async () => {
    const today = presetRange('today').to;
    await page.goto('/crm/dailyReport');
    const cell = (kind: string, measure: string) => page.getByTestId(`daily-${kind}-${today}-${LINA}-${measure}`);
    await expect(cell('clue', 'added')).toHaveAttribute('data-value', String(after.clue.added));
    await expect(cell('clue', 'followed')).toHaveAttribute('data-value', String(after.clue.followed));
    await expect(cell('clue', 'converted')).toHaveText(String(after.clue.converted));
    await page.getByRole('tab', { name: '商机日报' }).click();
    await expect(cell('business', 'won')).toHaveText(String(after.business.won));
    await expect(cell('business', 'wonAmount')).toHaveAttribute('data-value', String(after.business.wonAmount));
    await page.getByRole('tab', { name: '客户日报' }).click();
    await expect(cell('customer', 'added')).toHaveText(String(after.customer.added));
    // Converted today: 我的线索 with the conversion day as its filter lists as many.
    await page.getByRole('tab', { name: '线索日报' }).click();
    await cell('clue', 'converted').click();
    await expect(page).toHaveURL(/\/crm\/clue\?convert_time_begin=/);
    await expect(page.getByTestId('linked-filters')).toBeVisible();
    const list = page.locator('[data-entity="clue"]:visible');
    await expect(list.locator('.ant-pagination-total-text')).toContainText(`共${after.clue.converted}条`);
    await expect(rows(list).filter({ hasText: id })).toHaveCount(1);
  });

  await test.step('the statistics show them for her', async () => {
    await admin.goto('/crm/statistics');
    await pick(admin, admin.getByTestId('crm-statistics'), 'report-user', '李娜');
    for (const stage of ['clues', 'converted', 'customers', 'opportunities', 'won', 'orders']) {
      await expect(admin.getByTestId(`funnel-${stage}`)).toHaveAttribute('data-value', String(after.funnel[stage]));
    }
    await expect(admin.getByTestId('sign-orders')).toHaveAttribute('data-value', String(after.signed.orders));
    await expect(admin.getByTestId('sign-amount')).toHaveAttribute('data-value', String(after.signed.amount));
    await expect(admin.getByTestId('door-arrived')).toHaveAttribute('data-value', String(after.arrived));
    await expect(admin.getByTestId('stat-ranking').locator('.ant-table-row')).toHaveCount(1);
    await expect(admin.getByTestId('funnel-chart')).toHaveAttribute('data-ready', 'true');
    // The won figure opens the opportunity list of exactly those records.
    await admin.getByTestId('funnel-won').click();
    await expect(admin).toHaveURL(/\/crm\/business\?/);
    await expect(admin.locator('[data-entity="business"]:visible .ant-pagination-total-text')).toContainText(`共${after.funnel.won}条`);
  });
  await adminContext.close();
});
