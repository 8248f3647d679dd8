import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { toast } from './support/designer';
import { callInPage } from './support/in-page';
import { solidPng } from './support/png';
import { signedInPage } from './support/session';
import { drawWithMouse, inkOf } from './support/signature-pad';
import { pdfTextOfFile } from '../support/pdf-text';
import { actionDialog as dialogOf } from './support/dialogs';

/**
 * What "done" means for approvals, from the first click to the printed copy. An administrator makes
 * a new process in the simple designer, builds its expense form in the form designer (a detail
 * table whose lines multiply quantity by price, a total in words, a bank account the leader must
 * not see, attachments) and deploys it; then gives it a leader step that signs by hand and hides
 * the account, and a branch sending totals over 5,000 to finance. 李娜 claims 8,600; 张伟 reads it
 * without the account and signs; more claims reach 王芳, who approves one by one and then five at
 * once; 李娜 prints the first, and the public verify page confirms the copy and refuses an altered one.
 */

const SHOTS = '.tmp/screens';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const drawer = (page: Page) => page.getByTestId('simple-drawer');
const card = (page: Page, id: string) => page.getByTestId(`simple-card-${id}`);
const detail = (page: Page) => page.getByTestId('task-detail');
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });
const BANK_ACCOUNT = '6222020200112233';

/** Opens a select and picks the options (several, for one that takes several). */
async function choose(page: Page, select: Locator, ...options: string[]): Promise<void> {
  await select.click();
  for (const option of options) await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/**
 * Runs a row action of 流程模型 by its test id: the rarer ones may sit under the row's 更多, which
 * is opened first when the action is not in the row itself.
 */
async function modelRowAction(page: Page, row: Locator, testId: string): Promise<void> {
  await expect(row).toBeVisible();
  const inRow = row.getByTestId(testId);
  if (await inRow.isVisible()) {
    await inRow.click();
    return;
  }
  await row.getByRole('button', { name: /更\s*多/ }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId(testId).click();
}

async function findModel(page: Page, name: string): Promise<Locator> {
  await page.goto('/workflow/model');
  const models = page.getByTestId('model-management');
  await models.getByPlaceholder('名称或流程标识').fill(name);
  await models.getByRole('button', { name: /查\s*询/ }).click();
  return models.locator('.ant-table-row').filter({ hasText: name });
}

/** Adds a control from the palette (after the selected one) and names it. */
async function addControl(page: Page, kind: string, label: string, id: string): Promise<void> {
  await page.getByTestId(`palette-${kind}`).click();
  const props = page.getByTestId('control-properties');
  await props.getByTestId('prop-label').fill(label);
  await props.getByTestId('prop-id').fill(id);
  await expect(page.getByTestId('canvas-item').filter({ hasText: label })).toHaveCount(1);
}

/** Opens a request's task from 待我审批, found by its title. */
async function openPending(page: Page, title: string): Promise<void> {
  await page.goto('/home/workbench/pending');
  const keyword = page.getByTestId('filter-keyword');
  await keyword.fill(title);
  await keyword.press('Enter');
  await expect(rowOf(page, title)).toHaveCount(1);
  await rowOf(page, title).getByTestId('row-title').click();
  await expect(detail(page)).toContainText(title);
}

/** Opens one of the user's own requests from 我的申请. */
async function openMine(page: Page, title: string): Promise<void> {
  await page.goto('/home/myApplications');
  const keyword = page.getByTestId('filter-keyword');
  await keyword.fill(title);
  await keyword.press('Enter');
  await rowOf(page, title).getByTestId('row-title').click();
  await expect(detail(page)).toContainText(title);
}

/** Approves a task through the calls the decision dialog makes: the signature uploaded, then the approval naming it. */
async function approveSignedByCall(page: Page, taskId: string): Promise<{ code: number; msg: string }> {
  const png = solidPng(48, [20, 20, 20]).toString('base64');
  return page.evaluate(async ([task, image, upload, confirm]) => {
    const bytes = Uint8Array.from(atob(image), (c) => c.charCodeAt(0));
    const body = new FormData();
    body.append('file', new File([bytes], 'signature.png', { type: 'image/png' }));
    body.append('taskId', task);
    const uploaded = (await (await fetch(upload, { method: 'POST', body })).json()) as { code: number; msg: string; data: { file_key: string } };
    if (uploaded.code !== 0) return uploaded;
    const res = await fetch(confirm, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ taskId: task, signature: uploaded.data.file_key, comment: '同意' }) });
    return (await res.json()) as { code: number; msg: string };
  }, [taskId, png, paths.signatureUpload, paths.confirm] as const);
}

test('approvals, done: designed, claimed, hidden from the leader, signed, batch-approved, printed and verified', async ({ browser }) => {
  test.slow();
  const id = stamp();
  const name = `报销${id}`;
  const firstTitle = `${name}差旅`;

  // ── 1. The administrator: a new simple flow, saved; its form built in the form designer. ──
  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/workflow/model' });
  await admin.getByTestId('model-create-simple').click();
  await expect(admin.getByTestId('simple-canvas')).toBeVisible();
  await admin.getByTestId('simple-process-name').fill(name);
  await admin.getByTestId('simple-save').click();
  await expect(toast(admin, '已保存')).toBeVisible();
  await expect(admin).toHaveURL(/[?&]key=/);
  const modelKey = new URL(admin.url()).searchParams.get('key')!;
  // The simple designer makes a new flow's process key from its name (报销… → baoxiao_…): as unique as the run's name.
  const model = await callInPage<{ process_key: string }>(admin, paths.modelDetail(modelKey));
  const processKey = model.data.process_key;
  expect(processKey).toBe(`baoxiao_${id.toLowerCase()}`);

  await modelRowAction(admin, await findModel(admin, name), 'model-form-design');
  await expect(admin.getByTestId('form-designer')).toBeVisible();
  await addControl(admin, 'text', '报销事由', 'reason');
  await admin.getByTestId('control-properties').getByTestId('prop-required').click();
  await addControl(admin, 'choice', '费用类型', 'expenseType');
  await admin.getByTestId('control-properties').getByTestId('prop-option').nth(0).fill('差旅费');
  await admin.getByTestId('control-properties').getByTestId('prop-option').nth(1).fill('办公用品');
  // Each option's value is made from its text: 差旅费 → chailv_fei.
  await expect(admin.getByTestId('control-properties').getByPlaceholder('选项值').nth(0)).toHaveValue('chailv_fei');
  await addControl(admin, 'date', '申请日期', 'applyDate');
  await addControl(admin, 'number', '出差人数', 'headcount');

  // The detail table: 费用项目, 数量, 单价 and 金额 = 数量 × 单价 with its total.
  await addControl(admin, 'detail', '费用明细', 'lines');
  const props = admin.getByTestId('control-properties');
  const column = (n: number) => props.getByTestId('prop-column').nth(n);
  await column(0).getByTestId('prop-column-label').fill('费用项目');
  await column(1).getByTestId('prop-column-label').fill('数量');
  await choose(admin, column(1).getByTestId('prop-column-kind'), '数字');
  await column(1).getByLabel('字段标识').fill('qty');
  await column(1).getByTestId('prop-column-total').click();
  await props.getByTestId('prop-column-add').click();
  await column(2).getByTestId('prop-column-label').fill('单价');
  await choose(admin, column(2).getByTestId('prop-column-kind'), '金额');
  await column(2).getByLabel('字段标识').fill('price');
  await props.getByTestId('prop-column-add').click();
  await column(3).getByTestId('prop-column-label').fill('金额');
  await choose(admin, column(3).getByTestId('prop-column-kind'), '计算公式');
  await column(3).getByLabel('字段标识').fill('amount');
  await choose(admin, column(3).locator('.ant-select').nth(1), '乘积');
  await choose(admin, column(3).getByTestId('prop-column-refs'), '数量', '单价');
  await admin.keyboard.press('Escape');
  await column(3).getByTestId('prop-column-total').click();
  // 显示为金额: the column's third switch, after 必填 and 合计.
  await column(3).getByRole('switch').nth(2).click();
  await expect(column(3).getByRole('switch').nth(2)).toBeChecked();
  await expect(column(3).getByTestId('prop-column-total')).toBeChecked();

  // 报销合计 (total): the sum of the lines' amounts, which the branch reads.
  await addControl(admin, 'formula', '报销合计', 'total');
  await choose(admin, props.getByTestId('prop-refs'), '费用明细.金额（合计）');
  await admin.keyboard.press('Escape');
  await addControl(admin, 'amount', '预支金额', 'advance');
  await addControl(admin, 'text', '收款账号', 'bankAccount');
  await addControl(admin, 'person', '收款人', 'payee');
  await addControl(admin, 'department', '费用部门', 'costDept');
  await addControl(admin, 'attachment', '票据附件', 'receipts');
  await addControl(admin, 'textarea', '备注', 'remark');
  await expect(admin.getByTestId('canvas-item')).toHaveCount(12);
  await expect(admin.getByTestId('design-issues')).toHaveCount(0);
  await admin.screenshot({ path: `${SHOTS}/done-form-designer.png`, fullPage: true });
  await admin.getByTestId('form-deploy').click();
  await expect(toast(admin, /已部署为第 \d+ 版/)).toBeVisible();

  // ── The flow: 直属主管 (signs, the account hidden), then totals over 5,000 to 财务审核. ──
  await modelRowAction(admin, await findModel(admin, name), 'model-simple-design');
  await expect(admin.getByTestId('simple-canvas')).toBeVisible();
  const canvas = admin.getByTestId('simple-canvas');
  await canvas.getByTestId('simple-add').nth(0).click();
  await admin.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '审批人' }).click();
  await drawer(admin).getByTestId('simple-node-name').fill('直属主管');
  await expect(drawer(admin).getByTestId('simple-rule-kind')).toContainText('发起人的直属主管');
  // The signature belongs to the leader's step: the pad is offered only where a step requires it, and
  // a batch leaves such steps out, so finance's step stays without it for 王芳's batch.
  await drawer(admin).getByTestId('simple-approver-signature').click();
  const rights = drawer(admin).getByTestId('field-rights');
  await rights.getByTestId('field-right-bankAccount').getByText('隐藏').click();
  await expect(rights.getByTestId('field-right-bankAccount').getByRole('radio', { name: '隐藏' })).toBeChecked();
  await drawer(admin).screenshot({ path: `${SHOTS}/done-leader-drawer.png` });
  await admin.getByTestId('simple-drawer-close').click();
  await expect(drawer(admin)).toBeHidden();

  await canvas.getByTestId('simple-add').nth(1).click();
  await admin.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '条件分支' }).click();
  await card(admin, 'condition_1_b1').click();
  await drawer(admin).getByTestId('simple-branch-name').fill('合计超过5000');
  await drawer(admin).getByTestId('simple-condition-add').click();
  await choose(admin, drawer(admin).getByTestId('simple-condition-field'), '报销合计');
  await admin.locator('input[data-testid="simple-condition-value"], [data-testid="simple-condition-value"] input').first().fill('5000');
  await admin.getByTestId('simple-drawer-close').click();
  await expect(drawer(admin)).toBeHidden();
  await expect(card(admin, 'condition_1_b1')).toContainText('报销合计 > 5000');

  await admin.getByTestId('simple-branch-condition_1_b1').getByTestId('simple-add').nth(0).click();
  await admin.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '审批人' }).click();
  await drawer(admin).getByTestId('simple-node-name').fill('财务审核');
  await choose(admin, drawer(admin).getByTestId('simple-rule-kind'), '角色');
  await drawer(admin).getByTestId('simple-rule-refs').click();
  await admin.keyboard.type('财务');
  // The roles come from the server: Enter before they are listed would choose nothing.
  await expect(admin.locator('.ant-select-dropdown:visible .ant-select-item-option-active').filter({ hasText: '财务' })).toBeVisible();
  await admin.keyboard.press('Enter');
  await admin.getByTestId('simple-drawer-close').click();
  await expect(drawer(admin)).toBeHidden();
  await expect(admin.getByTestId('simple-card-body-approver_2')).toHaveText('财务');
  await admin.screenshot({ path: `${SHOTS}/done-simple-designer.png`, fullPage: true });
  await admin.getByTestId('simple-save').click();
  await expect(toast(admin, '已保存')).toBeVisible();
  await admin.getByTestId('simple-deploy').click();
  await expect(toast(admin, /已部署，版本 \d+/)).toBeVisible();

  // ── 2. 李娜 claims 8,600 through 发起申请. ──
  const lina = await signedInPage(browser, 'lina', { wide: true, at: '/home/apply' });
  await lina.getByPlaceholder('搜索流程名称').fill(name);
  await lina.getByTestId('process-card').filter({ hasText: name }).click();
  const form = lina.getByTestId('designed-form');
  await expect(form).toBeVisible();
  await form.getByLabel('报销事由').fill('华东客户拜访');
  await form.getByText('差旅费').click();
  const lines = [['机票', '2', '1800'], ['酒店', '3', '1000'], ['客户招待', '1', '2000']];
  for (const [index, [item, qty, price]] of lines.entries()) {
    await lina.getByTestId('detail-add-lines').click();
    const row = form.getByTestId('detail-row').nth(index);
    await row.getByLabel('费用项目').fill(item!);
    await row.getByLabel('数量').fill(qty!);
    await row.getByLabel('单价').fill(price!);
  }
  await form.getByLabel('收款账号').fill(BANK_ACCOUNT);
  await expect(lina.getByTestId('detail-totals-lines')).toContainText('¥8,600.00');
  await expect(form.getByTestId('formula-total')).toContainText('捌仟陆佰元整');
  await lina.getByLabel('申请标题').fill(firstTitle);
  await expect(lina.getByTestId('approver-preview-steps')).toContainText(/直属主管[\s\S]*张伟[\s\S]*财务审核[\s\S]*王芳/);
  await lina.screenshot({ path: `${SHOTS}/done-apply-form.png`, fullPage: true });
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByTestId('start-result')).toContainText('直属主管');

  // ── 3. 张伟: the account is neither in his drawer nor in the answer it reads; he signs and approves. ──
  const zhangwei = await signedInPage(browser, 'zhangwei', { wide: true });
  await openPending(zhangwei, firstTitle);
  const his = detail(zhangwei).getByTestId('submitted-form');
  await expect(his).toContainText('华东客户拜访');
  await expect(his).toContainText('捌仟陆佰元整');
  await expect(his).not.toContainText('收款账号');
  await expect(his).not.toContainText(BANK_ACCOUNT);
  await zhangwei.screenshot({ path: `${SHOTS}/done-leader-task.png`, fullPage: true });
  const instanceKey = (await detail(zhangwei).getAttribute('data-instance'))!;
  const read = await callInPage<{ form_data: Record<string, unknown> }>(zhangwei, paths.formDetail, { processInstanceId: instanceKey });
  expect(read.code, read.msg).toBe(0);
  expect(read.data.form_data.reason).toBe('华东客户拜访');
  expect(Object.keys(read.data.form_data)).not.toContain('bankAccount');
  expect(JSON.stringify(read.data)).not.toContain(BANK_ACCOUNT);

  await zhangwei.getByTestId('task-actions').getByTestId('action-approve').click();
  const signDialog = dialogOf(zhangwei);
  const pad = signDialog.getByTestId('signature-canvas');
  await expect(pad).toBeVisible();
  await drawWithMouse(zhangwei, pad);
  expect(await inkOf(pad)).toBeGreaterThan(0);
  await signDialog.getByTestId('action-comment').fill('同意，票据齐全');
  await signDialog.screenshot({ path: `${SHOTS}/done-leader-signature.png` });
  await signDialog.getByTestId('action-ok').click();
  await expect(toast(zhangwei, '审批通过')).toBeVisible();

  // The path: the leader has decided, finance (王芳) is next.
  await openMine(lina, firstTitle);
  const path = detail(lina).getByTestId('approval-path');
  await expect(path).toContainText(/直属主管[\s\S]*张伟[\s\S]*财务审核[\s\S]*王芳/);
  await expect(path.getByTestId('path-signature')).toBeVisible();

  // ── 4. Five more claims over 5,000, started and signed off by the leader through the calls. ──
  const more = Array.from({ length: 5 }, (_, i) => `${name}批量${i + 1}`);
  for (const [i, title] of more.entries()) {
    const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, paths.startProcess, {
      processDefinitionKey: processKey,
      title,
      formData: { reason: `客户拜访${i + 1}`, expenseType: 'chailv_fei', bankAccount: BANK_ACCOUNT, lines: [{ item: '机票', qty: 2, price: 1800 }, { item: '酒店', qty: 2, price: 1000 + i * 100 }] },
    });
    expect(started.code, started.msg).toBe(0);
    const approved = await approveSignedByCall(zhangwei, started.data.tasks[0]!.task_key);
    expect(approved.code, approved.msg).toBe(0);
  }

  // 王芳: the first by hand, then the five at once with one comment.
  const wangfang = await signedInPage(browser, 'wangfang', { wide: true, at: '/home/workbench/pending' });
  const keyword = wangfang.getByTestId('filter-keyword');
  await keyword.fill(name);
  await keyword.press('Enter');
  await expect(rowOf(wangfang, name)).toHaveCount(6);
  await openPending(wangfang, firstTitle);
  await expect(detail(wangfang).getByTestId('submitted-form')).toContainText(BANK_ACCOUNT);
  await wangfang.getByTestId('task-actions').getByTestId('action-approve').click();
  const hers = dialogOf(wangfang);
  await hers.getByTestId('action-comment').fill('财务已核对');
  await hers.getByTestId('action-ok').click();
  await expect(toast(wangfang, '审批通过')).toBeVisible();

  await wangfang.goto('/home/workbench/pending');
  await wangfang.getByTestId('filter-keyword').fill(name);
  await wangfang.getByTestId('filter-keyword').press('Enter');
  await expect(rowOf(wangfang, name)).toHaveCount(5);
  await wangfang.getByTestId('workbench-table').locator('thead .ant-checkbox-input').check();
  await wangfang.getByTestId('batch-approve').click();
  const batch = wangfang.locator('.ant-modal').filter({ has: wangfang.getByTestId('batch-ok') });
  await expect(batch).toContainText('批量通过所选的 5 个任务');
  await expect(batch.getByTestId('batch-left-out-row')).toHaveCount(0);
  await batch.getByTestId('batch-comment').fill('同意，按标准报销');
  await batch.getByTestId('batch-ok').click();
  const results = wangfang.getByTestId('batch-results');
  await expect(results).toContainText('成功 5 个，失败 0 个');
  for (const title of more) await expect(results).toContainText(title);
  await wangfang.getByTestId('batch-result-close').click();
  await expect(rowOf(wangfang, name)).toHaveCount(0);

  // ── 5. 李娜 prints the first; the verify page confirms the file and refuses an altered copy. ──
  await openMine(lina, firstTitle);
  const [download] = await Promise.all([lina.waitForEvent('download'), lina.getByTestId('print-request').click()]);
  const file = test.info().outputPath('claim.pdf');
  await download.saveAs(file);
  const pdf = readFileSync(file);
  const text = pdfTextOfFile(file);
  for (const words of ['李娜', '张伟', '王芳', '捌仟陆佰元整']) expect(text).toContain(words);
  const code = /验证码：([34679ACDEFGHJKMNPQRTWXY]{9})/.exec(text)?.[1];
  expect(code, 'the verify code in the footer').toBeTruthy();

  const visitor = await browser.newPage();
  await visitor.goto(`/verify/${code}`);
  await expect(visitor.getByLabel('验证码')).toHaveValue(code!);
  await visitor.getByTestId('verify-file').setInputFiles(file);
  await visitor.getByRole('button', { name: '核验' }).click();
  await expect(visitor.getByTestId('verify-outcome')).toContainText('已签发');
  await visitor.screenshot({ path: `${SHOTS}/done-verify-issued.png`, fullPage: true });
  const altered = Buffer.from(pdf);
  const at = altered.indexOf('/Producer');
  altered[at + 12] = altered[at + 12] === 0x41 ? 0x42 : 0x41;
  await visitor.getByTestId('verify-file').setInputFiles({ name: 'claim.pdf', mimeType: 'application/pdf', buffer: altered });
  await visitor.getByRole('button', { name: '核验' }).click();
  await expect(visitor.getByTestId('verify-outcome')).toContainText('未签发或已被修改');
  await visitor.screenshot({ path: `${SHOTS}/done-verify-altered.png`, fullPage: true });
});
