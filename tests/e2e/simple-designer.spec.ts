import { expect, test, type Locator, type Page } from './support/test';
import { workflowPaths } from '@/lib/contract/workflow';
import { toast } from './support/designer';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * The simple designer, as an administrator who does not know BPMN uses it: from 流程模型 a new
 * simple flow, a start form with 金额, a condition branch (金额 > 5000 → 王芳, then the 财务 role;
 * 其他情况 → the initiator's leader), a copy node; saved and deployed. 李娜 applies for 8600 and the
 * request goes to 王芳. The model reopens in the simple designer as it was, opens in the BPMN
 * designer, and once changed there the simple designer refuses it and offers the BPMN designer.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const drawer = (page: Page) => page.getByTestId('simple-drawer');
const card = (page: Page, id: string) => page.getByTestId(`simple-card-${id}`);

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Adds a node of the type through the "+" (the nth of the scope) and answers with the drawer it opens. */
async function addNode(page: Page, scope: Locator, nth: number, label: string): Promise<void> {
  await scope.getByTestId('simple-add').nth(nth).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: label }).click();
}

async function closeDrawer(page: Page): Promise<void> {
  await page.getByTestId('simple-drawer-close').click();
  await expect(drawer(page)).toBeHidden();
}

test('an administrator builds a branch flow in the simple designer; it deploys, routes 8600 to 王芳 and opens in both designers', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const name = `费用申请${stamp()}`;
  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/workflow/model' });
  await admin.getByTestId('model-create-simple').click();
  await expect(admin.getByTestId('simple-canvas')).toBeVisible();
  await admin.getByTestId('simple-process-name').fill(name);

  // The start form: 金额, a required number.
  await card(admin, 'start').click();
  await drawer(admin).getByTestId('simple-field-add').click();
  await drawer(admin).getByTestId('simple-field-id').fill('amount');
  await drawer(admin).getByTestId('simple-field-label').fill('金额');
  // 流程设置 under 发起人: whoever approved the step before is not asked again at the next.
  await choose(admin, drawer(admin).getByTestId('simple-setting-repeatApprover'), '连续审批时自动通过');
  await closeDrawer(admin);
  await expect(card(admin, 'start')).toContainText('表单字段 1 个');

  // A condition branch: 金额 > 5000, and 其他情况.
  const canvas = admin.getByTestId('simple-canvas');
  await addNode(admin, canvas, 0, '条件分支');
  await expect(card(admin, 'condition_1_b1')).toHaveAttribute('data-problem', 'noConditions');
  await card(admin, 'condition_1_b1').click();
  await drawer(admin).getByTestId('simple-branch-name').fill('金额大于5000');
  await drawer(admin).getByTestId('simple-condition-add').click();
  await expect(drawer(admin).getByTestId('simple-condition-field')).toContainText('金额');
  await admin.locator('input[data-testid="simple-condition-value"], [data-testid="simple-condition-value"] input').first().fill('5000');
  await closeDrawer(admin);
  await expect(card(admin, 'condition_1_b1')).toContainText('金额 > 5000');
  await expect(card(admin, 'condition_1_b1')).not.toHaveAttribute('data-problem');

  // The large amounts: 王芳, then the 财务 role.
  const big = admin.getByTestId('simple-branch-condition_1_b1');
  await addNode(admin, big, 0, '审批人');
  await drawer(admin).getByTestId('simple-node-name').fill('王芳审批');
  await choose(admin, drawer(admin).getByTestId('simple-rule-kind'), '指定成员');
  await drawer(admin).getByTestId('simple-rule-users-picker').click();
  const picker = admin.getByRole('dialog', { name: '选择用户' });
  await picker.getByPlaceholder('请输入账号或姓名，回车查询').fill('wangfang');
  await picker.getByPlaceholder('请输入账号或姓名，回车查询').press('Enter');
  await picker.getByTestId('user-picker-table').locator('tr.ant-table-row').filter({ hasText: 'wangfang' }).click();
  await picker.getByRole('button', { name: /^确\s?定$/ }).click();
  await closeDrawer(admin);
  await expect(admin.getByTestId('simple-card-body-approver_1')).toHaveText('王芳');

  await addNode(admin, big, 1, '审批人');
  await drawer(admin).getByTestId('simple-node-name').fill('财务审批');
  await choose(admin, drawer(admin).getByTestId('simple-rule-kind'), '角色');
  await expect(card(admin, 'approver_2')).toHaveAttribute('data-problem', 'noApprovers');
  await drawer(admin).getByTestId('simple-rule-refs').click();
  await admin.keyboard.type('财务');
  // The roles come from the server: Enter before they are listed would choose nothing.
  await expect(admin.locator('.ant-select-dropdown:visible .ant-select-item-option-active').filter({ hasText: '财务' })).toBeVisible();
  await admin.keyboard.press('Enter');
  await closeDrawer(admin);
  await expect(card(admin, 'approver_2')).not.toHaveAttribute('data-problem');
  await expect(admin.getByTestId('simple-card-body-approver_2')).toHaveText('财务');

  // Everything else: the initiator's leader (the default approver).
  await addNode(admin, admin.getByTestId('simple-branch-condition_1_else'), 0, '审批人');
  await drawer(admin).getByTestId('simple-node-name').fill('主管审批');
  await closeDrawer(admin);

  // After the branches: a copy to the leader.
  await addNode(admin, canvas, 1 + 3 + 1 + 1, '抄送人');
  await closeDrawer(admin);
  await expect(card(admin, 'copy_1')).toContainText('发起人的直属主管');
  await admin.screenshot({ path: testInfo.outputPath('simple-designer.png'), fullPage: true });

  await admin.getByTestId('simple-save').click();
  await expect(toast(admin, '已保存')).toBeVisible();
  await expect(admin).toHaveURL(/[?&]key=/);
  const modelKey = new URL(admin.url()).searchParams.get('key')!;
  const saved = await callInPage<{ xml: string }>(admin, workflowPaths.modelDetail(modelKey));
  expect(saved.data.xml).toContain('name="repeatApprover" value="consecutive"');
  await admin.getByTestId('simple-deploy').click();
  await expect(toast(admin, '已部署，版本 1')).toBeVisible();

  // 李娜 applies for 8600: the request goes to 王芳.
  const lina = await signedInPage(browser, 'lina', { at: '/home/apply' });
  await lina.getByPlaceholder('搜索流程名称').fill(name);
  await lina.getByTestId('process-card').filter({ hasText: name }).click();
  await lina.getByLabel('金额').fill('8600');
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByTestId('start-result')).toContainText('王芳审批');

  // Reopened, the simple designer shows the same tree; the BPMN designer draws it.
  await admin.goto(`/workflow/simple-designer?key=${encodeURIComponent(modelKey)}`);
  await expect(card(admin, 'condition_1_b1')).toContainText('金额 > 5000');
  for (const id of ['approver_1', 'approver_2', 'approver_3', 'copy_1']) await expect(card(admin, id)).toBeVisible();
  await expect(card(admin, 'approver_1')).toContainText('王芳审批');
  await card(admin, 'start').click();
  await expect(drawer(admin).getByTestId('simple-setting-repeatApprover')).toContainText('连续审批时自动通过');
  await drawer(admin).getByTestId('simple-flow-settings').screenshot({ path: testInfo.outputPath('simple-flow-settings.png') });
  await closeDrawer(admin);
  await admin.getByTestId('simple-open-bpmn').click();
  const shapeOf = (id: string) => admin.getByTestId('designer-canvas').locator(`.djs-element.djs-shape[data-element-id="${id}"]`);
  await expect(shapeOf('approver_1')).toBeVisible();
  await expect(shapeOf('condition_1_split')).toBeVisible();
  await expect(shapeOf('copy_1')).not.toHaveClass(/\bwf-not-runnable\b/);

  // Changed in the BPMN designer (here: through the save call), the simple designer refuses it.
  const detail = await callInPage<{ xml: string }>(admin, workflowPaths.modelDetail(modelKey));
  const changed = detail.data.xml.replace('name="主管审批"', 'name="经理审批"');
  expect((await callInPage(admin, workflowPaths.modelSave, { model_key: modelKey, xml: changed })).code).toBe(0);
  await admin.goto(`/workflow/simple-designer?key=${encodeURIComponent(modelKey)}`);
  await expect(admin.getByText('此流程已在 BPMN 设计器中修改，只能在 BPMN 设计器中编辑')).toBeVisible();
  await admin.getByTestId('simple-refused-open-bpmn').click();
  await expect(shapeOf('approver_3')).toBeVisible();
});

test('the simple designer refuses to deploy a flow with a node it marks', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { at: '/workflow/simple-designer' });
  await admin.getByTestId('simple-process-name').fill(`未完成${stamp()}`);
  await addNode(admin, admin.getByTestId('simple-canvas'), 0, '并行分支');
  await expect(admin.getByTestId('simple-group-parallel_1')).toContainText('分支组中没有可执行的分支');
  await admin.getByTestId('simple-deploy').click();
  await expect(toast(admin, '流程还有 1 处需要完善，已在节点上标出，无法部署')).toBeVisible();
  await expect(admin).not.toHaveURL(/[?&]key=/);
});

test('the simple designer is for administrators only', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina', { at: '/workflow/simple-designer' });
  await expect(lina.getByTestId('forbidden')).toBeVisible();
  await expect(lina.getByTestId('simple-canvas')).toHaveCount(0);
  await lina.context().close();
});
