import { expect, test, type Locator, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pickUser } from './support/user-picker';

/**
 * The approval workbench end to end, on the seeded 立项审批 (finance review, then the leader for
 * budgets over 500,000): a staff member applies from the start form, finance approves, the leader
 * follows the new-task message to the task, sees the diagram with its highlights and approves,
 * the applicant sees it approved. Also: a rejection with its reason, a hand-over seen from both
 * sides, and the applicant withdrawing a request.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });
const detail = (page: Page) => page.getByTestId('task-detail');
const START = '/api/bpm/biz/bpm/process/instance/startProcess';

/** Lists only the rows with these words: typed in the keyword field, Enter searches. */
async function searchFor(page: Page, words: string): Promise<void> {
  const keyword = page.getByTestId('filter-keyword');
  await keyword.fill(words);
  await keyword.press('Enter');
}

async function openRow(page: Page, path: string, words: string): Promise<Locator> {
  await page.goto(path);
  await searchFor(page, words);
  const row = rowOf(page, words);
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-title').click();
  await expect(detail(page)).toBeVisible();
  return row;
}

/** Opens a task action's dialog, lets the callback fill it, and confirms it. */
async function act(page: Page, action: string, fill?: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.getByTestId(`action-${action}`).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('action-ok') });
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByTestId('action-ok').click();
  await expect(dialog).toBeHidden();
}

async function startRequest(page: Page, title: string, amount: number): Promise<string> {
  const answer = await callInPage<{ instance_key: string }>(page, START, { processDefinitionKey: 'project_initiation', title, formData: { project_name: title, amount } });
  expect(answer.code).toBe(0);
  return answer.data.instance_key;
}

test('apply from the start form, finance and the leader approve (the leader from the message), the applicant sees it approved', async ({ browser }) => {
  const name = `华东理财项目${stamp()}`;
  const lina = await signedInPage(browser, 'lina');

  // 发起申请: the deployed processes, each with its own start form.
  await lina.goto('/home/apply');
  await lina.locator('[data-testid="process-card"][data-process="project_initiation"]').click();
  await expect(lina).toHaveURL(/\/home\/apply\?process=project_initiation$/);
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByText('请填写项目名称')).toBeVisible();
  await expect(lina.getByText('请填写预算金额（元）')).toBeVisible();
  await lina.locator('#start-form_project_name').fill(name);
  await lina.locator('#start-form_amount').fill('800000');
  await lina.locator('#start-form_reason').fill('拓展华东区域高净值客户');
  await lina.getByTestId('start-submit').click();
  const result = lina.getByTestId('start-result');
  await expect(result).toContainText('申请已提交');
  await expect(result).toContainText('财务审核');

  // Finance (王芳) finds it with the keyword and approves.
  const wangfang = await signedInPage(browser, 'wangfang');
  await openRow(wangfang, '/home/workbench/pending', name);
  await expect(detail(wangfang).getByTestId('submitted-form')).toContainText('800,000');
  await act(wangfang, 'approve', (dialog) => dialog.getByTestId('action-comment').fill('预算合理'));
  await expect(toast(wangfang, '审批通过')).toBeVisible();

  // The leader (张伟) has an unread new-task message; its link opens the task.
  const zhangwei = await signedInPage(browser, 'zhangwei');
  await zhangwei.getByTestId('message-bell').click();
  const drawer = zhangwei.getByRole('dialog', { name: '消息中心' });
  await drawer.getByRole('tab', { name: /业务消息/ }).click();
  const message = drawer.getByTestId('drawer-business').locator('.ant-list-item').filter({ hasText: name });
  await expect(message).toContainText(/待审批：.* · 李娜/);
  await expect(message.getByTestId('read-status')).toHaveText('待处理');
  await message.getByTestId('business-message-link').click();
  await expect(zhangwei).toHaveURL(/\/home\/workbench\/pending\?taskId=/);
  await expect(detail(zhangwei)).toContainText(name);

  // The diagram: read-only, the leader's step waiting, finance's done, the flows taken marked.
  const diagram = zhangwei.getByTestId('bpmn-diagram');
  await expect(diagram).toHaveAttribute('data-ready', 'true');
  await expect(diagram.locator('.djs-element.wb-active[data-element-id="leader_approval"]')).toHaveCount(1);
  await expect(diagram.locator('.djs-element.wb-finished[data-element-id="finance_review"]')).toHaveCount(1);
  await expect(diagram.locator('.djs-element.wb-finished[data-element-id="start"]')).toHaveCount(1);
  await expect(diagram.locator('.djs-connection.wb-flow[data-element-id="flow_large"]')).toHaveCount(1);
  await expect(diagram.locator('.djs-element[data-element-id="end"]')).not.toHaveClass(/wb-/);
  await expect(zhangwei.getByTestId('diagram-legend')).toContainText('已完成');
  await expect(zhangwei.getByTestId('diagram-legend')).toContainText('进行中');
  // A viewer, not an editor: no palette, no context pad.
  await expect(zhangwei.locator('.djs-palette')).toHaveCount(0);
  await expect(detail(zhangwei).getByTestId('comment-timeline')).toContainText('预算合理');
  await expect(zhangwei.getByTestId('action-return')).toBeVisible();

  await act(zhangwei, 'approve', (dialog) => dialog.getByTestId('action-comment').fill('同意立项'));
  await expect(toast(zhangwei, '审批通过')).toBeVisible();
  await expect(detail(zhangwei).getByTestId('instance-status')).toHaveText('已通过');
  await expect(zhangwei.getByTestId('action-approve')).toHaveCount(0);
  await zhangwei.locator('.ant-drawer').filter({ has: detail(zhangwei) }).locator('.ant-drawer-close').click();
  await expect(zhangwei).toHaveURL(/\/home\/workbench\/pending$/);
  await searchFor(zhangwei, name);
  await expect(rowOf(zhangwei, name)).toHaveCount(0);
  await zhangwei.goto('/home/workbench/alreadyProcessed');
  await searchFor(zhangwei, name);
  await expect(rowOf(zhangwei, name).getByTestId('task-status')).toHaveText('已同意');

  // The applicant sees it approved, with the history.
  await lina.goto('/home/myApplications');
  await searchFor(lina, name);
  await expect(rowOf(lina, name).getByTestId('instance-status')).toHaveText('已通过');
  await rowOf(lina, name).getByTestId('row-title').click();
  await expect(detail(lina).getByTestId('comment-timeline')).toContainText('同意立项');
  await expect(lina).toHaveURL(/\/home\/myApplications\?instanceId=/);
});

test('a rejection needs a reason and shows in the applicant\'s list as rejected', async ({ browser }) => {
  const title = `驳回测试${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  await startRequest(lina, title, 1000);

  const wangfang = await signedInPage(browser, 'wangfang');
  await openRow(wangfang, '/home/workbench/pending', title);
  await wangfang.getByTestId('action-reject').click();
  const dialog = wangfang.locator('.ant-modal').filter({ has: wangfang.getByTestId('action-ok') });
  await dialog.getByTestId('action-ok').click();
  await expect(dialog.getByText('请填写原因')).toBeVisible();
  await dialog.getByTestId('action-comment').fill('缺少立项依据');
  await dialog.getByTestId('action-ok').click();
  await expect(toast(wangfang, '已驳回')).toBeVisible();

  await lina.goto('/home/myApplications');
  await searchFor(lina, title);
  await expect(rowOf(lina, title).getByTestId('instance-status')).toHaveText('已驳回');
  await rowOf(lina, title).getByTestId('row-title').click();
  const history = detail(lina).getByTestId('comment-timeline');
  await expect(history.locator('[data-action="REJECT"]')).toContainText('缺少立项依据');
  await expect(detail(lina).getByTestId('bpmn-diagram').locator('.djs-element.wb-rejected[data-element-id="finance_review"]')).toHaveCount(1);
});

test('a hand-over appears under my hand-overs for the giver and handed over to me for the receiver', async ({ browser }) => {
  const id = stamp();
  const title = `转办测试${id}`;
  const username = `wb_${id}`;
  const admin = await signedInPage(browser, 'admin');
  const created = await callInPage(admin, '/api/app/base/app/sys/user/add', {
    username, realname: `赵敏${id}`, password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-finance',
  });
  expect(created.code).toBe(0);
  const lina = await signedInPage(browser, 'lina');
  await startRequest(lina, title, 2000);

  const wangfang = await signedInPage(browser, 'wangfang');
  await openRow(wangfang, '/home/workbench/pending', title);
  await wangfang.getByTestId('action-turn').click();
  const dialog = wangfang.locator('.ant-modal').filter({ has: wangfang.getByTestId('action-ok') });
  // Confirmed as a person would: once the dialog shows its receiver field.
  await expect(dialog.getByTestId('user-field')).toBeVisible();
  await dialog.getByTestId('action-ok').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请选择接收人');
  await pickUser(wangfang, dialog.getByTestId('user-field'), username);
  await dialog.getByTestId('action-message').fill('请代为审核');
  await dialog.getByTestId('action-ok').click();
  await expect(toast(wangfang, '已转办：任务已交给接收人，不再在您的待办中')).toBeVisible();

  await wangfang.goto('/home/workbench/myTransfer');
  await searchFor(wangfang, title);
  await expect(rowOf(wangfang, title)).toContainText(`赵敏${id}`);
  await expect(rowOf(wangfang, title)).toContainText('请代为审核');
  await wangfang.goto('/home/workbench/pending');
  await searchFor(wangfang, title);
  await expect(rowOf(wangfang, title)).toHaveCount(0);

  const receiver = await signedInPage(browser, username, { password: 'Welcome2026', at: '/home/workbench/transferToMe' });
  await searchFor(receiver, title);
  const row = rowOf(receiver, title);
  await expect(row).toContainText('王芳');
  await expect(row.getByTestId('task-status')).toHaveText('待处理');
  await row.getByTestId('row-handle').click();
  await expect(receiver.getByTestId('action-approve')).toBeVisible();
  await expect(detail(receiver).getByTestId('comment-timeline').locator('[data-action="TURN"]')).toContainText(`转交给 赵敏${id}`);
});

test('the applicant withdraws a running request after confirming', async ({ browser }) => {
  const title = `撤销测试${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  await startRequest(lina, title, 3000);
  await lina.goto('/home/workbench');
  await expect(lina).toHaveURL(/\/home\/workbench\/pending$/);
  await lina.goto('/home/myApplications');
  await searchFor(lina, title);
  const row = rowOf(lina, title);
  await expect(row.getByTestId('instance-status')).toHaveText('审批中');
  await expect(row).toContainText('财务审核');
  await row.getByTestId('action-cancel').click();
  const dialog = lina.locator('.ant-modal').filter({ has: lina.getByTestId('action-ok') });
  await expect(dialog).toContainText(title);
  await dialog.getByTestId('action-comment').fill('信息填写有误');
  await dialog.getByTestId('action-ok').click();
  await expect(toast(lina, '流程已撤销')).toBeVisible();
  await expect(row.getByTestId('instance-status')).toHaveText('已撤销');
  await expect(row.getByTestId('action-cancel')).toHaveCount(0);

  const wangfang = await signedInPage(browser, 'wangfang', { at: '/home/workbench/pending' });
  await searchFor(wangfang, title);
  await expect(rowOf(wangfang, title)).toHaveCount(0);
});
