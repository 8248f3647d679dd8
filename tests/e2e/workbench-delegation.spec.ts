import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pickUser } from './support/user-picker';
import { actionDialog as dialogOf, settled } from './support/dialogs';

/**
 * Delegation and urging in the workbench: lina applies; finance (wangfang) delegates the review to
 * a colleague of her department (委派), who can only hand it back with their findings (完成委派) and
 * finds it in 我已处理; wangfang then approves it herself; lina urges the next approver (催办) and, urging again at once,
 * is told when she may.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const detail = (page: Page) => page.getByTestId('task-detail');
const START = '/api/bpm/biz/bpm/process/instance/startProcess';

async function openTask(page: Page, taskKey: string): Promise<void> {
  await page.goto(`/home/workbench/pending?taskId=${taskKey}`);
  await expect(detail(page)).toBeVisible();
}

test('delegate, resolve, approve, then the applicant urges and is told when she may urge again', async ({ browser }, testInfo) => {
  const id = stamp();
  const title = `委派测试${id}`;
  const username = `wd_${id}`;
  const admin = await signedInPage(browser, 'admin');
  const created = await callInPage(admin, '/api/app/base/app/sys/user/add', {
    username, realname: `周敏${id}`, password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-finance',
  });
  expect(created.code).toBe(0);
  const lina = await signedInPage(browser, 'lina');
  const started = await callInPage<{ instance_key: string; tasks: { task_key: string }[] }>(lina, START, { processDefinitionKey: 'project_initiation', title, formData: { project_name: title, amount: 800000 } });
  expect(started.code).toBe(0);
  const taskKey = started.data.tasks[0]!.task_key;

  // The holder's drawer offers 委派 beside the other actions.
  const wangfang = await signedInPage(browser, 'wangfang');
  await openTask(wangfang, taskKey);
  const actions = wangfang.getByTestId('task-actions');
  for (const action of ['approve', 'reject', 'return', 'turn', 'delegate']) await expect(actions.getByTestId(`action-${action}`)).toBeVisible();
  await expect(actions.getByTestId('action-delegate')).toHaveText(/委\s?派/);
  // Five buttons fit the drawer's footer: nothing runs past its edge or the window's.
  // Measured once the drawer has slid in: during its entrance the footer is still partly off screen.
  await expect.poll(async () => {
    const box = await actions.boundingBox();
    return box ? box.x + box.width : Infinity;
  }).toBeLessThanOrEqual(wangfang.viewportSize()!.width);
  await expect.poll(() => actions.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await wangfang.screenshot({ path: testInfo.outputPath('drawer-holder.png') });

  await actions.getByTestId('action-delegate').click();
  const delegateDialog = await settled(dialogOf(wangfang));
  await expect(delegateDialog).toContainText('委派后由所选同事处理，完成委派后任务交回您，仍由您同意或驳回。');
  await delegateDialog.getByTestId('action-ok').click();
  await expect(delegateDialog.locator('.ant-form-item-explain-error')).toHaveText('请选择委派人');
  await pickUser(wangfang, delegateDialog.getByTestId('user-field'), username);
  await delegateDialog.getByTestId('action-message').fill('请帮忙看一下预算依据');
  await delegateDialog.getByTestId('action-ok').click();
  await expect(toast(wangfang, '已委派')).toBeVisible();
  await expect(wangfang.getByTestId('task-delegating')).toHaveText('已委派，待完成委派');
  await expect(wangfang.getByTestId('action-approve')).toHaveCount(0);

  // The delegate finds it among his pending tasks and can only hand it back.
  const colleague = await signedInPage(browser, username, { password: 'Welcome2026' });
  await openTask(colleague, taskKey);
  await expect(colleague.getByTestId('action-resolve')).toBeVisible();
  await expect(colleague.getByTestId('action-approve')).toHaveCount(0);
  await expect(colleague.getByTestId('action-delegate')).toHaveCount(0);
  await expect(colleague.getByTestId('action-return')).toHaveCount(0);
  await expect(colleague.getByTestId('task-actions').getByRole('button')).toHaveCount(1);
  await expect(detail(colleague).getByTestId('comment-timeline').locator('[data-action="DELEGATE"]')).toContainText(`委派给 周敏${id}`);
  await colleague.screenshot({ path: testInfo.outputPath('drawer-delegate.png') });
  await colleague.getByTestId('action-resolve').click();
  const resolveDialog = await settled(dialogOf(colleague));
  await resolveDialog.getByTestId('action-ok').click();
  await expect(resolveDialog.locator('.ant-form-item-explain-error')).toHaveText('请填写原因');
  await resolveDialog.getByTestId('action-comment').fill('预算依据齐全，建议同意');
  await resolveDialog.getByTestId('action-ok').click();
  await expect(toast(colleague, '已完成委派，任务已交回委派人')).toBeVisible();

  // Handed back, it is among what the delegate handled, saying how.
  await colleague.goto('/home/workbench/alreadyProcessed');
  const keyword = colleague.getByTestId('filter-keyword');
  await keyword.fill(title);
  await keyword.press('Enter');
  const handled = colleague.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(handled).toHaveCount(1);
  await expect(handled.getByTestId('task-handed-back')).toHaveText('完成委派');

  // Back with its holder, who approves it; the history names whom it went back to.
  await openTask(wangfang, taskKey);
  const resolvedLine = detail(wangfang).getByTestId('comment-timeline').locator('[data-action="RESOLVE"]');
  await expect(resolvedLine).toContainText('预算依据齐全，建议同意');
  await expect(resolvedLine).toContainText('交回 王芳');
  await wangfang.getByTestId('action-approve').click();
  await (await settled(dialogOf(wangfang))).getByTestId('action-ok').click();
  await expect(toast(wangfang, '审批通过')).toBeVisible();

  // The applicant urges the leader, then is told when she may urge again.
  await lina.goto(`/home/myApplications?instanceId=${started.data.instance_key}`);
  await expect(detail(lina)).toBeVisible();
  await lina.getByTestId('action-urge').click();
  await dialogOf(lina).getByTestId('action-ok').click();
  await expect(toast(lina, '已催办')).toBeVisible();
  await expect(detail(lina).getByTestId('comment-timeline').locator('[data-action="URGE"]')).toContainText('催办');
  await lina.screenshot({ path: testInfo.outputPath('drawer-applicant.png') });
  await lina.getByTestId('action-urge').click();
  await dialogOf(lina).getByTestId('action-ok').click();
  await expect(toast(lina, /^该申请已于 \d\d:\d\d 催办过，每 10 分钟最多催办一次，请于 \d\d:\d\d 后再催办$/)).toBeVisible();
});
