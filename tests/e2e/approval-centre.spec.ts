import { expect, test, type Page } from './support/test';
import { signedInPage } from './support/session';

/**
 * The approval centre: 发起申请 groups the forms by category with their icons and finds them by
 * name or description; 李娜 saves a draft, continues it and submits it (the draft goes); the
 * legal review, 总经办's to start, is not offered to her. The model list's rarer
 * actions sit under 更多, and 模型设置 opens from a row.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const card = (page: Page, processKey: string) => page.locator(`[data-testid="process-card"][data-process="${processKey}"]`);
const drafts = (page: Page) => page.getByTestId('my-drafts');

test('lina sees the forms by category with icons, finds one by its description, and does not see the legal review only 总经办 starts', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina', { at: '/home/apply' });
  const groups = lina.getByTestId('process-group');
  await expect(groups.first()).toBeVisible();
  await expect(lina.getByRole('heading', { level: 2, name: '项目' })).toBeVisible();
  await expect(lina.getByRole('heading', { level: 2, name: '人事' })).toBeVisible();
  await expect(lina.locator('[data-testid="process-group"][data-category="personnel"] [data-process="leave_request"]')).toBeVisible();
  await expect(lina.locator('[data-testid="process-group"][data-category="project"] [data-process="project_start"]')).toBeVisible();
  await expect(card(lina, 'project_start').locator('.anticon-rocket')).toBeVisible();
  await expect(card(lina, 'legal_review')).toHaveCount(0);
  await expect(card(lina, 'payment_approval')).toBeVisible();

  // A word of a description finds the process; Enter opens the only one left.
  const search = lina.getByPlaceholder('搜索流程名称或说明');
  await search.fill('延迟器');
  await expect(lina.getByTestId('process-card')).toHaveCount(1);
  await search.fill('没有这样的流程');
  await expect(lina.getByTestId('process-no-match')).toBeVisible();
  await search.fill('延迟器');
  await search.press('Enter');
  await expect(lina).toHaveURL(/\?process=project_start$/);

  // Asked for by its address, the legal review is not hers either.
  await lina.goto('/home/apply?process=legal_review');
  await expect(lina.getByText('该流程不存在或已挂起')).toBeVisible();
  await lina.context().close();

  const zhangwei = await signedInPage(browser, 'zhangwei', { at: '/home/apply' });
  await expect(card(zhangwei, 'legal_review')).toBeVisible();
  await zhangwei.context().close();
});

test('lina saves a draft, continues it from 我的草稿 and submits it; the draft is gone; another draft is deleted after a confirmation', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina');
  const title = `草稿立项${stamp()}`;
  await lina.goto('/home/apply');
  // Her seeded draft is listed.
  await expect(drafts(lina)).toContainText('华南区客户数据平台二期立项');

  await card(lina, 'project_initiation').click();
  await lina.locator('#start-form_title').fill(title);
  await lina.locator('#start-form_project_name').fill(`${title}项目`);
  // Half done: no rule is checked for a draft.
  await lina.getByTestId('save-draft').click();
  await expect(lina.locator('.ant-message')).toContainText('草稿已保存');
  await lina.getByTestId('apply-back').click();

  const row = drafts(lina).locator('tr.ant-table-row').filter({ hasText: title });
  await expect(row).toContainText('立项审批');
  await row.getByTestId('draft-continue').click();
  await expect(lina).toHaveURL(/\?process=project_initiation&draft=/);
  await expect(lina.getByTestId('from-draft')).toBeVisible();
  await expect(lina.locator('#start-form_title')).toHaveValue(title);
  await expect(lina.locator('#start-form_project_name')).toHaveValue(`${title}项目`);
  await lina.locator('#start-form_amount').fill('120000');
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByTestId('start-result')).toContainText('申请已提交');

  await lina.goto('/home/apply');
  await expect(drafts(lina)).toContainText('华南区客户数据平台二期立项');
  await expect(drafts(lina).locator('tr.ant-table-row').filter({ hasText: title })).toHaveCount(0);

  // Another draft, deleted from the list after its confirmation.
  const other = `待删草稿${stamp()}`;
  await card(lina, 'project_initiation').click();
  await lina.locator('#start-form_title').fill(other);
  await lina.getByTestId('save-draft').click();
  await expect(lina.locator('.ant-message')).toContainText('草稿已保存');
  await lina.getByTestId('apply-back').click();
  const doomed = drafts(lina).locator('tr.ant-table-row').filter({ hasText: other });
  await doomed.getByTestId('draft-delete').click();
  const confirm = lina.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(other);
  await confirm.getByRole('button', { name: /确\s*定|删\s*除|OK/ }).click();
  await expect(doomed).toHaveCount(0);
  await lina.context().close();
});

test('the model list keeps its row actions in view, the rarer ones under 更多, and opens 模型设置', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/workflow/model');
  const models = admin.getByTestId('model-management');
  await models.getByPlaceholder('名称或流程标识').fill('legal_review');
  await models.getByRole('button', { name: /查\s*询/ }).click();
  const row = models.locator('.ant-table-row').filter({ hasText: '法务审查' });
  await expect(row).toHaveCount(1);
  for (const id of ['model-design', 'model-deploy', 'model-settings-open', 'model-more']) await expect(row.getByTestId(id)).toBeInViewport();

  await row.getByTestId('model-more').click();
  await expect(admin.getByTestId('model-versions')).toBeVisible();
  await expect(admin.getByTestId('model-form-design')).toBeVisible();
  await admin.keyboard.press('Escape');

  await row.getByTestId('model-settings-open').click();
  const dialog = admin.locator('.ant-modal').filter({ hasText: '模型设置' });
  await expect(dialog.getByTestId('settings-process-key')).toHaveValue('legal_review');
  await expect(dialog.locator('.ant-radio-button-wrapper-checked .anticon-safety-certificate')).toBeVisible();
  await expect(dialog).toContainText('总经办');
  await dialog.getByTestId('settings-process-key').fill('9 bad');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toContainText('流程标识须以字母或下划线开头');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // On a phone the row still shows its actions.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByTestId('model-more')).toBeInViewport();
  await admin.context().close();
});
