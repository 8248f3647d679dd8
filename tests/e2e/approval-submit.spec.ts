import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * Submitting for approval from its own dialog (the primary button submits; the dialog names the
 * first approvers), the header naming who approves now, empty lists that say why and what next,
 * and a purchase read by an approver who may not read its supplier.
 */

const SHOTS = '.tmp/screens';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
const submitDialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('submit-approval-ok') });

/** A draft project of 李娜's with 王芳 on it, saved through the API as the wizard would. */
async function draftProject(page: Page, budget: number): Promise<{ key: string; name: string }> {
  const name = `移动审批${stamp()}`;
  const saved = await callInPage<{ project_key: string }>(page, '/api/eis/restful/project/save', {
    project_code: `AS-${stamp()}`, project_name: name, project_city: '上海',
    project_start_time: '2026-06-01 09:00:00', project_end_time: '2026-12-31 18:00:00', initial_budget: budget,
    customer_key: 'cus-demo-01', customer_department_key: 'cdp-demo-02', customer_product_key: 'prd-demo-01', customer_contacts_key: 'con-demo-01',
    project_mgr_key: 'usr-sales', project_participants: [{ employee_key: 'usr-finance' }], medium_vos: [{ project_medium_key: 'usr-sales' }],
    process_members_dtos: [{ process_member_key: 'usr-finance' }], emp_key: 'usr-sales', core_objectives: '审批在手机上处理',
  });
  expect(saved.code, saved.msg).toBe(0);
  return { key: saved.data.project_key, name };
}

test('a project is submitted through its dialog, which names the first approvers; the header then names who approves now', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina', { wide: true });
  const project = await draftProject(lina, 800000);
  await lina.goto(`/okrProject/overview?key=${project.key}`);
  await expect(lina.getByTestId('workspace-project-name')).toHaveText(project.name);
  await expect(lina.getByTestId('current-approvers')).toHaveCount(0);

  await lina.getByTestId('workspace-submit').click();
  const dialog = submitDialog(lina);
  await expect(dialog).toContainText(`提交审批：${project.name}`);
  // No edit drawer: the dialog is the submission.
  await expect(lina.getByTestId('wizard-form')).toHaveCount(0);
  // Step 1 and 2 with their approvers, in order.
  await expect(dialog.getByTestId('approver-preview-steps')).toContainText(/财务审核[\s\S]*王芳[\s\S]*领导审批[\s\S]*张伟/);
  await dialog.screenshot({ path: `${SHOTS}/approval-submit-dialog-zh-CN.png` });

  // Its primary button submits.
  const primary = dialog.locator('.ant-btn-primary');
  await expect(primary).toHaveText(/提交审批/);
  await primary.click();
  await expect(toast(lina, '已提交审批')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lina.getByTestId('current-approvers')).toHaveText(/当前审批人：王芳/);
  await expect(lina.getByTestId('workspace-submit')).toHaveCount(0);
  await expect(toast(lina, '已提交审批')).toBeHidden();
  await lina.locator('header').first().screenshot({ path: `${SHOTS}/approval-submit-header-zh-CN.png` });

  // The same in English.
  const english = await signedInPage(browser, 'lina', { wide: true, locale: 'en-US' });
  const other = await draftProject(english, 300000);
  await english.goto(`/okrProject/overview?key=${other.key}`);
  await english.getByTestId('workspace-submit').click();
  const englishDialog = submitDialog(english);
  // The step by the English name the demo model gives it; the approver as entered.
  await expect(englishDialog.getByTestId('approver-preview-steps')).toContainText(/Finance review[\s\S]*王芳/);
  await englishDialog.screenshot({ path: `${SHOTS}/approval-submit-dialog-en-US.png` });
  await englishDialog.locator('.ant-btn-primary').click();
  await expect(english.getByTestId('current-approvers')).toHaveText(/Current approver: 王芳/);
  await expect(toast(english, 'Submitted for approval')).toBeHidden();
  await english.locator('header').first().screenshot({ path: `${SHOTS}/approval-submit-header-en-US.png` });
});

test('an empty list says why and offers the next step; a filtered one offers to reset the filters', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/' });
  const username = `empty${stamp()}`;
  const added = await callInPage(admin, '/api/app/base/app/sys/user/add', { username, realname: '新同事', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-office' });
  expect(added.code, added.msg).toBe(0);

  // Nobody's projects yet: the reason, and where the others are.
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const newcomer = await signedInPage(browser, username, { wide: true, password: 'Welcome2026', locale, at: '/okr-project/index/myAllProject' });
    const empty = newcomer.getByTestId('list-empty');
    await expect(empty).toHaveAttribute('data-reason', 'none');
    await expect(empty).toContainText(locale === 'zh-CN' ? '这里只列出你负责或参与的项目' : 'Only the projects you manage or take part in');
    await expect(empty.getByTestId('list-empty-link')).toHaveAttribute('href', '/okr-project/index/allProject');
    await expect(newcomer.getByTestId('entity-list').locator('.ant-spin-spinning')).toHaveCount(0);
    await newcomer.getByTestId('entity-list').screenshot({ path: `${SHOTS}/approval-submit-empty-${locale}.png` });
    await newcomer.context().close();
  }

  // Filters that match nothing: reset them, and the records are back.
  await admin.goto('/system/position');
  const list = admin.getByTestId('entity-list');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  const nameFilter = admin.getByPlaceholder('请输入岗位名称');
  await nameFilter.fill('不存在的岗位');
  await nameFilter.press('Enter');
  const filtered = list.getByTestId('list-empty');
  await expect(filtered).toHaveAttribute('data-reason', 'filtered');
  await expect(filtered).toContainText('没有符合筛选条件的记录');
  await filtered.getByTestId('list-empty-reset').click();
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  await expect(nameFilter).toHaveValue('');
});

test('the administrator finds her own records in her lists and the workbench', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { wide: true });
  for (const [path, text] of [
    ['/crm/clue', '冯立新'],
    ['/okr-project/index/myAllProject', '内部CRM移动端接入'],
    ['/okr-project/index/myTask', '移动端接口安全评估'],
    ['/system/permissionGroup', '报表查看组'],
    ['/system/baseInfo', '华信金服'],
    ['/system/appBinding', '办公门户'],
  ] as const) {
    await admin.goto(path);
    await expect(admin.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: text })).toBeVisible();
  }
  await admin.goto('/home/workbench/pending');
  await expect(admin.getByTestId('workbench-table')).toContainText('移动端开发测试设备');
});

test('a purchase names its supplier for an approver who may not read the supplier, without a refused call', async ({ browser }) => {
  for (const username of ['wangfang', 'zhangwei']) {
    const approver = await signedInPage(browser, username, { wide: true });
    const refused: string[] = [];
    approver.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
    });
    await approver.goto('/supply/purchase');
    const list = approver.getByTestId('entity-list');
    await expect(list.locator('.ant-table-row').filter({ hasText: '核心系统接口改造二期' })).toContainText('上海数聚信息技术有限公司');
    await expect(list).not.toContainText('sup-demo-01');
    expect(refused).toEqual([]);
    await approver.context().close();
  }
});
