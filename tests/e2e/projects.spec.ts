import { expect, test, type Locator, type Page } from './support/test';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import { clickUntilClosed, fillAndSave, uploadWith } from './support/forms';
import { pick } from './support/select';
import { signedIn, signedInPage, signIn, signOut } from './support/session';

/**
 * Projects end to end: 李娜 creates a project through the three-step
 * wizard, meeting each of its messages, generates the code and submits it for approval; the
 * workspace keeps its tabs while the project is under approval; 王芳 approves it in the
 * workbench; the project is 进行中 and the tabs switch, keeping ?key=. The workspace remembers
 * the project across a sign-out.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
const errors = (form: Locator) => form.locator('.ant-form-item-explain-error');
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^确\s?定$/ });
const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.getByText(title, { exact: true }) });
const rows = (scope: Locator) => scope.locator('.ant-table-row');
const list = (page: Page) => page.locator('[data-entity="project"]');

/** Chooses users in the user picker opened from a field. */
async function chooseUsers(page: Page, field: Locator, usernames: string[]): Promise<void> {
  await field.click();
  const picker = dialog(page, '选择用户');
  const table = picker.getByTestId('user-picker-table');
  for (const username of usernames) await rows(table).filter({ hasText: username }).click();
  await okButton(picker).click();
  await expect(picker).toBeHidden();
}

/** Types a date-time into one side of the range picker and confirms it. */
async function typeTime(input: Locator, value: string): Promise<void> {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

test('the wizard with its messages, the code, the approval with the tabs locked, then 进行中 with the tabs free, then the work of the project', async ({ browser }) => {
  // The whole life of a project: many saves, each waiting for its answer and the lists' reload.
  test.slow();
  const lina = await signedInPage(browser, 'lina', { at: '/okr-project/index/myAllProject' });
  await expect(list(lina)).toContainText('XM3101-260305-001');

  // Step 0: nothing filled in yet.
  await list(lina).getByTestId('entity-create').click();
  const form = lina.getByTestId('wizard-form');
  await expect(form).toBeVisible();
  await expect(form.locator('#project_city')).toHaveValue('广州');
  await lina.getByTestId('wizard-next').click();
  await expect(toast(lina, '请选择客户')).toBeVisible();
  await expect(errors(form)).toContainText(['请选择客户', '请输入项目名称！', '请输入项目编号！', '请选择项目时间！']);
  await form.locator('#project_city').fill('');
  await expect(errors(form).filter({ hasText: '请填写项目城市！' })).toBeVisible();

  // The code needs the city, then the name.
  await lina.getByTestId('wizard-generate-code').click();
  await expect(toast(lina, '请填写项目城市')).toBeVisible();
  await form.locator('#project_city').fill('广州');
  await lina.getByTestId('wizard-generate-code').click();
  await expect(toast(lina, '请先选择客户，再选择产品，项目名称会自动填写！')).toBeVisible();

  // The organisation needs the customer first.
  await form.locator('#customer_department_key').click();
  const units = dialog(lina, '选择客户组织架构');
  await expect(units).toContainText('请先选择客户，再选择客户组织架构！');
  await clickUntilClosed(units, units.getByRole('button', { name: /^取\s?消$/ }));

  // Picking a customer loads its products; picking another clears the choice and loads its own.
  const product = form.locator('.ant-select').filter({ has: lina.locator('#customer_product_key') });
  await pick(lina, form, 'customer_key', '杭州钱塘财富管理有限公司');
  await pick(lina, form, 'customer_product_key', '稳健理财计划');
  await pick(lina, form, 'customer_key', '上海浦江信托有限公司');
  await expect(product).not.toContainText('稳健理财计划');
  await form.locator('#customer_product_key').click();
  await expect(lina.locator('.ant-select-item-option:visible').filter({ hasText: '家族信托综合服务' })).toBeVisible();
  await expect(lina.locator('.ant-select-item-option:visible').filter({ hasText: '稳健理财计划' })).toHaveCount(0);
  await lina.keyboard.press('Escape');

  // The customer's unit, its product (which names the project) and a contact of that unit.
  await form.locator('#customer_department_key').click();
  await expect(units.getByText('财富管理部', { exact: true })).toBeVisible();
  await units.locator('.ant-tree-treenode').filter({ has: lina.getByText('财富管理部', { exact: true }) }).locator('.ant-tree-checkbox').click();
  await okButton(units).click();
  await expect(form.getByTestId('customer-department-field')).toContainText('财富管理部');
  await pick(lina, form, 'customer_product_key', '家族信托综合服务');
  await expect(form.locator('#project_name')).toHaveValue('上海浦江信托有限公司家族信托综合服务');
  const name = `浦江信托家族办公室${stamp()}`;
  await form.locator('#project_name').fill(name);
  await pick(lina, form, 'customer_contacts_key', '陈静');

  await lina.getByTestId('wizard-generate-code').click();
  await expect(form.locator('#project_code')).toHaveValue(/^XM4401-\d{6}-\d{3}$/);
  const code = await form.locator('#project_code').inputValue();
  await typeTime(form.locator('#project_time'), '2026-06-01 09:00');
  await typeTime(form.locator('.ant-picker-range input').nth(1), '2026-12-31 18:00');
  await form.locator('#initial_budget').fill('300000');
  await form.locator('#core_objectives').fill('家族办公室客户门户上线');
  await expect(errors(form)).toHaveCount(0);
  await lina.getByTestId('wizard-next').click();

  // Step 1: the manager, then at least one participant.
  await expect(form.locator('#project_mgr_key')).toBeVisible();
  await lina.getByTestId('wizard-next').click();
  await expect(toast(lina, '请选择参与人员')).toBeVisible();
  await expect(errors(form)).toContainText(['请选择项目经理！', '请选择参与人员']);
  await chooseUsers(lina, form.locator('#project_mgr_key'), ['lina']);
  await chooseUsers(lina, form.locator('#participant_keys'), ['lina']);
  await expect(errors(form)).toHaveCount(0);
  await lina.getByTestId('wizard-next').click();

  // Step 2: what will be saved; submitted for approval from here.
  const summary = form.getByTestId('wizard-summary');
  await expect(summary).toContainText(name);
  await expect(summary).toContainText(code);
  await expect(summary).toContainText('上海浦江信托有限公司');
  await expect(summary).toContainText('财富管理部');
  await expect(summary).toContainText('陈静');
  await expect(summary).toContainText('2026-06-01 09:00 ~ 2026-12-31 18:00');
  await lina.getByTestId('wizard-submit-approval').click();
  const confirm = lina.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('审批结束前不能修改');
  await confirm.getByRole('button', { name: '提交审批' }).click();
  await expect(toast(lina, '已提交审批')).toBeVisible();
  await expect(form).toBeHidden();
  const row = rows(list(lina)).filter({ hasText: code });
  await expect(row).toContainText('审批中');

  // The workspace opens in its own window; under approval its tabs stay put, and say why.
  const [workspace] = await Promise.all([lina.context().waitForEvent('page'), row.getByTestId('row-detail').click()]);
  await expect(workspace).toHaveURL(/\/okrProject\/overview\?key=\w+$/);
  const key = new URL(workspace.url()).searchParams.get('key')!;
  await expect(workspace.getByTestId('workspace-project-name')).toHaveText(name);
  await expect(workspace.getByTestId('workspace-status')).toHaveText('审批中');
  await expect(workspace.getByTestId('workspace-locked')).toContainText('项目审批中，暂不能切换页签');
  await workspace.getByTestId('workspace-tab-okr-okr').click();
  await expect(toast(workspace, '项目审批中，审批结束前不能切换页签')).toBeVisible();
  await expect(workspace).toHaveURL(/\/okrProject\/overview\?key=/);
  await workspace.getByTestId('workspace-project-name').click();
  await expect(toast(workspace, '项目审批中，审批结束前不能修改')).toBeVisible();
  await expect(workspace.getByTestId('overview-approval')).toContainText('审批中');

  // 王芳 (finance) approves it in the workbench.
  const wangfang = await signedInPage(browser, 'wangfang', { at: '/home/workbench/pending' });
  const keyword = wangfang.getByTestId('filter-keyword');
  await keyword.fill(name);
  await keyword.press('Enter');
  const task = wangfang.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: name });
  await expect(task).toHaveCount(1);
  await task.getByTestId('row-title').click();
  await expect(wangfang.getByTestId('task-detail').getByTestId('submitted-form')).toContainText('300,000');
  await wangfang.getByTestId('action-approve').click();
  const approve = wangfang.locator('.ant-modal').filter({ has: wangfang.getByTestId('action-ok') });
  await approve.getByTestId('action-comment').fill('预算合理，同意立项');
  await approve.getByTestId('action-ok').click();
  await expect(toast(wangfang, '审批通过')).toBeVisible();

  // 进行中: the tabs switch, keeping the project in the address.
  await workspace.reload();
  await expect(workspace.getByTestId('workspace-status')).toHaveText('进行中');
  await expect(workspace.getByTestId('workspace-locked')).toHaveCount(0);
  await expect(workspace.getByTestId('overview-approval')).toContainText('已通过');
  await expect(workspace.getByTestId('overview-activity')).toContainText('王芳 审批通过，项目进行中');
  await expect(workspace.getByTestId('overview-members')).toContainText('李娜');
  await expect(workspace.getByTestId('overview-budget')).toContainText('300,000.00');
  await expect(workspace.getByTestId('overview-tasks')).toHaveAttribute('data-available', 'yes');
  await workspace.getByTestId('workspace-tab-okr-okr').click();
  await expect(workspace).toHaveURL(`/okrProject/okr?key=${key}`);
  await expect(workspace.getByTestId('project-objectives')).toBeVisible();
  await workspace.getByTestId('workspace-tab-okr-budget').click();
  await expect(workspace).toHaveURL(`/okrProject/budget/payment?key=${key}`);
  await expect(workspace.getByTestId('workspace-subtab-okr-budget-payment')).toBeVisible();
  await workspace.getByTestId('workspace-subtab-okr-budget-other').click();
  await expect(workspace).toHaveURL(`/okrProject/budget/otherCost?key=${key}`);
  await expect(workspace.locator('.ant-tabs-tab-active').first()).toContainText('预算');

  // Editing: the name opens the wizard; 确认修改 says so and the page shows the change.
  await workspace.getByTestId('workspace-tab-okr-overview').click();
  await workspace.getByTestId('workspace-project-name').click();
  const edit = workspace.getByTestId('wizard-form');
  await expect(edit.locator('#project_name')).toHaveValue(name);
  await edit.locator('#project_name').fill(`${name}（一期）`);
  await workspace.getByTestId('wizard-next').click();
  await workspace.getByTestId('wizard-next').click();
  await expect(workspace.getByTestId('wizard-submit-approval')).toHaveCount(0);
  await workspace.getByTestId('wizard-confirm').click();
  await expect(toast(workspace, '修改成功')).toBeVisible();
  await expect(workspace.getByTestId('workspace-project-name')).toHaveText(`${name}（一期）`);
  await expect(workspace.getByTestId('overview-activity')).toContainText('李娜 修改了项目名称');

  await workOnProject(workspace, key);
});

/**
 * What a project under way is for: an objective with two key results, a task moved to done on the
 * board, a document uploaded and previewed, and the report counting the task.
 */
async function workOnProject(page: Page, key: string): Promise<void> {
  const objective = `完成通道联调${stamp()}`;
  await page.goto(`/okrProject/okr?key=${key}`);
  await page.getByTestId('objective-create').click();
  await fillAndSave(page, 'objective', { title: objective, weight: '1' }, { field: 'owner', username: 'lina' });
  const card = page.getByTestId('project-objectives').getByTestId('objective-card').filter({ hasText: objective });
  for (const title of ['联调用例全部通过', '性能压测达标']) {
    await card.getByTestId('objective-add-kr').click();
    await fillAndSave(page, 'keyResult', { title, weight: '1' }, { field: 'owner', username: 'lina' });
  }
  await expect(rows(card)).toHaveCount(2);

  const task = `编写联调用例${stamp()}`;
  await page.getByTestId('workspace-tab-okr-task').click();
  const tasks = page.locator('[data-entity="projectTask"]').first();
  await tasks.getByTestId('entity-create').click();
  await fillAndSave(page, 'projectTask', { title: task }, { field: 'assignee', username: 'lina' });
  await expect(rows(tasks).filter({ hasText: task })).toContainText('待办');

  await page.goto(`/okrProject/report?key=${key}`);
  await expect(page.getByTestId('report-remaining-today')).toHaveAttribute('data-value', '1');

  await page.getByTestId('workspace-tab-okr-task').click();
  await tasks.getByTestId('list-view-switch').getByText('看板').click();
  const column = (status: string) => tasks.locator(`[data-testid="board-column"][data-value="${status}"]`);
  await tasks.getByTestId('board-card').filter({ hasText: task }).dragTo(column('done'));
  await expect(column('done').getByTestId('board-card').filter({ hasText: task })).toBeVisible();

  // The board's list shows the saved status before the report is read again.
  await tasks.getByTestId('list-view-switch').getByText('表格').click();
  await expect(rows(tasks).filter({ hasText: task })).toContainText('已完成');
  await page.goto(`/okrProject/report?key=${key}`);
  await expect(page.getByTestId('report-remaining-today')).toHaveAttribute('data-value', '0');

  await page.getByTestId('workspace-tab-okr-document').click();
  const folders = page.getByTestId('document-folders');
  await folders.getByTestId('folder-new').click();
  const name = page.getByTestId('folder-name-input');
  await name.fill('联调资料');
  await okButton(page.locator('.ant-modal').filter({ has: name })).click();
  const files = page.getByTestId('document-files');
  await expect(files.locator('.ant-card-head-title')).toContainText('联调资料');
  await uploadWith(page, files.getByTestId('document-upload'), { name: '拓扑图.png', mimeType: 'image/png', buffer: Buffer.from(bandedPng(60, 40, ['1f5fbf'])) });
  await expect(toast(page, '上传成功')).toBeVisible();
  await files.locator('.ant-table-row').filter({ hasText: '拓扑图.png' }).getByTestId('document-preview-open').click();
  const image = page.getByTestId('document-preview-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
}

test('the workspace remembers its project across a sign-out; leaders see their people’s projects, members their own', async ({ page, browser }) => {
  await signedIn(page, 'lina', { at: '/okrProject/overview?key=prj-demo-02' });
  await expect(page.getByTestId('workspace-project-name')).toHaveText('前海跨境收付款通道升级');
  // 李娜 takes part but does not manage it: no editing.
  await expect(page.getByTestId('workspace-submit')).toHaveCount(0);
  await expect(page.locator('button[data-testid="workspace-project-name"]')).toHaveCount(0);
  await page.goto('/');
  await signOut(page);
  await signIn(page, 'lina', undefined, '/login?redirect=%2FokrProject%2Foverview');
  await expect(page).toHaveURL(/\/okrProject\/overview\?key=prj-demo-02$/);
  await expect(page.getByTestId('workspace-project-name')).toHaveText('前海跨境收付款通道升级');

  // 张伟 directs the company: the project list shows 李娜's projects, 我的项目 only his own.
  const zhangwei = await signedInPage(browser, 'zhangwei', { at: '/okr-project/index/allProject' });
  await expect(list(zhangwei)).toContainText('钱塘财富稳健理财推广');
  await zhangwei.goto('/okr-project/index/myAllProject');
  await expect(rows(list(zhangwei))).toHaveCount(1);
  await expect(list(zhangwei)).toContainText('前海跨境收付款通道升级');
});

test('the demo project under way shows the 立项审批 its history tells of', async ({ page }) => {
  await signedIn(page, 'lina', { at: '/okrProject/overview?key=prj-demo-02' });
  const approval = page.getByTestId('overview-approval');
  await expect(approval).toContainText('已通过');
  await expect(approval).not.toContainText('暂无立项审批记录');
  await expect(page.getByTestId('overview-activity')).toContainText('张伟 提交了立项审批');
});
