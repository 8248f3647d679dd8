import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * 批量审批 on a 390 px touch phone: 待我审批's cards each carry a check box a thumb's size, 全选 ticks
 * the page's cards a batch may decide (a task delegated to the approver is not one of them), and a
 * bar held at the screen's bottom counts them and offers 批量通过 and 批量驳回 with the desk's dialog
 * and the same call.
 */

const PHONE = { width: 390, height: 844 };
const TARGET = 44;
const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const DELEGATE = '/api/bpm/biz/bpm/task/instance/delegate';
/** 王芳 in the demo data. */
const WANGFANG = 'usr-finance';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

async function startPayment(lina: Page, title: string, amount: number): Promise<string> {
  const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, START, { processDefinitionKey: 'payment_approval', title, formData: { payee: '上海明达办公家具有限公司', amount, purpose: title } });
  expect(started.code, started.msg).toBe(0);
  return started.data.tasks[0]!.task_key;
}

test('on a phone 待我审批 ticks cards and approves them from the bar at the bottom', async ({ browser }, testInfo) => {
  const id = stamp();
  const lina = await signedInPage(browser, 'lina');
  // Up to 100,000 a payment goes straight to finance (王芳); a larger one to 张伟 first, who delegates it to her.
  await startPayment(lina, `手机批量${id}甲`, 8000);
  await startPayment(lina, `手机批量${id}乙`, 9000);
  const large = await startPayment(lina, `手机批量${id}丙`, 150000);
  const zhangwei = await signedInPage(browser, 'zhangwei');
  const delegated = await callInPage(zhangwei, DELEGATE, { taskId: large, delegateTo: WANGFANG, comment: '请核对付款依据' });
  expect(delegated.code, delegated.msg).toBe(0);

  const desk = await signedInPage(browser, 'wangfang');
  const phone = await (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, storageState: await desk.context().storageState() })).newPage();
  await phone.goto('/home/workbench/pending');
  await phone.getByTestId('workbench-filter-toggle').tap();
  const keyword = phone.getByTestId('filter-keyword');
  await keyword.fill(id);
  await keyword.press('Enter');
  const cards = phone.getByTestId('workbench-table').getByTestId('record-card');
  await expect(cards).toHaveCount(3);

  // Every card has its box, a thumb's size; the delegated task's may not be ticked (only 完成委派 hands it back).
  for (const box of await cards.locator('.ant-checkbox-wrapper').all()) {
    const size = (await box.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(TARGET - 0.5);
  }
  await expect(cards.filter({ has: phone.getByTestId('row-delegated') }).getByTestId('card-select')).toBeDisabled();
  const dock = phone.getByTestId('card-selection-dock');
  await expect(dock).toBeHidden();

  // 全选 ticks the two the batch may decide; the bar counts them, within the screen.
  await phone.getByTestId('cards-select-all').check();
  await expect(dock).toBeVisible();
  await expect(dock.getByTestId('card-selection-count')).toHaveText('已选择 2 项');
  await expect(cards.filter({ has: phone.getByTestId('row-delegated') }).getByTestId('card-select')).not.toBeChecked();
  const docked = (await dock.boundingBox())!;
  expect(docked.y + docked.height).toBeLessThanOrEqual(PHONE.height + 0.5);
  await expect(dock.getByTestId('batch-approve')).toContainText('批量通过');
  await expect(dock.getByTestId('batch-reject')).toContainText('批量驳回');
  await phone.screenshot({ path: testInfo.outputPath('phone-batch-selected.png') });

  // One card unticked and ticked again: the count follows.
  const first = cards.filter({ hasText: `手机批量${id}甲` }).getByTestId('card-select');
  await first.uncheck();
  await expect(dock.getByTestId('card-selection-count')).toHaveText('已选择 1 项');
  await first.check();
  await expect(dock.getByTestId('card-selection-count')).toHaveText('已选择 2 项');

  // The desk's dialog and call: both approved, the delegated one left waiting.
  await dock.getByTestId('batch-approve').tap();
  const dialog = phone.locator('.ant-modal').filter({ has: phone.getByTestId('batch-ok') });
  await expect(dialog).toContainText('批量通过所选的 2 个任务');
  await expect(dialog.getByTestId('batch-left-out-row')).toHaveCount(0);
  await dialog.getByTestId('batch-comment').fill('同意');
  await dialog.getByTestId('batch-ok').tap();
  const results = phone.getByTestId('batch-results');
  await expect(results).toContainText('成功 2 个，失败 0 个');
  await phone.getByTestId('batch-result-close').tap();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`手机批量${id}丙`);
  await expect(dock).toBeHidden();
});
