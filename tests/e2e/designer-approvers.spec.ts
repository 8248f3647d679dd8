import { expect, test, type Page } from './support/test';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { canvas, drawOneUserTask, openSection, panel, previewXml, shape, toast } from './support/designer';
import { chooseOption } from './support/designer-draw';

/**
 * Approvers are real: the designer's approver fields take only people and groups picked from
 * their lists (a name typed and Enter makes no free-text entry; the exact name comes first), a
 * deploy whose approvers the organisation does not have is refused with the element marked and
 * selected, and the model list marks a deployed model whose approver has since been frozen.
 */

const SHOTS = '.tmp/e2e-results/designer-approvers';

/** People made here join 信息技术部: other specs count the members of 财务部 and 项目部. */
const DEPARTMENT = 'dep-it';

const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Saves a one-task model through the API (as an older designer could have saved it), not deployed. */
async function savedModel(page: Page, id: string, properties: Record<string, string>): Promise<string> {
  const xml = buildBpmn({
    id, name: id,
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交', at: [0, 0] },
      { id: 'review', type: 'userTask', name: '审核', at: [1, 0], properties },
      { id: 'end', type: 'endEvent', name: '完成', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'review' }, { id: 'f2', from: 'review', to: 'end' }],
  });
  const saved = await callInPage<{ model_key: string }>(page, paths.modelSave, { xml });
  expect(saved.code, saved.msg).toBe(0);
  return saved.data.model_key;
}

test('a user task’s approvers: a typed name makes no entry, the exact name is offered first and picked; candidates take an expression', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  // Someone whose name starts with 王芳, newer than her: the search still offers 王芳 first.
  const suffix = Date.now() % 100000;
  const lookalike = await callInPage(admin, '/api/app/base/app/sys/user/add', { username: `wfang${suffix}`, realname: '王芳菲', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: DEPARTMENT });
  expect(lookalike.code, lookalike.msg).toBe(0);

  await drawOneUserTask(admin);
  await openSection(admin, 'approver');
  await chooseOption(admin, 'designer-approver-kind', '指定成员');

  const users = panel(admin).getByTestId('designer-approver-users');
  const input = users.locator('input');
  const chosen = users.locator('.ant-select-selection-item');
  await input.click();
  await input.fill('王小明');
  await expect(dropdown(admin).locator('.ant-select-item-option')).toHaveCount(0);
  await input.press('Enter');
  await expect(chosen).toHaveCount(0);

  await input.fill('王芳');
  const options = dropdown(admin).locator('.ant-select-item-option');
  await expect(options.first()).toHaveText('王芳 · wangfang');
  // At least the one made here (a retried run made one too).
  await expect(options.filter({ hasText: '王芳菲' }).first()).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/designer-approver-search.png` });
  await input.press('Enter');
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText('王芳 · wangfang');
  await input.press('Escape');
  await panel(admin).getByTestId('designer-approver').screenshot({ path: `${SHOTS}/designer-approver-picked.png` });

  // The task's plain candidates take a typed expression as it is, and still no typed name.
  await openSection(admin, 'task');
  const candidates = panel(admin).getByTestId('designer-candidate-users');
  const typed = candidates.locator('input');
  await typed.click();
  await typed.fill('王小明');
  await typed.press('Enter');
  await expect(candidates.locator('.ant-select-selection-item')).toHaveCount(0);
  await typed.fill('${reviewer}');
  await expect(dropdown(admin).locator('.ant-select-item-option').first()).toHaveText('使用表达式 ${reviewer}');
  await admin.screenshot({ path: `${SHOTS}/designer-candidate-expression.png` });
  await typed.press('Enter');
  await expect(candidates.locator('.ant-select-selection-item')).toHaveText(['${reviewer}']);
  await typed.press('Escape');

  const xml = await previewXml(admin);
  expect(xml).toMatch(/name="approverValue" value="usr-finance"/);
  expect(xml).toContain('flowable:candidateUsers="${reviewer}"');
  await admin.getByTestId('designer-deploy').click();
  await expect(toast(admin, '部署成功，当前版本 v1')).toBeVisible();
});

test('a deploy whose approver does not exist: the message names it, and the element is marked and selected', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  const processId = `ghost_${Date.now() % 1000000}`;
  const modelKey = await savedModel(admin, processId, { approverKind: 'users', approverValue: '王芳' });

  await admin.goto(`/workflow/designer?key=${encodeURIComponent(modelKey)}`);
  await expect(shape(admin, 'review')).toBeVisible({ timeout: 30_000 });
  await admin.getByTestId('designer-deploy').click();

  const dialog = admin.getByRole('dialog').filter({ hasText: '模型中的审批人已不在组织中' });
  await expect(dialog).toBeVisible();
  const problem = dialog.getByTestId('designer-deploy-problem');
  await expect(problem).toHaveText('元素 审核 (review) 的审批人“王芳”不存在，无法部署');
  await expect(problem).toHaveAttribute('data-element-id', 'review');
  // Behind the list the task is already selected and marked.
  await expect(panel(admin)).toHaveAttribute('data-element-id', 'review');
  await expect(canvas(admin).getByTestId('designer-not-runnable-badge')).toHaveCount(1);
  await admin.screenshot({ path: `${SHOTS}/designer-deploy-missing-approver.png` });

  await problem.click();
  await expect(dialog).toBeHidden();
  await expect(panel(admin).getByTestId('designer-run-warning')).toContainText('审批人“王芳”不存在');
  await openSection(admin, 'approver');
  await expect(panel(admin).getByTestId('designer-approver-users')).toContainText('王芳（不存在）');
  await panel(admin).screenshot({ path: `${SHOTS}/designer-panel-missing-approver.png` });

  // Nothing was deployed.
  const models = await callInPage<{ records: { latest_version: number }[] }>(admin, paths.modelQuery, { keyword: processId });
  expect(models.data.records.map((r) => r.latest_version)).toEqual([0]);
});

test('the model list marks a deployed model whose approver was frozen since, naming who', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  const suffix = Date.now() % 100000;
  const added = await callInPage<{ user_key: string }>(admin, '/api/app/base/app/sys/user/add', { username: `leaver${suffix}`, realname: '离职测试', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: DEPARTMENT });
  expect(added.code, added.msg).toBe(0);
  const userKey = added.data.user_key;
  const processId = `leaver_${suffix}`;
  const modelKey = await savedModel(admin, processId, { approverKind: 'users', approverValue: userKey });
  expect((await callInPage(admin, paths.modelDeploy, { model_key: modelKey })).code).toBe(0);
  const frozen = await admin.evaluate(async (key) => {
    const res = await fetch('/api/app/base/app/sys/user/frozenBatch', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: key, status: '2' }) });
    return ((await res.json()) as { code: number }).code;
  }, userKey);
  expect(frozen).toBe(0);

  await admin.goto('/workflow/model');
  const models = admin.getByTestId('model-management');
  await models.getByPlaceholder('名称或流程标识').fill(processId);
  await models.getByRole('button', { name: /查\s*询/ }).click();
  const row = models.locator('.ant-table-row').filter({ hasText: processId });
  await expect(row).toHaveCount(1);
  const tag = row.getByTestId('model-attention');
  await expect(tag).toHaveText('需处理');
  await tag.hover();
  const detail = admin.getByTestId('model-attention-detail');
  await expect(detail).toContainText(`审核 (review) 的审批人“离职测试 (leaver${suffix})”已冻结`);
  await admin.screenshot({ path: `${SHOTS}/model-list-attention.png` });
});
