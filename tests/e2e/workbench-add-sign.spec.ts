import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pickUser } from './support/user-picker';
import { actionDialog as dialogOf } from './support/dialogs';

/**
 * 加签 and 减签 in the workbench, and 委派 from a record's page. Finance (wangfang) asks a colleague
 * of her department to sign before her: the task leaves her hands until the colleague approved, the
 * colleague's row is marked 加签 and offers only 同意 and 驳回. Then she adds the colleague after
 * herself and withdraws him (减签). On a purchase's page 张伟 delegates his task to a colleague,
 * who finds it marked 委派 in 待我审批 and hands it back from the same page.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const detail = (page: Page) => page.getByTestId('task-detail');
const START = '/api/bpm/biz/bpm/process/instance/startProcess';

async function newColleague(admin: Page, prefix: string, depart: string): Promise<{ username: string; realname: string }> {
  const id = stamp();
  const user = { username: `${prefix}_${id}`, realname: `${prefix === 'as' ? '钱程' : '吴迪'}${id}` };
  const created = await callInPage(admin, '/api/app/base/app/sys/user/add', { ...user, password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: depart });
  expect(created.code).toBe(0);
  return user;
}

test('a signer added before the holder approves first; one added after is withdrawn', async ({ browser }, testInfo) => {
  const title = `加签测试${stamp()}`;
  const admin = await signedInPage(browser, 'admin');
  const colleague = await newColleague(admin, 'as', 'dep-finance');
  const lina = await signedInPage(browser, 'lina');
  const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, START, { processDefinitionKey: 'project_initiation', title, formData: { project_name: title, amount: 100000 } });
  const taskKey = started.data.tasks[0]!.task_key;

  const wangfang = await signedInPage(browser, 'wangfang', { at: `/home/workbench/pending?taskId=${taskKey}` });
  const actions = wangfang.getByTestId('task-actions');
  await expect(actions.getByTestId('action-add-sign')).toHaveText(/加\s?签/);
  // Measured once the footer has settled (its buttons and the CJK font arrive after the first one shows).
  await expect.poll(() => actions.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await actions.getByTestId('action-add-sign').click();
  const dialog = dialogOf(wangfang);
  await dialog.getByTestId('action-ok').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请选择加签人');
  await pickUser(wangfang, dialog.getByTestId('user-field'), colleague.username);
  await dialog.getByTestId('action-message').fill('请先复核预算');
  await wangfang.screenshot({ path: testInfo.outputPath('add-sign-dialog.png') });
  await dialog.getByTestId('action-ok').click();
  await expect(toast(wangfang, '已加签：加签人同意后，任务回到您的待办')).toBeVisible();
  const signers = wangfang.getByTestId('task-signers');
  await expect(signers).toContainText(colleague.realname);
  await expect(signers).toContainText('前加签');
  await expect(wangfang.getByTestId('action-approve')).toHaveCount(0);
  await expect(detail(wangfang).getByTestId('comment-timeline').locator('[data-action="ADD_SIGN_BEFORE"]')).toContainText(`加签 ${colleague.realname}`);
  // The path says who acts now: the signer first, the holder waiting for him.
  const current = detail(wangfang).getByTestId('path-step-content').filter({ hasText: colleague.realname }).filter({ hasText: '王芳' });
  await expect(current).toHaveText(new RegExp(`${colleague.realname}\\s*审批中.*王芳\\s*等待`));
  await wangfang.screenshot({ path: testInfo.outputPath('holder-waits.png') });

  // The signer: his row marked 加签, only 同意 and 驳回.
  const signer = await signedInPage(browser, colleague.username, { password: 'Welcome2026', at: '/home/workbench/pending' });
  const row = signer.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(row.getByTestId('row-signer')).toHaveText('加签');
  await signer.screenshot({ path: testInfo.outputPath('signer-pending.png') });
  await row.getByTestId('row-title').click();
  await expect(signer.getByTestId('task-sign-kind')).toHaveText('前加签');
  await expect(signer.getByTestId('task-actions').getByRole('button')).toHaveCount(2);
  await signer.getByTestId('action-approve').click();
  await dialogOf(signer).getByTestId('action-ok').click();
  await expect(toast(signer, '审批通过')).toBeVisible();

  // Back with the holder: she adds him after herself, then withdraws him.
  await wangfang.reload();
  await expect(wangfang.getByTestId('action-approve')).toBeVisible();
  await wangfang.getByTestId('action-add-sign').click();
  const after = dialogOf(wangfang);
  await after.getByTestId('sign-position').getByText('后加签（在我之后）').click();
  await pickUser(wangfang, after.getByTestId('user-field'), colleague.username);
  await after.getByTestId('action-ok').click();
  await expect(toast(wangfang, '已加签：您同意后，由加签人继续审批')).toBeVisible();
  const planned = wangfang.getByTestId('task-signer');
  await expect(planned).toHaveAttribute('data-status', 'PLANNED');
  await planned.getByTestId('action-remove-sign').click();
  await wangfang.locator('.ant-popconfirm').getByRole('button', { name: /减\s?签/ }).click();
  await expect(toast(wangfang, '已减签')).toBeVisible();
  await expect(wangfang.getByTestId('task-signers')).toHaveCount(0);
  await expect(detail(wangfang).getByTestId('comment-timeline').locator('[data-action="REMOVE_SIGN"]')).toContainText(`减去 ${colleague.realname}`);
});

test('张伟 delegates a purchase from its page; the delegate hands it back there', async ({ browser }, testInfo) => {
  const name = `委派采购${stamp()}`;
  const admin = await signedInPage(browser, 'admin');
  const colleague = await newColleague(admin, 'rd', 'dep-office');
  const lina = await signedInPage(browser, 'lina');
  const saved = await callInPage<{ purchase_key: string }>(lina, '/api/crm/supplier/purchase/saveApproved', {
    purchase_name: name, supplier_key: 'sup-demo-01', items: '测试设备 1 台', amount: 12000, purchase_date: new Date().toISOString().slice(0, 10),
  });
  expect(saved.code).toBe(0);
  const page = `/supply/purchase/${saved.data.purchase_key}`;

  const zhang = await signedInPage(browser, 'zhangwei', { at: page });
  const record = zhang.getByTestId('record-page');
  await expect(record.getByTestId('record-approve')).toBeVisible();
  await record.getByTestId('action-delegate').click();
  const dialog = dialogOf(zhang);
  await pickUser(zhang, dialog.getByTestId('user-field'), colleague.username);
  await dialog.getByTestId('action-ok').click();
  await expect(toast(zhang, '已委派：对方完成委派后，任务交回您的待办')).toBeVisible();
  await expect(record.getByTestId('record-approve')).toHaveCount(0);

  const delegate = await signedInPage(browser, colleague.username, { password: 'Welcome2026', at: '/home/workbench/pending' });
  const row = delegate.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row.getByTestId('row-delegated')).toHaveText('委派');
  await row.getByTestId('row-title').click();
  await expect(delegate.getByTestId('task-delegator')).toHaveText('委派人：张伟');
  await delegate.screenshot({ path: testInfo.outputPath('delegate-drawer.png') });
  await delegate.goto(page);
  const mine = delegate.getByTestId('record-page');
  await mine.getByTestId('action-resolve').click();
  const back = dialogOf(delegate);
  await back.getByTestId('action-comment').fill('设备参数已核对');
  await back.getByTestId('action-ok').click();
  await expect(toast(delegate, '已完成委派，任务已交回委派人')).toBeVisible();

  await zhang.reload();
  await expect(record.getByTestId('record-approve')).toBeVisible();
  await expect(record.getByTestId('action-delegate')).toBeVisible();
});
