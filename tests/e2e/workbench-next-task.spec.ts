import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pickUser } from './support/user-picker';

/**
 * After a decision the drawer goes on: 下一条 opens the next task waiting for the approver, and
 * when none is left it says so and leads back to the list, where the decided rows are gone. So it
 * does after 加签 before the holder: the task waits for the signer, out of her hands.
 */

const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });
const detail = (page: Page) => page.getByTestId('task-detail');

async function approveOpenTask(page: Page): Promise<void> {
  await page.getByTestId('action-approve').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('action-ok') });
  await dialog.getByTestId('action-ok').click();
  await expect(dialog).toBeHidden();
}

test('下一条 after approving opens the next waiting task; with none left the drawer leads back to the list', async ({ browser }) => {
  const batch = `连续审批${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  for (const n of [1, 2]) {
    // Up to 100,000 a payment goes straight to finance (王芳).
    const started = await callInPage(lina, START, { processDefinitionKey: 'payment_approval', title: `${batch}-${n}`, formData: { payee: `${batch}-${n}`, amount: 8000, purpose: '差旅报销' } });
    expect(started.code).toBe(0);
  }

  const wangfang = await signedInPage(browser, 'wangfang', { at: '/home/workbench/pending' });
  const keyword = wangfang.getByTestId('filter-keyword');
  await keyword.fill(batch);
  await keyword.press('Enter');
  await expect(rowOf(wangfang, batch)).toHaveCount(2);
  await rowOf(wangfang, batch).first().getByTestId('row-title').click();
  const first = (await detail(wangfang).locator('h2').first().textContent())!.includes(`${batch}-1`) ? `${batch}-1` : `${batch}-2`;
  const second = first.endsWith('-1') ? `${batch}-2` : `${batch}-1`;

  await approveOpenTask(wangfang);
  const bar = wangfang.getByTestId('next-task-bar');
  await expect(bar).toContainText('继续处理下一条待办');
  await wangfang.screenshot({ path: '.tmp/screens/workbench-next-task-zh-CN.png' });
  await expect(wangfang.getByTestId('task-actions')).toHaveCount(0);
  await bar.getByTestId('next-task').click();
  await expect(detail(wangfang)).toContainText(second);
  await expect(wangfang.getByTestId('action-approve')).toBeVisible();

  await approveOpenTask(wangfang);
  await expect(bar).toContainText('暂无其他待办');
  await expect(bar.getByTestId('next-task')).toHaveCount(0);
  await bar.getByTestId('back-to-list').click();
  await expect(detail(wangfang)).toBeHidden();
  await expect(rowOf(wangfang, batch)).toHaveCount(0);
  await expect(wangfang).toHaveURL(/\/home\/workbench\/pending$/);
});

test('下一条 after 加签 before the holder: the task waits for the signer, the drawer goes on to the next one', async ({ browser }) => {
  const batch = `加签续办${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  for (const n of [1, 2]) {
    // A project's approval starts with finance (王芳).
    const started = await callInPage(lina, START, { processDefinitionKey: 'project_initiation', title: `${batch}-${n}`, formData: { project_name: `${batch}-${n}`, amount: 100000 } });
    expect(started.code).toBe(0);
  }

  const wangfang = await signedInPage(browser, 'wangfang', { at: '/home/workbench/pending' });
  const keyword = wangfang.getByTestId('filter-keyword');
  await keyword.fill(batch);
  await keyword.press('Enter');
  await expect(rowOf(wangfang, batch)).toHaveCount(2);
  await rowOf(wangfang, batch).first().getByTestId('row-title').click();
  const first = (await detail(wangfang).locator('h2').first().textContent())!.includes(`${batch}-1`) ? `${batch}-1` : `${batch}-2`;
  const second = first.endsWith('-1') ? `${batch}-2` : `${batch}-1`;

  // 加签 before herself (the dialog's default position): 张伟 signs first.
  await wangfang.getByTestId('task-actions').getByTestId('action-add-sign').click();
  const dialog = wangfang.locator('.ant-modal').filter({ has: wangfang.getByTestId('action-ok') });
  await pickUser(wangfang, dialog.getByTestId('user-field'), 'zhangwei');
  await dialog.getByTestId('action-ok').click();
  await expect(dialog).toBeHidden();
  const bar = wangfang.getByTestId('next-task-bar');
  await expect(bar).toContainText('已加签，加签人同意后任务回到您的待办。继续处理下一条待办');
  await expect(wangfang.getByTestId('task-actions')).toHaveCount(0);
  // The drawer still shows whom the task waits for.
  await expect(wangfang.getByTestId('task-signers')).toContainText('张伟');
  await bar.getByTestId('next-task').click();
  await expect(detail(wangfang)).toContainText(second);
  await expect(wangfang.getByTestId('task-actions').getByTestId('action-add-sign')).toBeVisible();
});
