import { expect, test, type Page } from './support/test';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { drawOneUserTask, openSection, panel, toast } from './support/designer';
import { pickUser } from './support/user-picker';

/**
 * Approver rules and transparency: an administrator gives a drawn user task the rule 连续多级主管
 * in the designer's panel and deploys it; the applicant sees who will approve before submitting,
 * submits, and follows the request's path (who approves now, what comes next). The demo purchase
 * shows a path with its leader chain and an amount condition still open.
 */

const SHOTS = '.tmp/e2e-results/approver-rules';

async function chooseOption(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator('.ant-select-item-option').filter({ hasText: text }).first().click();
}

test('a leader-chain task drawn in the designer: previewed before submitting, then followed on the request’s path', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  await drawOneUserTask(admin);
  const name = panel(admin).getByTestId('designer-general-name');
  await name.fill('主管逐级审批');
  await name.press('Enter');

  await openSection(admin, 'approver');
  await chooseOption(admin, 'designer-approver-kind', '连续多级主管');
  await expect(admin.getByTestId('designer-approver-mode-chain')).toHaveText('逐级依次审批（每一级主管审批一次）');
  // The test id lands on the number input itself.
  const levels = admin.locator('input[data-testid="designer-approver-levels"], [data-testid="designer-approver-levels"] input').first();
  await levels.fill('2');
  await levels.press('Tab');
  await chooseOption(admin, 'designer-approver-nobody', '自动通过');
  await expect(admin.getByTestId('designer-approver')).toBeVisible();
  await admin.getByTestId('designer-approver').screenshot({ path: `${SHOTS}/designer-panel.png` });

  await admin.getByTestId('designer-save').click();
  await expect(toast(admin, '保存成功')).toBeVisible();
  await admin.getByTestId('designer-deploy').click();
  await expect(toast(admin, '部署成功，当前版本 v1')).toBeVisible();
  const modelKey = new URL(admin.url()).searchParams.get('key')!;
  const detail = await callInPage<{ process_key: string; xml: string }>(admin, paths.modelDetail(modelKey));
  expect(detail.data.xml).toMatch(/name="approverKind" value="leaderChain"/);
  expect(detail.data.xml).toMatch(/name="approverValue" value="2"/);
  expect(detail.data.xml).toMatch(/name="approverIfNobody" value="approve"/);
  expect(detail.data.xml).toMatch(/multiInstanceLoopCharacteristics isSequential="true"/);
  await admin.context().close();

  // 李娜 directs her own group, so her leader is the director above: 张伟 (and nobody above him).
  const lina = await signedInPage(browser, 'lina', { at: `/home/apply?process=${encodeURIComponent(detail.data.process_key)}` });
  const preview = lina.getByTestId('approver-preview');
  const previewStep = preview.getByTestId('path-step').filter({ hasText: '主管逐级审批' });
  await expect(previewStep).toHaveAttribute('data-state', 'ahead');
  await expect(preview).toContainText('依次审批');
  await expect(preview).toContainText('张伟');
  await preview.screenshot({ path: `${SHOTS}/apply-preview.png` });
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByTestId('start-result')).toContainText('主管逐级审批');
  await lina.getByTestId('view-request').click();

  const path = lina.getByTestId('task-detail').getByTestId('approval-path');
  await expect(path.getByTestId('path-step')).toHaveCount(3);
  await expect(path.getByTestId('path-step').nth(0)).toHaveAttribute('data-state', 'start');
  const current = path.locator('.ant-steps-item').filter({ has: lina.locator('[data-state="current"]') });
  await expect(current).toContainText('张伟');
  await expect(current).toContainText('审批中');
  await expect(path.getByTestId('path-step').nth(2)).toHaveAttribute('data-state', 'end');
  await lina.getByTestId('task-detail').screenshot({ path: `${SHOTS}/request-path.png` });
});

test('the demo purchase: the preview stops at the amount condition until the amount is known, then shows the general manager', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina', { at: '/home/apply?process=purchase_approval' });
  const preview = lina.getByTestId('approver-preview');
  await expect(preview.getByTestId('path-step').filter({ hasText: '采购金额' })).toHaveAttribute('data-state', 'undetermined');
  await lina.locator('#start-form_purchase_name').fill('机房空调');
  await lina.locator('#start-form_amount').fill('300000');
  await expect(preview.getByTestId('path-step').filter({ hasText: '总经理审批' })).toHaveAttribute('data-state', 'ahead');
  await expect(preview.getByTestId('path-step').filter({ hasText: '采购金额' })).toHaveCount(0);
  await expect(preview).toContainText('系统管理员');
  await preview.screenshot({ path: `${SHOTS}/purchase-preview.png` });
});

test('a record’s submit confirmation previews its approvers; its approval tab then shows the path', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina');
  const created = await callInPage<{ purchase_key: string }>(lina, '/api/crm/supplier/purchase/addOrUpdate', {
    supplier_key: 'sup-demo-01', purchase_name: `路径演示采购${Date.now() % 100000}`, items: '交换机 4 台', amount: 36000, purchase_date: '2026-11-20',
  });
  expect(created.code).toBe(0);
  await lina.goto(`/supply/purchase/${created.data.purchase_key}`);
  const record = lina.getByTestId('record-page');
  await record.getByTestId('record-submit').click();
  const confirm = lina.locator('.ant-modal').filter({ has: lina.getByTestId('submit-approval-ok') });
  const preview = confirm.getByTestId('record-submit-preview');
  await expect(preview.getByTestId('path-step').filter({ hasText: '部门负责人审批' })).toBeVisible();
  await expect(preview).toContainText('张伟');
  await expect(preview.getByTestId('path-step').filter({ hasText: '采购通过' })).toBeVisible();
  await confirm.screenshot({ path: `${SHOTS}/record-submit-preview.png` });
  await confirm.getByTestId('submit-approval-ok').click();
  await expect(record.getByTestId('record-status')).toHaveText('审批中');
  await record.getByTestId('record-approval-tab').click();
  const path = record.getByTestId('record-approval').getByTestId('approval-path');
  await expect(path.locator('[data-state="current"]')).toContainText('部门负责人审批');
  await expect(path.locator('.ant-steps-item').filter({ has: lina.locator('[data-state="current"]') })).toContainText('张伟');
  await expect(path.locator('[data-state="ahead"]')).toContainText('财务审批');
  await record.getByTestId('record-approval').screenshot({ path: `${SHOTS}/record-path.png` });
});

test('发起人自选: the applicant must choose the approver before submitting, and the chosen one gets the task', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  const processId = `pick_${Date.now() % 1000000}`;
  const xml = buildBpmn({
    id: processId, name: '自选复核', nodes: [
      { id: 'start', type: 'startEvent', name: '提交', at: [0, 0] },
      { id: 'review', type: 'userTask', name: '复核', at: [1, 0], properties: { approverKind: 'initiatorPick' } },
      { id: 'end', type: 'endEvent', name: '完成', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'review' }, { id: 'f2', from: 'review', to: 'end' }],
  });
  const saved = await callInPage<{ model_key: string }>(admin, paths.modelSave, { xml });
  expect((await callInPage(admin, paths.modelDeploy, { model_key: saved.data.model_key })).code).toBe(0);

  // 李娜 (sales) applies and picks 王芳 of finance: the picker lists the company directory, not only her department.
  const lina = await signedInPage(browser, 'lina', { at: `/home/apply?process=${processId}` });
  const pick = lina.getByTestId('approver-pick');
  await expect(pick).toContainText('复核 的审批人');
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByText('请选择“复核”的审批人')).toBeVisible();
  await pickUser(lina, pick.getByTestId('picker-open'), 'wangfang');
  const step = lina.getByTestId('approver-preview').locator('.ant-steps-item').filter({ hasText: '复核' });
  await expect(step).toContainText('王芳');
  await expect(step).toContainText('发起人自选');
  await lina.getByTestId('approver-preview').screenshot({ path: `${SHOTS}/pick-preview.png` });
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByTestId('start-result')).toContainText('复核');
  const mine = await callInPage<{ records: { current_tasks: { task_name: string; assignee: string | null }[] }[] }>(lina, paths.myProcesses, { processDefinitionKey: processId });
  expect(mine.data.records[0]!.current_tasks).toEqual([expect.objectContaining({ task_name: '复核', assignee: 'usr-finance' })]);
});
