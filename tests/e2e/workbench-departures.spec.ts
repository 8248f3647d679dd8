import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * Issue 46 point 5: a task that leaves 王芳's 待我审批 because someone else moved it says why. The
 * list names the rows gone since it last loaded and the reason; the task's own view, opened from an
 * old link, says it no longer needs her and why.
 */

const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const CANCEL = '/api/bpm/biz/bpm/process/instance/cancel';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });

type Started = { instance_key: string; tasks: { task_key: string }[] };

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`a request withdrawn while it waits: the list and the task say why (${locale})`, async ({ browser }) => {
    const batch = `撤回说明${stamp()}`;
    const lina = await signedInPage(browser, 'lina');
    // Up to 100,000 a payment goes straight to finance (王芳).
    const started = await callInPage<Started>(lina, START, { processDefinitionKey: 'payment_approval', title: batch, formData: { payee: batch, amount: 6000, purpose: '办公用品' } });
    expect(started.code).toBe(0);

    const wangfang = await signedInPage(browser, 'wangfang', { wide: true, locale, at: '/home/workbench/pending' });
    const keyword = wangfang.getByTestId('filter-keyword');
    await keyword.fill(batch);
    await keyword.press('Enter');
    await expect(rowOf(wangfang, batch)).toHaveCount(1);
    await expect(wangfang.getByTestId('workbench-departed')).toHaveCount(0);

    expect((await callInPage(lina, CANCEL, { processInstanceId: started.data.instance_key, comment: '填错了' })).code).toBe(0);
    await wangfang.getByRole('button', { name: locale === 'zh-CN' ? '刷新' : 'Refresh' }).click();
    await expect(rowOf(wangfang, batch)).toHaveCount(0);
    const notice = wangfang.getByTestId('workbench-departed');
    await expect(notice).toContainText(locale === 'zh-CN' ? '1 项待办已不在您的列表中' : '1 task has left your list');
    await expect(notice).toContainText(locale === 'zh-CN' ? `「${batch}」：李娜 已撤回申请` : `“${batch}”: 李娜 withdrew the request`);
    await wangfang.screenshot({ path: `.tmp/screens/workbench-departed-${locale}.png` });
    await notice.getByRole('button', { name: locale === 'zh-CN' ? '关闭提示' : 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);

    // The message's old link to the task opens it with the reason instead of actions.
    await wangfang.goto(`/home/workbench/pending?taskId=${started.data.tasks[0]!.task_key}`);
    const why = wangfang.getByTestId('task-departure');
    await expect(why).toContainText(locale === 'zh-CN' ? '此任务已不需要您处理' : 'This task no longer needs you');
    await expect(why).toContainText(locale === 'zh-CN' ? '李娜 已撤回申请' : '李娜 withdrew the request');
    await expect(wangfang.getByTestId('action-approve')).toHaveCount(0);
  });
}

test('her own approval takes the row away without a notice', async ({ browser }) => {
  const batch = `自己处理${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  const started = await callInPage<Started>(lina, START, { processDefinitionKey: 'payment_approval', title: batch, formData: { payee: batch, amount: 6000, purpose: '办公用品' } });
  expect(started.code).toBe(0);
  const wangfang = await signedInPage(browser, 'wangfang', { wide: true, at: '/home/workbench/pending' });
  const keyword = wangfang.getByTestId('filter-keyword');
  await keyword.fill(batch);
  await keyword.press('Enter');
  await rowOf(wangfang, batch).getByTestId('row-title').click();
  await wangfang.getByTestId('action-approve').click();
  const dialog = wangfang.locator('.ant-modal').filter({ has: wangfang.getByTestId('action-ok') });
  await dialog.getByTestId('action-ok').click();
  await expect(dialog).toBeHidden();
  await wangfang.getByTestId('back-to-list').click();
  await expect(rowOf(wangfang, batch)).toHaveCount(0);
  await expect(wangfang.getByTestId('workbench-departed')).toHaveCount(0);
});
