import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pickUser } from './support/user-picker';
import { actionDialog as dialogOf } from './support/dialogs';

/**
 * Files on an approval comment and 抄送我的's read filter: finance (wangfang) approves lina's
 * request with a file attached and copies it to a colleague, and copies a second one; the path shows
 * the file as a download; the colleague opens the first one, then lists 未读 and 已读 apart.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const detail = (page: Page) => page.getByTestId('task-detail');
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });
const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const QUOTE = Buffer.from('供应商报价：投影仪 2 台，合计 12,000 元\n', 'utf8');

async function startRequest(lina: Page, title: string): Promise<string> {
  const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, START, { processDefinitionKey: 'project_initiation', title, formData: { project_name: title, amount: 800000 } });
  expect(started.code).toBe(0);
  return started.data.tasks[0]!.task_key;
}

/** 抄送我的 for the chosen read state and words. */
async function listCopies(page: Page, state: '全部' | '未读' | '已读', words: string): Promise<void> {
  const field = page.getByRole('combobox', { name: /阅读状态/ });
  // The list of the last choice may still be fading out: the option is taken from the one shown.
  await expect(async () => {
    // Opened only when closed: a click on an open list (one opened by the previous try, or by the
    // select that replaced its stand-in as its code arrived) would close it again.
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    // Dispatched on the option itself: on a slow machine the list may still be moving into place under the filter bar.
    await page.locator('.ant-select-dropdown:visible:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${state}$`) }).dispatchEvent('click', undefined, { timeout: 2000 });
    await expect(page.locator('.ant-select').filter({ has: field }).locator('.ant-select-content[title], .ant-select-selection-item').filter({ hasText: state })).toBeVisible({ timeout: 2000 });
  }).toPass();
  const keyword = page.getByTestId('filter-keyword');
  await keyword.fill(words);
  await keyword.press('Enter');
}

test('approving with a file: the path offers it for download; 抄送我的 lists 未读 and 已读 apart', async ({ browser }, testInfo) => {
  const id = stamp();
  const username = `wa_${id}`;
  const admin = await signedInPage(browser, 'admin');
  // The colleague works in finance (the picker offers an approver her own department); the stranger elsewhere.
  for (const [account, name, depart] of [[username, `钱多${id}`, 'dep-finance'], [`wx_${id}`, `吴起${id}`, 'dep-project']]) {
    const created = await callInPage(admin, '/api/app/base/app/sys/user/add', { username: account, realname: name, password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: depart });
    expect(created.code).toBe(0);
  }
  const lina = await signedInPage(browser, 'lina');
  const first = `附件审批${id}`;
  const second = `附件抄送${id}`;
  const firstTask = await startRequest(lina, first);
  const secondTask = await startRequest(lina, second);

  const wangfang = await signedInPage(browser, 'wangfang', { wide: true, at: `/home/workbench/pending?taskId=${firstTask}` });
  await expect(detail(wangfang)).toContainText(first);
  await wangfang.getByTestId('task-actions').getByTestId('action-approve').click();
  const dialog = dialogOf(wangfang);
  await dialog.getByTestId('action-comment').fill('同意，报价见附件');
  await dialog.getByTestId('comment-attachments').locator('input[type=file]').setInputFiles({ name: '投影仪报价.txt', mimeType: 'text/plain', buffer: QUOTE });
  await expect(dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item').filter({ hasText: '投影仪报价.txt' })).toBeVisible();
  // A file whose content is not what its name says is refused, with why, and leaves the list.
  await dialog.getByTestId('comment-attachments').locator('input[type=file]').setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(toast(wangfang, '文件内容与扩展名不符')).toBeVisible();
  await expect(dialog.locator('.ant-upload-list-item')).toHaveCount(1);
  await pickUser(wangfang, dialog.getByTestId('user-field'), username);
  await expect(dialog.locator('.ant-upload-list-item').filter({ hasText: '投影仪报价.txt' })).toHaveClass(/ant-upload-list-item-done/);
  await dialog.screenshot({ path: testInfo.outputPath('decision-dialog-upload.png') });
  await dialog.getByTestId('action-ok').click();
  await expect(toast(wangfang, '审批通过')).toBeVisible();

  // The applicant's path: the decision with its file, downloaded as it was uploaded.
  await lina.goto('/home/myApplications');
  const keyword = lina.getByTestId('filter-keyword');
  await keyword.fill(first);
  await keyword.press('Enter');
  await rowOf(lina, first).getByTestId('row-title').click();
  const step = detail(lina).getByTestId('approval-path').locator('[data-testid="path-step-content"]').filter({ hasText: '同意，报价见附件' });
  const link = step.getByTestId('comment-attachment');
  await expect(link).toHaveText(/投影仪报价\.txt/);
  await expect(detail(lina).getByTestId('comment-timeline').locator('[data-action="APPROVE"]').getByTestId('comment-attachment')).toHaveText(/投影仪报价\.txt/);
  await step.scrollIntoViewIfNeeded();
  await lina.screenshot({ path: testInfo.outputPath('path-with-attachment.png') });
  const [download] = await Promise.all([lina.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('投影仪报价.txt');
  const saved = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(saved)).toEqual(QUOTE);
  // Someone the request never reached is refused.
  const href = (await link.getAttribute('href'))!;
  const stranger = await signedInPage(browser, `wx_${id}`, { password: 'Welcome2026' });
  const refused = await callInPage(stranger, href);
  expect(refused.code).toBe(403);

  // The second request copied with 抄送 from the drawer.
  await wangfang.goto(`/home/workbench/pending?taskId=${secondTask}`);
  await expect(detail(wangfang)).toContainText(second);
  await wangfang.getByTestId('task-actions').getByTestId('action-copy').click();
  await pickUser(wangfang, dialogOf(wangfang).getByTestId('user-field'), username);
  await dialogOf(wangfang).getByTestId('action-ok').click();
  await expect(toast(wangfang, '已抄送')).toBeVisible();

  // The colleague reads the first; 未读 lists only the second, 已读 only the first.
  const colleague = await signedInPage(browser, username, { password: 'Welcome2026', wide: true, at: '/home/workbench/copiedToMe' });
  await listCopies(colleague, '全部', id);
  await expect(rowOf(colleague, id)).toHaveCount(2);
  await rowOf(colleague, first).getByTestId('row-title').click();
  await expect(detail(colleague)).toContainText(first);
  await expect(detail(colleague).getByTestId('comment-attachment')).toHaveCount(2);
  await colleague.locator('.ant-drawer-close').click();
  await expect(rowOf(colleague, first).getByTestId('copy-read-state')).toHaveAttribute('data-read', 'read');

  await listCopies(colleague, '未读', id);
  await expect(rowOf(colleague, id)).toHaveCount(1);
  await expect(rowOf(colleague, second)).toHaveCount(1);
  await colleague.screenshot({ path: testInfo.outputPath('copied-unread.png') });
  await listCopies(colleague, '已读', id);
  await expect(rowOf(colleague, id)).toHaveCount(1);
  await expect(rowOf(colleague, first)).toHaveCount(1);
  await listCopies(colleague, '全部', id);
  await expect(rowOf(colleague, id)).toHaveCount(2);
});

test('the demo furniture payment shows the quote 张伟 attached, and the administrator’s copies are read and unread', async ({ browser }, testInfo) => {
  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/home/workbench/copiedToMe' });
  await listCopies(admin, '已读', '付款审批：');
  await expect(rowOf(admin, '行业展会展位费')).toHaveCount(1);
  await expect(rowOf(admin, '服务器扩容')).toHaveCount(0);
  await listCopies(admin, '未读', '付款审批：');
  await expect(rowOf(admin, '服务器扩容')).toHaveCount(1);
  await expect(rowOf(admin, '行业展会展位费')).toHaveCount(0);
  // Opened from 全部: opening it marks it read, and a run again would no longer find it under 未读.
  await listCopies(admin, '全部', '付款审批：');
  await rowOf(admin, '办公家具').getByTestId('row-title').click();
  const link = detail(admin).getByTestId('approval-path').getByTestId('comment-attachment');
  await expect(link).toHaveText(/办公家具报价单\.pdf/);
  await link.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: testInfo.outputPath('demo-path-attachment.png') });
  const [download] = await Promise.all([admin.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('办公家具报价单.pdf');
});
