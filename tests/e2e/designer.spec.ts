import { expect, test, type Page } from './support/test';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { canvas, contextPad, idsOf, openNewDiagram, openSection, panel, previewXml, selectShape, shape, toast } from './support/designer';

/**
 * The process designer (issue: BPMN process designer): an administrator builds start → user task
 * → end in the UI with the assignee from the user picker, saves and deploys it, and the engine
 * runs it to the end; a broken file keeps the diagram; alignment warns and confirms; zoom stops
 * at its limits; undo and redo follow the history; other users cannot reach the pages.
 */

const okButton = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('button', { name: /^确\s?定$/ });

/** Draws start → user task → end and answers the task's id. */
async function drawApprovalChain(page: Page): Promise<string> {
  await selectShape(page, 'StartEvent_1');
  await contextPad(page, 'append.append-task');
  const [task] = await idsOf(page, 'Activity_');
  expect(task).toBeTruthy();
  await contextPad(page, 'replace');
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await expect(shape(page, task!)).toBeVisible();
  await selectShape(page, task!);
  await contextPad(page, 'append.end-event');
  expect(await idsOf(page, 'Event_')).toHaveLength(1);
  return task!;
}

test('an administrator designs, saves and deploys a model that the engine then runs to approval', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { at: '/workflow/model' });
  // The demo models and those other specs deploy fill more than a page: the keyword finds one.
  const models = admin.getByTestId('model-management');
  await models.getByPlaceholder('名称或流程标识').fill('payment_approval');
  await models.getByRole('button', { name: /查\s*询/ }).click();
  await expect(models.locator('.ant-table-row').filter({ hasText: 'payment_approval' })).toBeVisible();
  await admin.getByTestId('model-create').click();
  await expect(shape(admin, 'StartEvent_1')).toBeVisible({ timeout: 30_000 });

  const task = await drawApprovalChain(admin);
  await selectShape(admin, task);
  await expect(panel(admin)).toHaveAttribute('data-element-id', task);
  const name = panel(admin).getByTestId('designer-general-name');
  await name.fill('财务确认');
  await name.press('Enter');
  await openSection(admin, 'task');
  await admin.getByTestId('designer-assignee-picker').click();
  const picker = admin.getByRole('dialog', { name: '选择用户' });
  await picker.getByTestId('user-picker-table').locator('.ant-table-row').filter({ hasText: 'wangfang' }).click();
  await expect(picker.getByTestId('user-picker-chosen').locator('.ant-tag')).toHaveText(['王芳']);
  await okButton(picker).click();
  await expect(admin.getByTestId('designer-assignee')).toContainText('王芳');

  await admin.getByTestId('designer-save').click();
  await expect(toast(admin, '保存成功')).toBeVisible();
  await expect(admin).toHaveURL(/\/workflow\/designer\?key=/);
  await admin.getByTestId('designer-deploy').click();
  await expect(toast(admin, '部署成功，当前版本 v1')).toBeVisible();

  const modelKey = new URL(admin.url()).searchParams.get('key')!;
  const detail = await callInPage<{ process_key: string; status: string; xml: string }>(admin, paths.modelDetail(modelKey));
  expect(detail.data.status).toBe('DEPLOYED');
  expect(detail.data.xml).toContain('flowable:assignee="usr-finance"');
  const started = await callInPage<{ instance_key: string; status: string; tasks: { task_key: string; assignee: string | null; node_id: string }[] }>(
    admin, paths.startProcess, { processDefinitionKey: detail.data.process_key, title: '设计器流程验证' },
  );
  expect(started.code).toBe(0);
  expect(started.data.tasks).toEqual([expect.objectContaining({ node_id: task, assignee: 'usr-finance' })]);

  const wangfang = await signedInPage(browser, 'wangfang');
  const approved = await callInPage<{ status: string }>(wangfang, paths.confirm, { taskId: started.data.tasks[0]!.task_key, comment: '同意' });
  expect(approved.code).toBe(0);
  expect(approved.data.status).toBe('APPROVED');
  await wangfang.context().close();

  // The list shows the new model deployed, with its version history.
  await admin.goto('/workflow/model');
  const row = admin.locator('.ant-table-row').filter({ hasText: detail.data.process_key });
  await expect(row).toContainText('已部署');
  await expect(row).toContainText('v1');
  await row.getByTestId('model-more').click();
  await admin.getByTestId('model-versions').click();
  await expect(admin.getByTestId('model-version-diagram').locator(`[data-element-id="${task}"]`)).toBeVisible();
  await admin.context().close();
});

test('a broken file leaves the diagram as it was', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  const task = await drawApprovalChain(page);
  await page.getByTestId('designer-file-input').setInputFiles({ name: 'broken.bpmn', mimeType: 'application/xml', buffer: Buffer.from('<bpmn:definitions><bpmn:process id="x">') });
  await expect(toast(page, '文件 broken.bpmn 不是有效的 BPMN 流程文件，当前流程图未改变')).toBeVisible();
  await page.getByTestId('designer-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(page, /notes\.txt 不是 \.xml 或 \.bpmn 文件/)).toBeVisible();
  await expect(shape(page, task)).toBeVisible();
  await expect(shape(page, 'StartEvent_1')).toBeVisible();
  expect(await idsOf(page, 'Event_')).toHaveLength(1);
  await page.context().close();
});

test('the process’s self-approval and repeated-approver rules are chosen from their drop-downs and written into the model', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  // The field is drawn by a stand-in until reached for; the real drop-down then opens with its options.
  const field = panel(page).getByRole('combobox', { name: '申请人审批自己的申请时' });
  await expect(field).toBeVisible();
  await field.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '跳过该步骤' }).click();
  await expect(panel(page).getByTestId('designer-self-approval')).toContainText('跳过该步骤');
  expect(await previewXml(page)).toMatch(/name="selfApproval"[^>]*value="skip"|value="skip"[^>]*name="selfApproval"/);
  // 审批人去重 beside it, the same kind of setting.
  await panel(page).getByRole('combobox', { name: '审批人去重' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '已审批过的自动通过' }).click();
  await expect(panel(page).getByTestId('designer-repeat-approver')).toContainText('已审批过的自动通过');
  expect(await previewXml(page)).toMatch(/name="repeatApprover"[^>]*value="anywhere"|value="anywhere"[^>]*name="repeatApprover"/);
  await page.context().close();
});

test('alignment warns below two shapes and asks before aligning; zoom stops at its limits; undo and redo follow the history', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  await expect(page.getByTestId('designer-undo')).toBeDisabled();
  await expect(page.getByTestId('designer-redo')).toBeDisabled();

  await selectShape(page, 'StartEvent_1');
  await page.getByTestId('designer-align-top').click();
  await expect(toast(page, '请按住 Ctrl 键选择多个元素对齐')).toBeVisible();

  const task = await drawApprovalChain(page);
  await expect(page.getByTestId('designer-undo')).toBeEnabled();
  // Move the task down so that aligning has something to do.
  const box = (await shape(page, task).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 120, { steps: 8 });
  await page.mouse.up();
  const movedTop = (await shape(page, task).boundingBox())!.y;
  expect(movedTop).toBeGreaterThan(box.y + 60);

  await selectShape(page, 'StartEvent_1');
  await selectShape(page, task, ['Control']);
  await page.getByTestId('designer-align-top').click();
  const warning = page.getByRole('dialog').filter({ hasText: '自动对齐可能造成图形变形，是否继续？' });
  await expect(warning).toContainText('警告');
  await okButton(warning).click();
  await expect.poll(async () => (await shape(page, task).boundingBox())!.y).toBeLessThan(movedTop - 60);

  // Undo takes the alignment back; redo brings it again.
  await page.getByTestId('designer-undo').click();
  await expect(page.getByTestId('designer-redo')).toBeEnabled();
  await expect.poll(async () => (await shape(page, task).boundingBox())!.y).toBeCloseTo(movedTop, 0);
  await page.getByTestId('designer-redo').click();
  await expect(page.getByTestId('designer-redo')).toBeDisabled();

  const level = page.getByTestId('designer-zoom-level');
  await page.getByTestId('designer-zoom-reset').click();
  await expect(level).toHaveText('100%');
  for (let i = 0; i < 8; i++) await page.getByTestId('designer-zoom-out').click();
  await expect(level).toHaveText('20%');
  await page.getByTestId('designer-zoom-out').click();
  await expect(toast(page, '缩放比例须在 0.2 到 4 之间')).toBeVisible();
  await expect(level).toHaveText('20%');
  await page.getByTestId('designer-zoom-reset').click();
  for (let i = 0; i < 30; i++) await page.getByTestId('designer-zoom-in').click();
  await expect(level).toHaveText('400%');
  await page.getByTestId('designer-zoom-in').click();
  await expect(level).toHaveText('400%');

  // Token simulation: the switch turns the simulation mode on (the palette gives way) and off. Its
  // code comes with the first use: the diagram, the zoom and the selection are those drawn before.
  const selected = () => canvas(page).locator('.djs-element.selected').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-element-id')));
  const selectedBefore = await selected();
  expect(selectedBefore.length).toBeGreaterThan(0);
  await page.getByTestId('designer-simulation').click();
  await expect(canvas(page).locator('.bjs-container.simulation')).toHaveCount(1);
  await expect(canvas(page).locator('.djs-palette')).toBeHidden();
  await expect(level).toHaveText('400%');
  expect(await selected()).toEqual(selectedBefore);
  // A token started at the start event runs through the task to the end.
  await page.getByTestId('designer-zoom-reset').click();
  await canvas(page).locator('.djs-overlays[data-container-id="StartEvent_1"] .bts-context-pad').click();
  await expect(canvas(page).locator('.bts-log')).toContainText('Process finished');
  await page.getByTestId('designer-simulation').click();
  await expect(canvas(page).locator('.bjs-container.simulation')).toHaveCount(0);
  await expect(canvas(page).locator('.djs-palette')).toBeVisible();
  await page.getByTestId('designer-simulation').click();
  await expect(canvas(page).locator('.bjs-container.simulation')).toHaveCount(1);
  await page.context().close();
});

const chooseOption = async (page: Page, select: ReturnType<Page['getByTestId']>, option: string) => {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).click();
};

test('the panel: messages refuse an existing id, listeners follow the form rules and ask before removal, a flow becomes conditional or default', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);

  await openSection(page, 'messages');
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  for (const attempt of [1, 2]) {
    await page.getByTestId('designer-message-create').click();
    const dialog = page.getByRole('dialog', { name: '创建新消息' });
    await dialog.getByTestId('designer-message-id').fill('Message_paid');
    await dialog.getByTestId('designer-message-name').fill('付款完成');
    await okButton(dialog).click();
    if (attempt === 2) {
      await expect(dialog.getByText('该消息已存在，请修改id后重新保存')).toBeVisible();
      await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
    }
  }
  await expect(page.getByTestId('designer-message-table').locator('.ant-table-row')).toHaveCount(1);
  // A refused id is the form's business: nothing may escape as an unhandled rejection.
  expect(uncaught).toEqual([]);

  const task = await drawApprovalChain(page);
  await selectShape(page, task);
  await expect(panel(page)).toHaveAttribute('data-element-id', task);
  await openSection(page, 'taskListeners');
  await page.getByTestId('designer-task-listener-add').click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('designer-listener-save') });
  await page.getByTestId('designer-listener-save').click();
  await expect(drawer.getByText('请填写监听器编号')).toBeVisible();
  await expect(drawer.getByText('请填写 Java 类')).toBeVisible();
  await drawer.getByTestId('designer-listener-id').fill('remind');
  await drawer.getByTestId('designer-listener-class').fill('com.example.Remind');
  await chooseOption(page, drawer.getByTestId('designer-listener-event'), '超时');
  await drawer.getByText('持续时长', { exact: true }).click();
  await page.getByTestId('designer-listener-save').click();
  await expect(drawer.getByText('请填写定时器配置')).toBeVisible();
  await drawer.getByTestId('designer-listener-timer').fill('PT2H');
  await page.getByTestId('designer-listener-field-add').click();
  const fieldDialog = page.getByRole('dialog', { name: '添加字段' });
  await fieldDialog.getByTestId('designer-listener-field-name').fill('notify');
  await fieldDialog.getByTestId('designer-listener-field-value').fill('finance');
  await okButton(fieldDialog).click();
  await expect(drawer.getByTestId('designer-listener-fields').locator('.ant-table-row')).toHaveCount(1);
  await page.getByTestId('designer-listener-save').click();
  await expect(drawer).toBeHidden();
  const listeners = page.getByTestId('designer-task-listeners').locator('.ant-table-row');
  await expect(listeners).toHaveCount(1);
  const withListener = await previewXml(page);
  expect(withListener).toMatch(/<flowable:taskListener (?=[^>]*event="timeout")(?=[^>]*class="com\.example\.Remind")(?=[^>]*id="remind")[^>]*>/);
  expect(withListener).toContain('PT2H</bpmn2:timeDuration>');
  expect(withListener).toContain('<flowable:string>finance</flowable:string>');
  await listeners.getByTestId('designer-listener-remove').click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认移除该监听器吗？' });
  await okButton(confirm).click();
  await expect(listeners).toHaveCount(0);

  // The flow from the task to the end: conditional, then the task's default flow.
  const flowId = new RegExp(`<bpmn2:sequenceFlow id="([^"]+)" sourceRef="${task}"`).exec(await previewXml(page))![1]!;
  // Away from the task first: its context pad covers the flow.
  await canvas(page).click({ position: { x: 420, y: 380 } });
  await canvas(page).locator(`.djs-connection[data-element-id="${flowId}"] .djs-hit`).click({ force: true });
  await expect(panel(page)).toHaveAttribute('data-element-id', flowId);
  await openSection(page, 'condition');
  await chooseOption(page, page.getByTestId('designer-flow-type'), '条件流转路径');
  const body = page.getByTestId('designer-condition-body');
  await body.fill('${amount > 10000}');
  await body.press('Tab');
  expect(await previewXml(page)).toMatch(new RegExp(`<bpmn2:sequenceFlow id="${flowId}"[^>]*>\\s*<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\\$\\{amount &gt; 10000\\}</bpmn2:conditionExpression>`));
  await chooseOption(page, page.getByTestId('designer-flow-type'), '默认流转路径');
  const asDefault = await previewXml(page);
  expect(asDefault).not.toContain('conditionExpression');
  expect(asDefault).toMatch(new RegExp(`<bpmn2:userTask id="${task}"[^>]*default="${flowId}"`));
  await page.context().close();
});

test('the model list and the designer are for administrators only', async ({ browser }) => {
  const page = await signedInPage(browser, 'lina');
  for (const path of ['/workflow/model', '/workflow/designer']) {
    await page.goto(path);
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByTestId('designer')).toHaveCount(0);
  }
  expect((await callInPage(page, paths.modelQuery, {})).code).toBe(403);
  await page.context().close();
});

test('the process’s print layout is chosen from its drop-down and written into the model; the default writes nothing', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  const field = panel(page).getByRole('combobox', { name: '打印样式' });
  await expect(field).toBeVisible();
  // Drawn by a stand-in until reached for, showing the default.
  await expect(panel(page).getByText('标准（含审批记录）')).toBeVisible();
  expect(await previewXml(page)).not.toContain('printLayout');
  await field.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '不含审批记录' }).click();
  await expect(panel(page).getByTestId('designer-print-layout')).toContainText('不含审批记录');
  expect(await previewXml(page)).toMatch(/name="printLayout"[^>]*value="noPath"|value="noPath"[^>]*name="printLayout"/);
  await page.context().close();
});
