import { expect, test, type Page } from './support/test';
import { codeFor, wrongCode } from './support/authenticator';
import { callInPage } from './support/in-page';
import { signIn, signedInPage } from './support/session';

// A user of this spec's own, so no other spec meets a second step at its sign-in.
const USERNAME = `totp_${Date.now().toString(36).slice(-6)}`;
const PASSWORD = 'Welcome2026';
const SHOTS = '.tmp/screens';

test.describe.configure({ mode: 'serial' });

let secret = '';
let recoveryCodes: string[] = [];

async function atWidth(page: Page, width: number, shoot: () => Promise<unknown>): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await shoot();
}

test('a user sets up an authenticator in 个人中心 and keeps the recovery codes', async ({ browser, page }) => {
  const admin = await signedInPage(browser, 'admin');
  const created = await callInPage(admin, '/api/app/base/app/sys/user/add', { username: USERNAME, realname: '两步验证用户', password: PASSWORD, selectedroles: 'role-staff', selecteddeparts: 'dep-office' });
  expect(created.code).toBe(0);

  await signIn(page, USERNAME, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/person/index');
  const card = page.getByTestId('two-factor-card');
  await expect(card.getByTestId('totp-status')).toHaveText('未开启');
  await card.getByTestId('totp-enable').click();
  await expect(card.getByRole('img', { name: '两步验证二维码' })).toBeVisible();
  secret = (await card.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The key as typed by hand: the same letters, grouped by four.
  await expect(card.getByTestId('totp-secret')).toContainText(secret.slice(0, 4));
  await atWidth(page, 1280, () => card.screenshot({ path: `${SHOTS}/two-factor-setup-1280.png` }));
  await atWidth(page, 390, () => card.screenshot({ path: `${SHOTS}/two-factor-setup-390.png` }));

  await card.getByTestId('totp-code').fill(wrongCode(secret));
  await expect(card.getByRole('alert')).toContainText('验证码错误或已过期');
  await card.getByTestId('totp-code').fill(codeFor(secret));
  const codes = card.getByTestId('recovery-codes');
  await expect(codes).toBeVisible();
  await expect(codes).toContainText('恢复码只显示这一次');
  recoveryCodes = await codes.locator('li code').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await atWidth(page, 390, () => card.screenshot({ path: `${SHOTS}/two-factor-codes-390.png` }));
  await atWidth(page, 1280, () => card.screenshot({ path: `${SHOTS}/two-factor-codes-1280.png` }));
  await codes.getByTestId('recovery-codes-done').click();
  await expect(card.getByTestId('totp-status')).toHaveText('已开启');
  await expect(card).toContainText('剩余恢复码：10 个');
});

test('signing in asks for the code after the password, refuses a wrong one, and lets the right one in', async ({ page, context }) => {
  expect(secret).not.toBe('');
  await context.clearCookies();
  await signIn(page, USERNAME, PASSWORD);
  const step = page.getByTestId('sign-in-code-step');
  await expect(step).toBeVisible();
  // No session yet: the back office sends the browser back to the login page.
  const home = await page.request.get('/api/app/base/app/sys/permission/getUserPermissionByToken/current');
  expect((await home.json()).code).toBe(401);
  await atWidth(page, 1280, () => page.screenshot({ path: `${SHOTS}/two-factor-code-step-1280.png` }));
  await atWidth(page, 390, () => page.screenshot({ path: `${SHOTS}/two-factor-code-step-390.png` }));

  await step.getByTestId('totp-code').fill(wrongCode(secret));
  await expect(step.getByRole('alert')).toContainText('验证码错误或已过期');
  // Six digits send themselves.
  await step.getByTestId('totp-code').fill(codeFor(secret, 1));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a recovery code signs in once', async ({ page, context }) => {
  await context.clearCookies();
  await signIn(page, USERNAME, PASSWORD);
  const step = page.getByTestId('sign-in-code-step');
  await step.getByTestId('use-recovery-code').click();
  await step.getByTestId('recovery-code-input').fill(recoveryCodes[0]!);
  await step.getByTestId('sign-in-verify').click();
  await expect(page).toHaveURL(/\/$/);

  await context.clearCookies();
  await signIn(page, USERNAME, PASSWORD);
  await page.getByTestId('use-recovery-code').click();
  await page.getByTestId('recovery-code-input').fill(recoveryCodes[0]!);
  await page.getByTestId('sign-in-verify').click();
  await expect(page.getByTestId('sign-in-code-step').getByRole('alert')).toContainText('验证码错误或已过期');
});

test('安全设置 shows the requirement switches, the password policy and the lockout', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { at: '/system/security' });
  const settings = admin.getByTestId('security-settings');
  await expect(settings.getByText('管理员必须开启两步验证')).toBeVisible();
  await expect(settings.getByRole('spinbutton', { name: '最小长度' })).toHaveValue('8');
  await expect(settings.getByText('每个账号失败次数上限')).toBeVisible();
  await atWidth(admin, 1280, () => admin.screenshot({ path: `${SHOTS}/security-settings-1280.png`, fullPage: true }));
  await atWidth(admin, 390, () => admin.screenshot({ path: `${SHOTS}/security-settings-390.png`, fullPage: true }));

  const reset = await callInPage(admin, '/api/app/base/app/sys/user/twoFactor/reset', { userKey: 'none-such' });
  expect(reset.code).toBe(404);
});

test('an administrator resets a lost authenticator from the user list, and the password alone signs in again', async ({ browser, page, context }) => {
  const admin = await signedInPage(browser, 'admin', { at: '/system/user' });
  const search = admin.getByTestId('entity-filter').first().locator('#entity-filter-user_username');
  await search.fill(USERNAME);
  await search.press('Enter');
  const rows = admin.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  // 两步验证 is a column of the list, and the reset is offered only where it is on.
  await expect(admin.locator('.ant-table-thead').getByText('两步验证')).toBeVisible();
  await row.getByTestId('row-mfa-reset').click();
  await admin.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(admin.locator('.ant-message').getByText('已重置该用户的两步验证')).toBeVisible();
  await expect(row.getByTestId('row-mfa-reset')).toHaveCount(0);

  await context.clearCookies();
  await signIn(page, USERNAME, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});
