import { expect, test, type Page } from './support/test';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { WORKFLOW_TEST_CLOCK_PATH } from '@/lib/contract/workflow-test-clock';
import { openSection, panel, selectShape, shape } from './support/designer';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * Approval timers, seen in the product: the demo contract approval gives its countersign two days,
 * then reminds the signers and signs for them a day later. The clock is moved through the test
 * servers' timer call (lib/contract/workflow-test-clock.ts), not waited for.
 */

const DAY = 24 * 60 * 60 * 1000;
const detail = (page: Page) => page.getByTestId('task-detail');
const timeline = (page: Page) => detail(page).getByTestId('comment-timeline');
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

test('a countersign past its due date is reminded, then approved by the system', async ({ browser }, testInfo) => {
  const title = `超时合同${stamp()}`;
  const lina = await signedInPage(browser, 'lina');
  const started = await callInPage<{ instance_key: string; tasks: { task_key: string }[] }>(lina, paths.startProcess, {
    processDefinitionKey: 'contract_approval', title, formData: { contract_name: title, amount: 120000 },
  });
  expect(started.code).toBe(0);
  const instanceKey = started.data.instance_key;
  expect(started.data.tasks).toHaveLength(2);

  const admin = await signedInPage(browser, 'admin');
  const fireAsOf = (ms: number) => callInPage<{ outcomes: string[] }>(admin, WORKFLOW_TEST_CLOCK_PATH, { instanceKey, asOf: new Date(Date.now() + ms).toISOString() });

  // A day in, nothing is due; past the two days, each signer is reminded by the system.
  expect((await fireAsOf(DAY)).data.outcomes).toEqual([]);
  expect((await fireAsOf(2 * DAY + 60_000)).data.outcomes).toEqual(['REMIND', 'REMIND']);

  const wangfang = await signedInPage(browser, 'wangfang');
  // The countersign's second instance is finance's (the collection is leader, finance).
  const taskKey = started.data.tasks[1]!.task_key;
  await wangfang.goto(`/home/workbench/pending?taskId=${taskKey}`);
  await expect(detail(wangfang)).toBeVisible();
  const reminded = timeline(wangfang).locator('[data-action="REMIND"]');
  await expect(reminded).toHaveCount(2);
  await expect(reminded.first()).toContainText('超时提醒');
  await expect(reminded.first()).toContainText('系统');
  await expect(reminded.first()).toContainText('已超过办理期限，已提醒处理人');
  await reminded.last().scrollIntoViewIfNeeded();
  await wangfang.screenshot({ path: testInfo.outputPath('reminded.png') });

  // The reminder is among her business messages.
  await wangfang.goto('/');
  const drawer = wangfang.getByRole('dialog', { name: '消息中心' });
  await expect(async () => {
    await wangfang.getByTestId('message-bell').click();
    await expect(drawer).toBeVisible({ timeout: 2000 });
  }).toPass();
  await drawer.getByRole('tab', { name: /业务消息/ }).click();
  await expect(drawer.getByText('催办：合同会签').first()).toBeVisible();
  await wangfang.screenshot({ path: testInfo.outputPath('reminder-message.png') });

  // A day after the reminder, the system signs for both: the contract is approved.
  expect((await fireAsOf(3 * DAY + 120_000)).data.outcomes).toEqual(['TIMEOUT_APPROVE', 'TIMEOUT_APPROVE']);
  await lina.goto(`/home/myApplications?instanceId=${instanceKey}`);
  await expect(detail(lina)).toBeVisible();
  const decided = timeline(lina).locator('[data-action="TIMEOUT_APPROVE"]');
  await expect(decided).toHaveCount(2);
  await expect(decided.first()).toContainText('超时自动通过');
  await expect(decided.first()).toContainText('超过办理期限，系统自动通过');
  await expect(detail(lina)).toContainText('已通过');
  await decided.last().scrollIntoViewIfNeeded();
  await lina.screenshot({ path: testInfo.outputPath('auto-approved.png') });
});

test('the designer shows and edits a user task’s timeout handling', async ({ browser }, testInfo) => {
  const admin = await signedInPage(browser, 'admin', { at: '/workflow/designer?key=wf-model-contract-approval' });
  await expect(shape(admin, 'countersign')).toBeVisible({ timeout: 30_000 });
  await selectShape(admin, 'countersign');
  await expect(panel(admin)).toHaveAttribute('data-element-id', 'countersign');
  await openSection(admin, 'timeout');
  const section = admin.getByTestId('designer-timeout');
  await expect(section.locator('.ant-select')).toContainText('提醒后自动通过');
  await expect(section.locator('.ant-input-number input')).toHaveValue('1');
  await expect(section.getByTestId('designer-timeout-every')).toHaveValue('P1D');
  await expect(section.getByTestId('designer-timeout-warning')).toHaveCount(0);

  // Two reminders without an interval cannot run: the section says so at once.
  await section.getByTestId('designer-timeout-every').fill('');
  await section.getByTestId('designer-timeout-every').press('Enter');
  await expect(section.getByTestId('designer-timeout-problem')).toContainText('提醒间隔须为 ISO 8601 时长');
  await section.getByTestId('designer-timeout-every').fill('PT4H');
  await section.getByTestId('designer-timeout-every').press('Enter');
  await expect(section.getByTestId('designer-timeout-problem')).toHaveCount(0);
  await panel(admin).screenshot({ path: testInfo.outputPath('designer-timeout.png') });
});

test('a timer boundary event on a user task runs: not marked, with its timer in the panel', async ({ browser }, testInfo) => {
  const admin = await signedInPage(browser, 'admin');
  await admin.setViewportSize({ width: 1800, height: 900 });
  await admin.goto('/workflow/designer?key=wf-model-purchase-approval');
  await expect(shape(admin, 'start')).toBeVisible({ timeout: 30_000 });
  // The whole process in view: it is wider than the canvas at 100 %.
  for (let i = 0; i < 3; i += 1) await admin.getByTestId('designer-zoom-out').click();
  await expect(shape(admin, 'manager_late')).toBeInViewport();
  await expect(shape(admin, 'manager_late')).not.toHaveClass(/\bwf-not-runnable\b/);
  await selectShape(admin, 'manager_late');
  await expect(panel(admin)).toHaveAttribute('data-element-id', 'manager_late');
  await expect(panel(admin).getByTestId('designer-run-warning')).toHaveCount(0);
  await openSection(admin, 'timer');
  const section = admin.getByTestId('designer-timer');
  await expect(section.locator('.ant-select')).toContainText('时长');
  await expect(section.getByTestId('designer-timer-value')).toHaveValue('P2D');
  await expect(section.getByTestId('designer-timer-interrupting')).not.toBeChecked();
  await expect(section.getByTestId('designer-timer-interrupting')).toBeInViewport();
  await admin.screenshot({ path: testInfo.outputPath('designer-boundary.png') });

  // A cycle is not run on a boundary: the event is marked at once.
  await section.locator('.ant-select').click();
  await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('循环').click();
  await expect(shape(admin, 'manager_late')).toHaveClass(/\bwf-not-runnable\b/);
  await expect(panel(admin).getByTestId('designer-run-warning')).toHaveText('流程引擎不支持元素 2天未审批 (manager_late) 使用的 boundaryEvent，无法部署');
  await admin.screenshot({ path: testInfo.outputPath('designer-boundary-cycle.png') });
});
