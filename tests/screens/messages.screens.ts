import { expect, test, type Page } from '@playwright/test';
import { solidPng } from '../e2e/support/png';
import { signIn } from '../e2e/support/session';

/** Screenshots of the message centre's screens, the notice dialog and the drawer, for a visual check. */
test.use({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });

const OUT = '.tmp/screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/messages-${name}.png` });
const settle = (page: Page) => page.waitForTimeout(600);

async function signedIn(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/$/);
}

test('management screens and the notice dialog (admin)', async ({ page }) => {
  await signedIn(page, 'admin');

  await page.goto('/message/notice');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await shot(page, 'notice-management');

  await page.getByTestId('notice-create').click();
  const form = page.getByRole('dialog', { name: '新建通知' });
  await form.getByTestId('notice-publish').click();
  await expect(form.getByText('请输入标题')).toBeVisible();
  await settle(page);
  await shot(page, 'notice-dialog-invalid');
  await form.locator('#notice-form-notice_title').fill('关于端午节放假安排的通知');
  await form.getByText('指定用户', { exact: true }).click();
  const editor = form.getByTestId('rich-text-editor');
  await editor.click();
  await page.keyboard.type('根据国家规定，端午节放假三天。');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: '有序列表' }).click();
  await page.keyboard.type('值班安排见附件；');
  await form.getByTestId('rich-text-image-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(120, [22, 119, 255]) });
  await expect(editor.locator('img')).toBeVisible();
  await settle(page);
  await shot(page, 'notice-dialog');
  await form.getByRole('button', { name: /^取\s?消$/ }).click();

  await page.locator('.ant-table-row').filter({ hasText: '关于启用金融版CRM系统的通知' }).getByTestId('row-view').click();
  await expect(page.getByRole('dialog', { name: '查看通知' })).toBeVisible();
  await settle(page);
  await shot(page, 'notice-view');
  await page.getByTestId('notice-view-ok').click();

  await page.goto('/message/news');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await shot(page, 'news-management');
  await page.getByTestId('news-create').click();
  await expect(page.getByRole('dialog', { name: '发布新闻' })).toBeVisible();
  await settle(page);
  await shot(page, 'news-dialog');
  await page.getByRole('dialog', { name: '发布新闻' }).getByRole('button', { name: /^取\s?消$/ }).click();

  await page.goto('/message/category');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await shot(page, 'categories');
  await page.getByRole('tab', { name: '新闻分类' }).click();
  await settle(page);
  await shot(page, 'categories-news');
});

test('received messages and the drawer (staff)', async ({ page }) => {
  await signedIn(page, 'lina');
  const origin = new URL(page.url()).origin;
  await page.request.post('/api/fintech/biz/message/approvalReminders', {
    data: { ref_key: ['usr-sales'], message_content: '请审批：华东区域理财项目立项申请', message_category_key: 'PROCESS' },
    headers: { origin },
  });

  await page.goto('/message/business');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await shot(page, 'business');

  await page.goto('/message/administration');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await shot(page, 'administration');

  await page.getByTestId('message-bell').click();
  const drawer = page.getByRole('dialog', { name: '消息中心' });
  await expect(drawer.getByTestId('drawer-business')).toBeVisible();
  await settle(page);
  await shot(page, 'drawer-business');
  await drawer.getByRole('tab', { name: /行政消息/ }).click();
  await settle(page);
  await shot(page, 'drawer-administration');
  await drawer.getByRole('tab', { name: /新闻/ }).click();
  await expect(drawer.getByTestId('drawer-news').locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await shot(page, 'drawer-news');
  await drawer.getByTestId('drawer-news-view').first().click();
  await settle(page);
  await shot(page, 'drawer-news-view');
});

test('phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'admin');
  await page.goto('/message/notice');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await shot(page, 'phone-notice');
  await page.getByTestId('notice-create').click();
  await settle(page);
  await shot(page, 'phone-notice-dialog');
});
