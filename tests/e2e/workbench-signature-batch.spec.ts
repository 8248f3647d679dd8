import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { openTab } from './support/record-tabs';
import { signedInPage } from './support/session';
import { drawWithMouse, inkOf, stillPad } from './support/signature-pad';
import { actionDialog as dialogOf } from './support/dialogs';

/**
 * Handwritten signatures and batch decisions: 张伟 keeps a default signature in 个人中心; in 待我审批 he
 * selects three of 李娜's requests and approves them at once, the seal request (用印申请, its step needs a
 * signature) left out with a note; he then signs it with the mouse and the applicant sees the signature in
 * the path. On a phone the pad takes a finger's stroke and fills in the default signature.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const detail = (page: Page) => page.getByTestId('task-detail');
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });

async function startPayment(lina: Page, title: string): Promise<string> {
  const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, START, { processDefinitionKey: 'payment_approval', title, formData: { payee: '上海明达办公家具有限公司', amount: 150000, purpose: title } });
  expect(started.code, started.msg).toBe(0);
  return started.data.tasks[0]!.task_key;
}

async function startSeal(lina: Page, title: string): Promise<string> {
  const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, START, { processDefinitionKey: 'seal_request', title, formData: { document_name: title, seal_kind: '合同专用章', copies: 2 } });
  expect(started.code, started.msg).toBe(0);
  return started.data.tasks[0]!.task_key;
}

/** A stroke across the pad with a finger (touch events, as a phone sends them). */
async function drawWithFinger(page: Page, canvas: Locator): Promise<void> {
  const box = await stillPad(page, canvas);
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => [{ x: box.x + 20 + i * 20, y: box.y + box.height / 2 + (i % 2 ? -20 : 20) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= 10; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('batch approval leaves out a signing step; the signature drawn with the mouse shows in the path', async ({ browser }, testInfo) => {
  const id = stamp();
  const lina = await signedInPage(browser, 'lina');
  const firstTitle = `批量付款${id}甲`;
  const secondTitle = `批量付款${id}乙`;
  const sealTitle = `批量用印${id}`;
  await startPayment(lina, firstTitle);
  await startPayment(lina, secondTitle);
  const sealTask = await startSeal(lina, sealTitle);

  const zhangwei = await signedInPage(browser, 'zhangwei', { wide: true });

  // 个人中心: a default signature drawn and kept.
  await zhangwei.goto('/person/index');
  await openTab(zhangwei.locator('body'), /^手写签名$/);
  const settings = zhangwei.getByTestId('default-signature');
  await drawWithMouse(zhangwei, settings.getByTestId('signature-canvas'));
  await settings.getByTestId('default-signature-save').click();
  await expect(toast(zhangwei, '默认签名已保存')).toBeVisible();
  await expect(settings.getByTestId('default-signature-image')).toBeVisible();
  await settings.screenshot({ path: testInfo.outputPath('default-signature.png') });

  // 待我审批: the three rows selected and approved at once; the seal request is left out with why.
  await zhangwei.goto('/home/workbench/pending');
  const keyword = zhangwei.getByTestId('filter-keyword');
  await keyword.fill(id);
  await keyword.press('Enter');
  await expect(rowOf(zhangwei, id)).toHaveCount(3);
  await zhangwei.getByTestId('workbench-table').locator('thead .ant-checkbox-input').check();
  await zhangwei.getByTestId('batch-approve').click();
  const batchDialog = zhangwei.locator('.ant-modal').filter({ has: zhangwei.getByTestId('batch-ok') });
  await expect(batchDialog.getByTestId('batch-left-out-row')).toHaveCount(1);
  await expect(batchDialog.getByTestId('batch-left-out-row')).toContainText(sealTitle);
  await expect(batchDialog.getByTestId('batch-left-out-row')).toContainText('须手写签名');
  await batchDialog.getByTestId('batch-comment').fill('同意，按预算支付');
  await batchDialog.screenshot({ path: testInfo.outputPath('batch-dialog.png') });
  await batchDialog.getByTestId('batch-ok').click();
  const results = zhangwei.getByTestId('batch-results');
  await expect(results).toContainText('成功 2 个，失败 0 个');
  await expect(results.getByTestId('batch-result-ok')).toHaveCount(2);
  await expect(results).toContainText(firstTitle);
  await expect(results).toContainText(secondTitle);
  await zhangwei.locator('.ant-modal').filter({ has: results }).screenshot({ path: testInfo.outputPath('batch-results.png') });
  await zhangwei.getByTestId('batch-result-close').click();
  // The list loaded again: only the seal request waits.
  await expect(rowOf(zhangwei, id)).toHaveCount(1);
  await expect(rowOf(zhangwei, sealTitle)).toHaveCount(1);

  // The seal request: refused without a signature, approved once one is drawn with the mouse.
  await zhangwei.goto(`/home/workbench/pending?taskId=${sealTask}`);
  await expect(detail(zhangwei)).toContainText(sealTitle);
  await zhangwei.getByTestId('task-actions').getByTestId('action-approve').click();
  const dialog = dialogOf(zhangwei);
  const canvas = dialog.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  await dialog.getByTestId('action-ok').click();
  await expect(dialog).toContainText('该步骤须手写签名，请在签名板上签名');
  await drawWithMouse(zhangwei, canvas);
  expect(await inkOf(canvas)).toBeGreaterThan(0);
  await dialog.getByTestId('action-comment').fill('同意用印');
  await dialog.screenshot({ path: testInfo.outputPath('signature-dialog.png') });
  await dialog.getByTestId('action-ok').click();
  await expect(toast(zhangwei, '审批通过')).toBeVisible();

  // The applicant's path shows the signature beside the decision.
  await lina.goto('/home/myApplications');
  const linaKeyword = lina.getByTestId('filter-keyword');
  await linaKeyword.fill(sealTitle);
  await linaKeyword.press('Enter');
  await rowOf(lina, sealTitle).getByTestId('row-title').click();
  const signature = detail(lina).getByTestId('approval-path').getByTestId('path-signature');
  await expect(signature).toBeVisible();
  await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await signature.scrollIntoViewIfNeeded();
  await lina.screenshot({ path: testInfo.outputPath('path-with-signature.png') });
});

test('on a phone the pad takes a finger, clears, and fills in the default signature', async ({ browser }, testInfo) => {
  // Three signed-in windows, a request started and two pads drawn on: more than the usual test's time on a busy machine.
  test.setTimeout(150_000);
  const id = stamp();
  const lina = await signedInPage(browser, 'lina');
  const title = `手机用印${id}`;
  const task = await startSeal(lina, title);
  const desk = await signedInPage(browser, 'zhangwei');
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, storageState: await desk.context().storageState() })).newPage();
  // A default to fill in (the other test may not have run first).
  await phone.goto('/person/index');
  // On a phone the tab lies partly past the bar's edge, and is chosen from its … list.
  await openTab(phone.locator('body'), /^手写签名$/);
  const settings = phone.getByTestId('default-signature');
  await drawWithFinger(phone, settings.getByTestId('signature-canvas'));
  await settings.getByTestId('default-signature-save').click();
  await expect(toast(phone, '默认签名已保存')).toBeVisible();

  await phone.goto(`/home/workbench/pending?taskId=${task}`);
  await expect(detail(phone)).toContainText(title);
  await phone.getByTestId('task-actions').getByTestId('action-approve').click();
  const dialog = dialogOf(phone);
  const canvas = dialog.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  await drawWithFinger(phone, canvas);
  expect(await inkOf(canvas)).toBeGreaterThan(0);
  await phone.screenshot({ path: testInfo.outputPath('phone-signature-pad.png') });
  await dialog.getByTestId('signature-clear').click();
  expect(await inkOf(canvas)).toBe(0);
  await dialog.getByTestId('signature-use-default').click();
  await expect.poll(() => inkOf(canvas)).toBeGreaterThan(0);
  await dialog.getByTestId('action-ok').click();
  await expect(toast(phone, '审批通过')).toBeVisible();
});
