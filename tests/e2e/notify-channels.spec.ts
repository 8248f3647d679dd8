import { expect, test, type Page } from './support/test';
import { signedIn } from './support/session';
import { SmtpSink } from '../support/smtp-sink';

/**
 * 系统管理 → 通知渠道 with a real SMTP server this spec starts: the administrator allows the local
 * relay, fills the e-mail settings, 测试连接 succeeds and a wrong port is explained in Chinese;
 * saved and enabled, 发送记录 shows the demo rows and 重试 sends a failed one through the job to the
 * server. Screenshots at 1280 and 390 px go to .tmp/screens.
 */

const SHOTS = '.tmp/screens';
const sink = new SmtpSink({ user: 'relay', password: 'relay-pass' });

test.beforeAll(async () => {
  await sink.start();
});
test.afterAll(async () => {
  await sink.stop();
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

test('an administrator sets up e-mail, tests it, and retries what failed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, 'admin', { at: '/system/notifyChannels' });
  const root = page.getByTestId('notify-channels');
  await expect(root.getByRole('heading', { name: '通知渠道' })).toBeVisible();

  // The relay runs on this machine: an intranet host the administrator allows.
  await tab(page, '通用设置').click();
  const hosts = page.getByTestId('notify-form-general').locator('#notify-general_allowed_hosts');
  await hosts.fill('127.0.0.1');
  await hosts.press('Enter');
  // Leaving the field closes the tags' drop-down, which would cover 保存.
  await hosts.evaluate((el) => (el as HTMLElement).blur());
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await page.getByTestId('notify-general-save').click();
  await expect(toast(page, '通知设置已保存')).toBeVisible();

  await tab(page, '邮件').click();
  const form = page.getByTestId('notify-form-email');
  await expect(form.locator('#notify-email_host')).toHaveValue('localhost');
  await form.locator('#notify-email_host').fill('127.0.0.1');
  await form.locator('#notify-email_port').fill(String(sink.port));
  await form.locator('#notify-email_user').fill('relay');
  await form.locator('#notify-email_password').fill('relay-pass');
  await page.getByTestId('notify-email-test').click();
  await expect(page.getByTestId('notify-email-result')).toHaveText('连接成功：服务器已应答并接受登录');

  const closed = sink.port + 1;
  await form.locator('#notify-email_port').fill(String(closed));
  await page.getByTestId('notify-email-test').click();
  await expect(page.getByTestId('notify-email-result')).toHaveText(`127.0.0.1:${closed} 拒绝连接，请检查主机和端口`);
  // Saving enabled settings that fail is refused with the same reason.
  await page.getByTestId('notify-email-enabled').click();
  await page.getByTestId('notify-email-save').click();
  await expect(toast(page, `设置未保存：127.0.0.1:${closed} 拒绝连接，请检查主机和端口`)).toBeVisible();

  await form.locator('#notify-email_port').fill(String(sink.port));
  await page.getByTestId('notify-email-save').click();
  await expect(toast(page, '通知设置已保存')).toBeVisible();
  // The password is kept but never shown again.
  await expect(form.locator('#notify-email_password')).toHaveValue('');
  await expect(form.locator('#notify-email_password')).toHaveAttribute('placeholder', '已保存，留空则保持不变');
  await page.getByTestId('notify-email-send').click();
  await expect(page.getByTestId('notify-email-result')).toHaveText('测试消息已发送，请查收');
  await expect.poll(() => sink.mails.map((m) => m.subject)).toContain('通知渠道测试消息');
  await page.screenshot({ path: `${SHOTS}/notify-channels-email-1280.png`, fullPage: true });

  await tab(page, '发送记录').click();
  const outbox = page.getByTestId('notify-outbox');
  await expect(outbox.locator('.ant-table-row')).not.toHaveCount(0);
  await expect(page.getByTestId('notify-outbox-counts')).toContainText('已放弃：2');
  const failedRow = outbox.locator('.ant-table-row').filter({ hasText: '抄送：采购申请' });
  await expect(failedRow).toContainText('已放弃');
  await page.screenshot({ path: `${SHOTS}/notify-channels-outbox-1280.png`, fullPage: true });
  await page.getByTestId('notify-retry-ntf-demo-gave-up-2').click();
  await expect(toast(page, '已重新排队发送')).toBeVisible();
  // The job takes it at once and the relay receives it, with the link made absolute.
  await expect.poll(() => sink.mails.find((m) => m.subject === '抄送：采购申请')?.text ?? '', { timeout: 20_000 }).toMatch(/李娜的采购申请抄送给您。\s+http:\/\/localhost:\d+\/home\/workbench\/copiedToMe/);
  await expect(async () => {
    await outbox.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(page.getByTestId('notify-status-ntf-demo-gave-up-2')).toHaveText('已发送', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/notify-channels-outbox-390.png`, fullPage: true });
  // Opened anew, the page starts on its first tab.
  await page.reload();
  await expect(page.getByTestId('notify-form-email')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notify-channels-email-390.png`, fullPage: true });
});
