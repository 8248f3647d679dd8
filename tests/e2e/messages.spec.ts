import { expect, test, type Locator, type Page } from './support/test';
import { solidPng } from './support/png';
import { signedInPage } from './support/session';

/**
 * Notices and news end to end (issue: messages, notices and news): an administrator publishes a
 * notice to one department; a user there sees it unread with the badge count, opens it and it is
 * read; a user of another department never sees it; retracted, it disappears. An administrator
 * publishes news with an image and a user finds it in the drawer's news tab.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^确\s?定$/ });
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const badge = (page: Page) => page.locator('[data-testid="message-badge"] .ant-badge-count');
const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

async function unreadTotal(page: Page): Promise<number> {
  const answer = await page.request.get('/api/fintech/biz/message/queryMsgTotal');
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/** The bell counts the to-do reminders too (待办提醒). */
async function bellTotal(page: Page): Promise<number> {
  const reminders = await page.request.get('/api/crm/todo/counts');
  return (await unreadTotal(page)) + ((await reminders.json()) as { data: { total: number } }).data.total;
}

async function expectBadge(page: Page, count: number): Promise<void> {
  if (count === 0) await expect(badge(page)).toHaveCount(0);
  else await expect(badge(page)).toHaveAttribute('title', String(count));
}

/**
 * The bell counts what the server counts unread. Tests running beside this one may send the user
 * messages at any moment, which the bell learns of only at its next refresh: when the first look
 * (after a reload, or as the page stands) disagrees with the server, the page is loaded again
 * until both were read between the same two changes.
 */
async function expectBadgeCountsUnread(page: Page, reload: boolean): Promise<void> {
  let looks = 0;
  await expect(async () => {
    if (reload || looks > 0) await page.reload();
    looks += 1;
    await expectBadge(page, await bellTotal(page));
  }).toPass();
}

async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: option }).click();
}

async function typeContent(page: Page, modal: Locator, text: string): Promise<void> {
  const editor = modal.getByTestId('rich-text-editor');
  await editor.click();
  await page.keyboard.type(text);
}

async function openDrawerTab(page: Page, tab: '业务消息' | '行政消息' | '新闻'): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: '消息中心' });
  // A click that lands before the header has hydrated does nothing: click again until the drawer opens.
  await expect(async () => {
    await page.getByTestId('message-bell').click();
    await expect(drawer).toBeVisible({ timeout: 2000 });
  }).toPass();
  await drawer.getByRole('tab', { name: new RegExp(tab) }).click();
  return drawer;
}

test('a notice to one department: unread with the badge there, read once opened, never elsewhere, gone when retracted', async ({ browser }) => {
  const title = `财务例会通知${stamp()}`;
  const wangfang = await signedInPage(browser, 'wangfang'); // 财务部

  // The administrator publishes it to 财务部.
  const admin = await signedInPage(browser, 'admin', { at: '/message/notice' });
  await admin.getByTestId('notice-create').click();
  const form = dialog(admin, '新建通知');
  await expect(form).toBeVisible();
  // Validation before submit: nothing is sent while the form is incomplete.
  await form.getByTestId('notice-publish').click();
  await expect(form.locator('#notice-form-notice_title_help')).toHaveText('请输入标题');
  await expect(form.locator('#notice-form-notice_category_help')).toHaveText('请选择消息类型');
  await expect(form.locator('#notice-form-notice_content_help')).toHaveText('请输入内容');
  await form.locator('#notice-form-notice_title').fill(title);
  await chooseOption(admin, form.locator('#notice-form-notice_category'), '通知公告');
  await form.getByText('指定部门', { exact: true }).click();
  await form.locator('#notice-form-notice_departs').click();
  const picker = dialog(admin, '选择部门');
  await picker.locator('.ant-tree-treenode').filter({ has: admin.getByText('财务部', { exact: true }) }).locator('.ant-tree-checkbox').click();
  await okButton(picker).click();
  await expect(picker).toBeHidden();
  await typeContent(admin, form, '本周五下午三点召开财务例会，请准时参加。');
  await form.getByTestId('notice-publish').click();
  await expect(toast(admin, '发布成功')).toBeVisible();
  await expect(form).toBeHidden();
  const row = rowOf(admin, title);
  await expect(row.getByTestId('publish-status')).toHaveText('已发布');
  await expect(row).toContainText('1个部门');

  // A user of that department: unread, counted on the bell.
  await expectBadgeCountsUnread(wangfang, true);
  const drawer = await openDrawerTab(wangfang, '行政消息');
  const item = drawer.getByTestId('drawer-notice').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(drawer.locator('.ant-list-item').filter({ hasText: title }).getByLabel('待处理')).toBeVisible();
  await item.click();
  const view = dialog(wangfang, '查看通知');
  await expect(view.getByTestId('notice-content')).toHaveText('本周五下午三点召开财务例会，请准时参加。');
  await expect(view).toContainText('通知公告');
  // Opening it read it: the bell counts what is still unread.
  await expectBadgeCountsUnread(wangfang, false);
  await view.getByTestId('notice-view-ok').click();
  await expect(view).toBeHidden();
  await expect(drawer.locator('.ant-list-item').filter({ hasText: title }).getByLabel('待处理')).toHaveCount(0);
  await wangfang.keyboard.press('Escape');
  await wangfang.goto('/message/administration');
  await expect(rowOf(wangfang, title).getByTestId('read-status')).toHaveText('已处理');

  // A user of another department never sees it.
  const lina = await signedInPage(browser, 'lina'); // 华东销售组
  await lina.goto('/message/administration');
  await expect(rowOf(lina, '关于启用金融版CRM系统的通知')).toBeVisible();
  await expect(rowOf(lina, title)).toHaveCount(0);
  const linaDrawer = await openDrawerTab(lina, '行政消息');
  await expect(linaDrawer.getByTestId('drawer-notice').first()).toBeVisible();
  await expect(linaDrawer.getByText(title)).toHaveCount(0);

  // Retracted, it disappears from its recipient's list.
  await row.getByTestId('row-retract').click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(toast(admin, '撤回成功')).toBeVisible();
  await expect(row.getByTestId('publish-status')).toHaveText('已撤回');
  await wangfang.reload();
  await expect(rowOf(wangfang, '关于启用金融版CRM系统的通知')).toBeVisible();
  await expect(rowOf(wangfang, title)).toHaveCount(0);
  await expectBadgeCountsUnread(wangfang, false);
});

test('a business message is marked handled once, and the bell counts what is left unread', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina');
  const zhangwei = await signedInPage(browser, 'zhangwei');
  const reminder = `请审批：理财项目立项${stamp()}`;
  const sent = await zhangwei.request.post('/api/fintech/biz/message/approvalReminders', {
    data: { ref_key: ['usr-sales'], message_content: reminder, message_category_key: 'PROCESS' },
    headers: { origin: new URL(zhangwei.url()).origin },
  });
  expect(((await sent.json()) as { code: number }).code).toBe(0);

  await lina.goto('/message/business');
  const row = rowOf(lina, reminder);
  await expect(row.getByTestId('read-status')).toHaveText('待处理');
  await expect(row).toContainText('流程业务');
  await expect(row).toContainText('张伟');
  await expectBadgeCountsUnread(lina, false);
  await row.getByTestId('mark-handled').click();
  await expect(toast(lina, '标记成功')).toBeVisible();
  await expect(row.getByTestId('read-status')).toHaveText('已处理');
  await expect(row.getByTestId('mark-handled')).toBeDisabled();
  await expectBadgeCountsUnread(lina, false);
});

test('news with an image: published by an administrator, found in the drawer’s news tab', async ({ browser }) => {
  const title = `新品发布会${stamp()}`;
  const admin = await signedInPage(browser, 'admin', { at: '/message/news' });
  await admin.getByTestId('news-create').click();
  const form = dialog(admin, '发布新闻');
  await form.locator('#notice-form-news_title').fill(title);
  await chooseOption(admin, form.locator('#notice-form-news_category'), '公司新闻');
  await typeContent(admin, form, '新一代理财产品今日发布。');
  await form.getByTestId('rich-text-image-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(48, [22, 119, 255]) });
  const image = form.getByTestId('rich-text-editor').locator('img');
  await expect(image).toHaveAttribute('src', /^\/files\/[A-Za-z0-9._-]+\.png$/);
  await form.getByTestId('notice-publish').click();
  await expect(toast(admin, '发布成功')).toBeVisible();
  await expect(rowOf(admin, title).getByTestId('publish-status')).toHaveText('已发布');

  const lina = await signedInPage(browser, 'lina');
  const drawer = await openDrawerTab(lina, '新闻');
  await drawer.getByRole('tab', { name: '公司新闻' }).click();
  const newsRow = drawer.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(newsRow).toContainText(title);
  await expect(newsRow).toContainText('系统管理员');
  await newsRow.getByTestId('drawer-news-view').click();
  const view = dialog(lina, '查看通知');
  await expect(view.getByTestId('notice-content')).toContainText('新一代理财产品今日发布。');
  const shown = view.getByTestId('notice-content').locator('img');
  await expect(shown).toHaveAttribute('src', /^\/files\//);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  await view.getByTestId('notice-view-ok').click();
  await expect(view).toBeHidden();

  // Retracted, it leaves the panel.
  await rowOf(admin, title).getByTestId('row-retract').click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(toast(admin, '撤回成功')).toBeVisible();
  await lina.reload();
  const again = await openDrawerTab(lina, '新闻');
  await expect(again.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(again.getByText(title)).toHaveCount(0);
});
