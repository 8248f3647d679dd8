import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pickUser } from './support/user-picker';
import { actionDialog as dialogOf } from './support/dialogs';

/**
 * Copies (抄送): finance (wangfang) copies lina's request to a colleague from the task drawer; the
 * colleague finds it unread in 抄送我的, opens it read-only, and it is read. The picker offers an
 * approver the people of her own department, so the colleague works in finance.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const detail = (page: Page) => page.getByTestId('task-detail');
const START = '/api/bpm/biz/bpm/process/instance/startProcess';

test('an approver copies a request; the colleague reads it in 抄送我的', async ({ browser }, testInfo) => {
  const id = stamp();
  const title = `抄送测试${id}`;
  const username = `wc_${id}`;
  const realname = `孙悦${id}`;
  const admin = await signedInPage(browser, 'admin');
  const created = await callInPage(admin, '/api/app/base/app/sys/user/add', { username, realname, password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-finance' });
  expect(created.code).toBe(0);
  const lina = await signedInPage(browser, 'lina');
  const started = await callInPage<{ instance_key: string; tasks: { task_key: string }[] }>(lina, START, { processDefinitionKey: 'project_initiation', title, formData: { project_name: title, amount: 800000 } });
  expect(started.code).toBe(0);
  const taskKey = started.data.tasks[0]!.task_key;

  const wangfang = await signedInPage(browser, 'wangfang', { at: `/home/workbench/pending?taskId=${taskKey}` });
  await expect(detail(wangfang)).toBeVisible();
  const actions = wangfang.getByTestId('task-actions');
  await expect(actions.getByTestId('action-copy')).toHaveText(/抄\s?送/);
  // Six buttons still fit the drawer's footer, measured once it has settled (its buttons and the
  // CJK font arrive after the first one shows).
  await expect.poll(() => actions.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await actions.getByTestId('action-copy').click();
  const dialog = dialogOf(wangfang);
  await expect(dialog).toContainText('抄送人会收到消息');
  await dialog.getByTestId('action-ok').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请选择抄送人');
  await pickUser(wangfang, dialog.getByTestId('user-field'), username);
  await dialog.getByTestId('action-message').fill('立项材料请知悉');
  await wangfang.screenshot({ path: testInfo.outputPath('copy-dialog.png') });
  await dialog.getByTestId('action-ok').click();
  await expect(toast(wangfang, '已抄送')).toBeVisible();
  const line = detail(wangfang).getByTestId('comment-timeline').locator('[data-action="COPY"]');
  await expect(line).toContainText(`抄送给 ${realname}`);
  await expect(line).toContainText('立项材料请知悉');
  // The task stays hers.
  await expect(actions.getByTestId('action-approve')).toBeVisible();

  // The colleague: 抄送我的 in the menu, the request unread, opened read-only, then read.
  const colleague = await signedInPage(browser, username, { password: 'Welcome2026', at: '/home/workbench/copiedToMe' });
  await expect(colleague.getByRole('menuitem', { name: '抄送我的' })).toBeVisible();
  const row = colleague.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(row).toContainText('王芳');
  await expect(row.getByTestId('copy-read-state')).toHaveAttribute('data-read', 'unread');
  await colleague.screenshot({ path: testInfo.outputPath('copied-to-me.png') });
  await row.getByTestId('row-title').click();
  await expect(detail(colleague)).toBeVisible();
  await expect(detail(colleague)).toContainText(title);
  await expect(colleague.getByTestId('task-actions')).toHaveCount(0);
  await colleague.screenshot({ path: testInfo.outputPath('copied-detail.png') });
  await colleague.locator('.ant-drawer-close').click();
  await expect(row.getByTestId('copy-read-state')).toHaveAttribute('data-read', 'read');
});
