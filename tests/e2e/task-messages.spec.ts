import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * The bell means something: a new-task message names the request and its applicant, and once the
 * approver decided the task, it no longer counts as unread and shows as handled.
 */

const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const MESSAGE_TOTAL = '/api/fintech/biz/message/queryMsgTotal';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The unread count the bell announces (its label), 0 without a count. */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('message-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读消息/.exec(label)?.[1] ?? 0);
}

/** The unread count the server answers now. */
async function serverCount(page: Page): Promise<number> {
  return Number((await callInPage<{ total: number }>(page, MESSAGE_TOTAL)).data.total);
}

test('a new-task message follows its task: unread while it waits, handled once the approver decided', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina');
  const zhangwei = await signedInPage(browser, 'zhangwei', { at: '/home/workbench/pending' });

  const project = `消息随任务${stamp()}`;
  const started = await callInPage<{ instance_key: string }>(lina, START, { processDefinitionKey: 'payment_approval', title: project, formData: { payee: project, amount: 150000, purpose: '采购办公设备' } });
  expect(started.code).toBe(0);

  await zhangwei.reload();
  // Other specs running beside this one give 张伟 tasks too: the bell is held to the server's count
  // of the moment, and this message to its own state.
  const unread = await serverCount(zhangwei);
  await expect.poll(() => bellCount(zhangwei)).toBe(unread);
  await zhangwei.getByTestId('message-bell').click();
  const drawer = zhangwei.getByRole('dialog', { name: '消息中心' });
  await drawer.getByRole('tab', { name: /业务消息/ }).click();
  const message = drawer.getByTestId('drawer-business').locator('.ant-list-item').filter({ hasText: project });
  await expect(message).toContainText(`待审批：${project} · 李娜`);
  await expect(message.getByTestId('read-status')).toHaveText('待处理');

  // Follows the message to the task and approves it there.
  await message.getByTestId('business-message-link').click();
  await expect(zhangwei.getByTestId('task-detail')).toContainText(project);
  await zhangwei.getByTestId('action-approve').click();
  const dialog = zhangwei.locator('.ant-modal').filter({ has: zhangwei.getByTestId('action-ok') });
  await dialog.getByTestId('action-ok').click();
  await expect(dialog).toBeHidden();

  // The bell counts it no more, and the message says it was handled.
  await expect.poll(async () => (await serverCount(zhangwei)) === (await bellCount(zhangwei))).toBe(true);
  await zhangwei.keyboard.press('Escape');
  await expect(zhangwei.getByTestId('task-detail')).toBeHidden();
  await zhangwei.getByTestId('message-bell').click();
  await drawer.getByRole('tab', { name: /业务消息/ }).click();
  await expect(message.getByTestId('read-status')).toHaveText('已处理');
  await zhangwei.screenshot({ path: '.tmp/screens/task-message-handled-zh-CN.png' });
});
