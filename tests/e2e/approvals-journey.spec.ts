import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { workflowPaths } from '@/lib/contract/workflow';
import { WORKFLOW_TEST_CLOCK_PATH } from '@/lib/contract/workflow-test-clock';
import { openNewDiagram, panel, previewXml, shape, toast } from './support/designer';
import {
  addExtensionProperty, appendShape, chooseOption, conditionFlow, connectShapes, createFromPalette, ensureSection, flowBetween, nameElement, pickUsersInPanel, replaceShape, selectInPanel,
} from './support/designer-draw';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pickUser } from './support/user-picker';
import { actionDialog as dialogOf } from './support/dialogs';

/**
 * The approvals journey, as its people live it. An administrator draws a new process: a leader
 * chain (连续多级主管), then an inclusive gateway whose two conditioned branches each have a user
 * task (one with a due time that reminds, then approves by itself), joined again, copied, ended.
 * 李娜 applies from 发起申请; her leader 张伟 delegates the task (委派) and gets it back, adds a signer
 * (加签) who approves, then returns it to her (退回); she resubmits, he approves, finance approves its
 * branch, the other branch passes its due time on the test clock (reminded, then approved by the
 * system), the join goes on to the copy node, which copies the request to 张伟 (he finds it in
 * 抄送我的), and 李娜 sees it approved with its path.
 */

const HOUR = 60 * 60 * 1000;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const detail = (page: Page) => page.getByTestId('task-detail');
const timeline = (page: Page) => detail(page).getByTestId('comment-timeline');
const PASSWORD = 'Welcome2026';

/** A colleague of the office (张伟's department): the people his pickers offer. */
async function newColleague(admin: Page, realname: string): Promise<{ username: string; realname: string }> {
  const id = stamp();
  const user = { username: `aj_${id}`, realname: `${realname}${id}` };
  const created = await callInPage(admin, '/api/app/base/app/sys/user/add', { ...user, password: PASSWORD, selectedroles: 'role-staff', selecteddeparts: 'dep-office' });
  expect(created.code).toBe(0);
  return user;
}

/** Opens a request's task from the user's 待我审批 list, as a person does. */
async function openPending(page: Page, title: string): Promise<void> {
  await page.goto('/home/workbench/pending');
  const row = page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-title').click();
  await expect(detail(page)).toBeVisible();
  await expect(detail(page)).toContainText(title);
}

/** Approves the open task in its drawer. */
async function approveOpenTask(page: Page, comment?: string): Promise<void> {
  await page.getByTestId('action-approve').click();
  const dialog = dialogOf(page);
  if (comment) await dialog.getByTestId('action-comment').fill(comment);
  await dialog.getByTestId('action-ok').click();
  await expect(toast(page, '审批通过')).toBeVisible();
}

test('a drawn process runs through delegation, an added signer, a return, a due time and a copy to its approval', async ({ browser }, testInfo) => {
  // Designer, five people and a timer in one test: minutes on a busy machine.
  test.setTimeout(360_000);
  const id = stamp();
  const processName = `出差申请${id}`;
  const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

  // ── The administrator draws the process. ──
  const admin = await signedInPage(browser, 'admin', { wide: true });
  const delegate = await newColleague(admin, '周敏');
  const signer = await newColleague(admin, '钱程');
  // Room for the whole process on the canvas: a drag near its edge would scroll it.
  await admin.setViewportSize({ width: 1800, height: 900 });
  await openNewDiagram(admin);
  await expect(panel(admin)).toHaveAttribute('data-element-id', /^Process_/);
  const processField = panel(admin).getByTestId('designer-general-name');
  await processField.fill(processName);
  await processField.press('Enter');

  // The start form asks for the amount the branches decide on.
  await selectInPanel(admin, 'StartEvent_1');
  await ensureSection(admin, 'form');
  await panel(admin).getByTestId('designer-form-add').click();
  const fieldDialog = admin.getByRole('dialog', { name: '添加字段' });
  await fieldDialog.getByTestId('designer-field-id').fill('amount');
  await fieldDialog.getByTestId('designer-field-type').click();
  await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '长整型' }).click();
  await fieldDialog.getByTestId('designer-field-label').fill('出差预算');
  // Shown on the request's rows in the approvers' lists.
  await fieldDialog.getByTestId('designer-field-summary').check();
  await fieldDialog.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(fieldDialog).toBeHidden();
  await expect(panel(admin).getByTestId('designer-form-fields').locator('.ant-table-row')).toContainText(['amount']);

  // start → 主管审批 (连续多级主管, may be returned to the applicant)
  const leader = await appendShape(admin, 'StartEvent_1', 'append.append-task', 'Activity_');
  await replaceShape(admin, leader, 'replace-with-user-task');
  await nameElement(admin, leader, '主管审批');
  await ensureSection(admin, 'approver');
  await chooseOption(admin, 'designer-approver-kind', '连续多级主管');
  const levels = admin.locator('input[data-testid="designer-approver-levels"], [data-testid="designer-approver-levels"] input').first();
  await levels.fill('2');
  await levels.press('Tab');
  await expect(panel(admin).getByTestId('designer-approver-mode-chain')).toBeVisible();
  await addExtensionProperty(admin, 'allowReturn', 'initiator');

  // → inclusive gateway with two conditioned branches
  const split = await appendShape(admin, leader, 'append.gateway', 'Gateway_');
  await replaceShape(admin, split, 'replace-with-inclusive-gateway');
  const finance = await appendShape(admin, split, 'append.append-task', 'Activity_');
  await replaceShape(admin, finance, 'replace-with-user-task');
  await nameElement(admin, finance, '财务复核');
  await ensureSection(admin, 'task');
  await pickUsersInPanel(admin, 'designer-assignee', ['wangfang']);
  await expect(panel(admin).getByTestId('designer-assignee')).toContainText('王芳');

  const manager = await appendShape(admin, split, 'append.append-task', 'Activity_');
  await replaceShape(admin, manager, 'replace-with-user-task');
  await nameElement(admin, manager, '总经理审阅');
  await ensureSection(admin, 'task');
  await pickUsersInPanel(admin, 'designer-assignee', ['admin']);
  const due = panel(admin).getByTestId('designer-due-date');
  await due.fill('PT2H');
  await due.press('Enter');
  await ensureSection(admin, 'timeout');
  await chooseOption(admin, 'designer-timeout-action', '提醒后自动通过');
  const times = admin.locator('input[data-testid="designer-timeout-times"], [data-testid="designer-timeout-times"] input').first();
  await times.fill('1');
  await times.press('Tab');
  const every = panel(admin).getByTestId('designer-timeout-every');
  await every.fill('PT1H');
  await every.press('Enter');
  await expect(panel(admin).getByTestId('designer-timeout-problem')).toHaveCount(0);
  await expect(panel(admin).getByTestId('designer-timeout-warning')).toHaveCount(0);

  // → inclusive join → 抄送节点 (to the applicant's leader) → end
  const join = await appendShape(admin, finance, 'append.gateway', 'Gateway_');
  await replaceShape(admin, join, 'replace-with-inclusive-gateway');
  await connectShapes(admin, manager, join);
  await flowBetween(admin, manager, join);
  const joinBox = (await shape(admin, join).boundingBox())!;
  const copyNode = await createFromPalette(admin, '抄送节点', 'Activity_', { x: joinBox.x + joinBox.width + 110, y: joinBox.y + joinBox.height / 2 });
  await connectShapes(admin, join, copyNode);
  await flowBetween(admin, join, copyNode);
  await nameElement(admin, copyNode, '抄送主管');
  await ensureSection(admin, 'copy');
  await chooseOption(admin, 'designer-approver-kind', '发起人的直属主管');
  await appendShape(admin, copyNode, 'append.end-event', 'Event_');

  await conditionFlow(admin, await flowBetween(admin, split, finance), '${amount >= 1000}');
  await conditionFlow(admin, await flowBetween(admin, split, manager), '${amount >= 10000}');

  await admin.keyboard.press('Escape');
  await shot(admin, 'designer-drawn');
  const xml = await previewXml(admin);
  expect(xml).toMatch(new RegExp(`<bpmn2:serviceTask id="${copyNode}"[^>]*flowable:type="copy"`));
  expect(xml).toMatch(/<flowable:formField id="amount"[\s\S]*?<flowable:property id="summary" value="true" \/>/);

  await admin.getByTestId('designer-save').click();
  await expect(toast(admin, '保存成功')).toBeVisible();
  await admin.getByTestId('designer-deploy').click();
  await expect(toast(admin, '部署成功，当前版本 v1')).toBeVisible();

  // ── 李娜 applies from 发起申请: the preview names her leader. ──
  const lina = await signedInPage(browser, 'lina', { at: '/home/apply' });
  await lina.getByPlaceholder('搜索流程名称').fill(processName);
  await lina.getByTestId('process-card').filter({ hasText: processName }).click();
  await lina.getByLabel('出差预算').fill('20000');
  const preview = lina.getByTestId('approver-preview');
  await expect(preview.locator('.ant-steps-item').filter({ hasText: '主管审批' })).toContainText('张伟');
  await shot(lina, 'apply');
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByTestId('start-result')).toContainText('主管审批');
  await lina.getByTestId('view-request').click();
  await expect(detail(lina)).toBeVisible();
  const instanceKey = new URL(lina.url()).searchParams.get('instanceId')!;
  expect(instanceKey).toBeTruthy();

  // ── 张伟 delegates the task to a colleague, who hands it back. ──
  const zhang = await signedInPage(browser, 'zhangwei', { at: '/home/workbench/pending' });
  await expect(zhang.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: processName }).getByTestId('row-summary')).toHaveText(/^SP-\d{8}-\d{4}\s?出差预算20,000$/);
  await openPending(zhang, processName);
  await zhang.getByTestId('action-delegate').click();
  const delegation = dialogOf(zhang);
  await pickUser(zhang, delegation.getByTestId('user-field'), delegate.username);
  await delegation.getByTestId('action-message').fill('请核对出差预算');
  await delegation.getByTestId('action-ok').click();
  await expect(toast(zhang, '已委派')).toBeVisible();
  // Lent out, the task stays in his view, waiting for the delegate.
  await expect(zhang.getByTestId('task-delegating')).toHaveText('已委派，待完成委派');
  await expect(zhang.getByTestId('action-approve')).toHaveCount(0);

  const delegatePage = await signedInPage(browser, delegate.username, { password: PASSWORD });
  await openPending(delegatePage, processName);
  await expect(delegatePage.getByTestId('task-delegator')).toHaveText('委派人：张伟');
  await delegatePage.getByTestId('action-resolve').click();
  const resolve = dialogOf(delegatePage);
  await resolve.getByTestId('action-comment').fill('预算合理');
  await resolve.getByTestId('action-ok').click();
  await expect(toast(delegatePage, '已完成委派，任务已交回委派人')).toBeVisible();

  // ── Back with 张伟: he adds a signer before himself, who approves. ──
  await openPending(zhang, processName);
  await expect(timeline(zhang).locator('[data-action="RESOLVE"]')).toContainText('预算合理');
  await zhang.getByTestId('action-add-sign').click();
  const addSign = dialogOf(zhang);
  await pickUser(zhang, addSign.getByTestId('user-field'), signer.username);
  await addSign.getByTestId('action-ok').click();
  await expect(toast(zhang, '已加签')).toBeVisible();
  await expect(zhang.getByTestId('task-signers')).toContainText(signer.realname);

  const signerPage = await signedInPage(browser, signer.username, { password: PASSWORD });
  await openPending(signerPage, processName);
  await expect(signerPage.getByTestId('task-sign-kind')).toHaveText('前加签');
  await approveOpenTask(signerPage, '同意出差');

  // ── 张伟 returns it to 李娜, who resubmits with a new budget. ──
  await openPending(zhang, processName);
  await zhang.getByTestId('action-return').click();
  const back = dialogOf(zhang);
  await expect(back.getByRole('radio', { name: '申请人' })).toBeChecked();
  await back.getByTestId('action-comment').fill('请补充行程安排');
  await zhang.screenshot({ path: testInfo.outputPath('return-dialog.png') });
  await back.getByTestId('action-ok').click();
  await expect(toast(zhang, '已退回')).toBeVisible();

  await openPending(lina, processName);
  await expect(timeline(lina).locator('[data-action="RETURN"]')).toContainText('请补充行程安排');
  await lina.getByTestId('action-resubmit').click();
  const resubmit = dialogOf(lina);
  await expect(resubmit.getByLabel('出差预算')).toHaveValue('20000');
  await resubmit.getByLabel('出差预算').fill('18000');
  await resubmit.getByTestId('action-comment').fill('已补充行程');
  await resubmit.getByTestId('action-ok').click();
  await expect(toast(lina, '已重新提交')).toBeVisible();

  // ── 张伟 approves; both branches of the inclusive gateway start. ──
  await openPending(zhang, processName);
  await approveOpenTask(zhang, '同意');

  // Finance approves its branch.
  const wangfang = await signedInPage(browser, 'wangfang');
  await openPending(wangfang, processName);
  await expect(detail(wangfang)).toContainText('财务复核');
  await approveOpenTask(wangfang, '预算无误');

  // ── The other branch passes its due time: reminded, then approved by the system. ──
  await openPending(admin, processName);
  await expect(detail(admin)).toContainText('总经理审阅');
  const fireAsOf = (ms: number) => callInPage<{ outcomes: string[] }>(admin, WORKFLOW_TEST_CLOCK_PATH, { instanceKey, asOf: new Date(Date.now() + ms).toISOString() });
  expect((await fireAsOf(HOUR)).data.outcomes).toEqual([]);
  expect((await fireAsOf(2 * HOUR + 60_000)).data.outcomes).toEqual(['REMIND']);
  await admin.reload();
  await expect(detail(admin)).toBeVisible();
  const reminded = timeline(admin).locator('[data-action="REMIND"]');
  await expect(reminded).toContainText('超时提醒');
  await reminded.scrollIntoViewIfNeeded();
  await shot(admin, 'reminded');
  // The reminder is among the approver's business messages too.
  const taskAddress = admin.url();
  await admin.goto('/');
  const messages = admin.getByRole('dialog', { name: '消息中心' });
  // The bell toggles the drawer: it is pressed again only while the drawer is not there (a busy
  // machine may take longer than one try to draw it, and a second press would close it).
  await expect(async () => {
    if (!(await messages.isVisible())) await admin.getByTestId('message-bell').click();
    await expect(messages).toBeVisible({ timeout: 5000 });
  }).toPass();
  await messages.getByRole('tab', { name: /业务消息/ }).click();
  await expect(messages.getByText('催办：总经理审阅').first()).toBeVisible();
  expect((await fireAsOf(3 * HOUR + 120_000)).data.outcomes).toEqual(['TIMEOUT_APPROVE']);
  await admin.goto(taskAddress);
  await expect(timeline(admin).locator('[data-action="TIMEOUT_APPROVE"]')).toContainText('超时自动通过');

  // ── 张伟 finds the request in 抄送我的. ──
  await zhang.goto('/home/workbench/copiedToMe');
  const copied = zhang.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: processName });
  await expect(copied).toHaveCount(1);
  await expect(copied.getByTestId('copy-read-state')).toHaveAttribute('data-read', 'unread');
  await shot(zhang, 'copied-to-me');
  await copied.getByTestId('row-title').click();
  await expect(timeline(zhang).locator('[data-action="COPY"]')).toContainText('张伟');
  await expect(zhang.getByTestId('task-actions')).toHaveCount(0);

  // ── 李娜: approved in 我的申请, with the whole path. ──
  await lina.goto('/home/myApplications');
  const mine = lina.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: processName });
  await expect(mine).toContainText('已通过');
  await mine.getByTestId('row-title').click();
  await expect(detail(lina)).toContainText('已通过');
  const steps = detail(lina).getByTestId('approval-path').locator('.ant-steps-item');
  // The first round returned by 张伟, his signer's approval, then his own after the resubmission.
  await expect(steps.filter({ hasText: '主管审批' })).toHaveCount(3);
  await expect(steps.filter({ hasText: '请补充行程安排' })).toContainText('张伟');
  await expect(steps.filter({ hasText: signer.realname })).toContainText('同意出差');
  await expect(steps.filter({ hasText: '财务复核' })).toContainText('王芳');
  await expect(steps.filter({ hasText: '总经理审阅' })).toContainText('系统');
  await expect(steps.filter({ hasText: '总经理审阅' })).toContainText('超过办理期限，系统自动通过');
  await expect(steps.last()).toContainText('结束');
  await expect(timeline(lina).locator('[data-action="TIMEOUT_APPROVE"]')).toHaveCount(1);
  await expect(timeline(lina).locator('[data-action="COPY"]')).toContainText('张伟');
  await shot(lina, 'approved');
});

/** Draws start → one user task per step (named, with its assignee) → end and names the process. */
async function drawChain(page: Page, processName: string, steps: { name: string; assignee: string }[]): Promise<string[]> {
  await openNewDiagram(page);
  const processField = panel(page).getByTestId('designer-general-name');
  await processField.fill(processName);
  await processField.press('Enter');
  const ids: string[] = [];
  let last = 'StartEvent_1';
  for (const step of steps) {
    last = await appendShape(page, last, 'append.append-task', 'Activity_');
    await replaceShape(page, last, 'replace-with-user-task');
    await nameElement(page, last, step.name);
    await ensureSection(page, 'task');
    await pickUsersInPanel(page, 'designer-assignee', [step.assignee]);
    ids.push(last);
  }
  await appendShape(page, last, 'append.end-event', 'Event_');
  return ids;
}

async function saveAndDeploy(page: Page): Promise<void> {
  await page.getByTestId('designer-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await page.getByTestId('designer-deploy').click();
  await expect(toast(page, '部署成功，当前版本 v1')).toBeVisible();
}

/** 李娜 applies for the process from 发起申请 (a process without start fields). */
async function applyAs(page: Page, processName: string): Promise<void> {
  await page.goto('/home/apply');
  await page.getByPlaceholder('搜索流程名称').fill(processName);
  await page.getByTestId('process-card').filter({ hasText: processName }).click();
  await page.getByTestId('start-submit').click();
  await expect(page.getByTestId('start-result')).toBeVisible();
}

test('退回 to any passed step: set in the designer, the return dialog lists the steps passed and goes back past the previous one', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const processName = `用印申请${stamp()}`;
  const admin = await signedInPage(browser, 'admin', { wide: true });
  const [, , review] = await drawChain(admin, processName, [
    { name: '财务初审', assignee: 'wangfang' },
    { name: '主管审批', assignee: 'zhangwei' },
    { name: '行政复核', assignee: 'admin' },
  ]);
  await selectInPanel(admin, review!);
  await addExtensionProperty(admin, 'allowReturn', 'any');
  await saveAndDeploy(admin);

  const lina = await signedInPage(browser, 'lina');
  await applyAs(lina, processName);
  const wangfang = await signedInPage(browser, 'wangfang');
  await openPending(wangfang, processName);
  await approveOpenTask(wangfang);
  const zhang = await signedInPage(browser, 'zhangwei');
  await openPending(zhang, processName);
  await approveOpenTask(zhang);

  // 行政复核 returns it to 财务初审, two steps back.
  await openPending(admin, processName);
  await admin.getByTestId('action-return').click();
  const dialog = dialogOf(admin);
  await dialog.getByRole('radio', { name: '已办节点' }).check();
  await dialog.getByTestId('return-node').click();
  const options = admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options).toHaveText(['财务初审', '主管审批']);
  await admin.screenshot({ path: testInfo.outputPath('return-nodes.png') });
  await options.filter({ hasText: '财务初审' }).click();
  await dialog.getByTestId('action-comment').fill('用印份数需财务重新核对');
  await dialog.getByTestId('action-ok').click();
  await expect(toast(admin, '已退回')).toBeVisible();

  // Back with whoever handled 财务初审; approved again, it goes on to 主管审批.
  await openPending(wangfang, processName);
  await expect(detail(wangfang)).toContainText('财务初审');
  await expect(timeline(wangfang).locator('[data-action="RETURN"]')).toContainText('用印份数需财务重新核对');
  await approveOpenTask(wangfang);
  await openPending(zhang, processName);
  await expect(detail(zhang)).toContainText('主管审批');
});

test('抄送人 and 驳回须填意见 set in the designer are in the exported XML; a reject then needs a comment', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const processName = `费用核销${stamp()}`;
  const admin = await signedInPage(browser, 'admin', { wide: true });
  const [check] = await drawChain(admin, processName, [{ name: '财务核销', assignee: 'wangfang' }]);
  await selectInPanel(admin, check!);
  await ensureSection(admin, 'task');
  await pickUsersInPanel(admin, 'designer-copy-to', ['zhangwei']);
  await expect(panel(admin).getByTestId('designer-copy-to')).toContainText('张伟');
  await panel(admin).getByTestId('designer-reject-comment').click();
  await expect(panel(admin).getByTestId('designer-reject-comment')).toBeChecked();
  await panel(admin).screenshot({ path: testInfo.outputPath('task-section.png') });

  // The downloaded XML carries both settings as the task's properties.
  await admin.getByTestId('designer-download').hover();
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('menuitem', { name: '下载为 XML 文件' }).click();
  const exported = await readFile((await (await downloading).path()), 'utf8');
  const task = new RegExp(`<bpmn2:userTask id="${check}"[\\s\\S]*?</bpmn2:userTask>`).exec(exported)?.[0] ?? '';
  expect(task).toMatch(/<flowable:property name="copyTo" value="usr-leader" \/>/);
  expect(task).toMatch(/<flowable:property name="rejectCommentRequired" value="true" \/>/);
  await saveAndDeploy(admin);

  const lina = await signedInPage(browser, 'lina');
  await applyAs(lina, processName);
  const wangfang = await signedInPage(browser, 'wangfang');
  await openPending(wangfang, processName);
  const taskKey = new URL(wangfang.url()).searchParams.get('taskId')!;
  await wangfang.getByTestId('action-reject').click();
  const dialog = dialogOf(wangfang);
  await dialog.getByTestId('action-ok').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('驳回或退回任务“财务核销”时须填写意见');
  await wangfang.screenshot({ path: testInfo.outputPath('reject-needs-comment.png') });
  // The engine refuses it too, whichever client asks (the dialog never sends an empty reason).
  const refused = await callInPage(wangfang, workflowPaths.reject, { taskId: taskKey, comment: '', rejectTo: 'end' });
  expect(refused.msg).toBe('驳回或退回任务“财务核销”时须填写意见');
  await dialog.getByTestId('action-comment').fill('发票抬头有误');
  await dialog.getByTestId('action-ok').click();
  await expect(toast(wangfang, '已驳回')).toBeVisible();
  await lina.goto('/home/myApplications');
  await expect(lina.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: processName })).toContainText('已驳回');
});
