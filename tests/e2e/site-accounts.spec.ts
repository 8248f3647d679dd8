import { expect, test, type Browser, type Page } from './support/test';
import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { callInPage } from './support/in-page';
import { signIn } from './support/session';

/**
 * The public account pages: partner registration and its activation by an administrator, the
 * sign-in links, and partner sign-in with a one-time code (/unionLogin).
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toLowerCase();
const randomMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const PASSWORD = 'Partner2026';
const PENDING = '该账号尚未激活，请等待管理员审核激活后再登录';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const formError = (page: Page, field: string) => page.locator(`#${field}_help`);

async function fillRegistration(page: Page, username: string, mobile: string): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: '合作伙伴注册' })).toBeVisible();
  await page.locator('#company_name').fill('鼎信财富管理有限公司');
  await page.locator('#contact_name').fill('周立');
  await page.locator('#mobile').fill(mobile);
  await page.locator('#email').fill(`${username}@example.com`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#confirm_password').fill(PASSWORD);
}

/** Runs a step in a browser of its own, so two people can be signed in at once. */
async function inOwnBrowser<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a partner registers, waits for activation, an administrator activates, and the partner signs in', async ({ page, browser }) => {
  const username = `p_${stamp()}`;

  // The login screen leads to registration.
  await page.goto('/login');
  await page.getByRole('link', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);

  // The form checks the registration rules before sending anything.
  await page.getByTestId('register-submit').click();
  await expect(formError(page, 'company_name')).toHaveText('请输入公司名称');
  await page.locator('#username').fill('bad-name');
  await expect(formError(page, 'username')).toHaveText('只允许字母、数字、下划线');
  await page.locator('#email').fill('zhouli@');
  await expect(formError(page, 'email')).toHaveText('邮箱格式不正确');

  await fillRegistration(page, username, randomMobile());
  await page.locator('#confirm_password').fill('Partner2027');
  await expect(formError(page, 'confirm_password')).toHaveText('两次输入的密码不一致');
  await page.locator('#confirm_password').fill(PASSWORD);
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/registerResult$/);
  await expect(page.getByRole('heading', { level: 1, name: '注册申请已提交' })).toBeVisible();
  await expect(page.getByText('管理员审核并激活账号后，您即可使用注册的用户名和密码登录')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');

  // Before activation the sign-in is refused with a message that says why.
  await page.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page has loaded (its form hydrated) before it is opened again to sign in.
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await signIn(page, username, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: PENDING })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await inOwnBrowser(browser, async (adminPage) => {
    await signIn(adminPage, 'admin');
    await expect(adminPage).toHaveURL(/\/$/);
    await adminPage.goto('/system/user');
    const filter = adminPage.getByTestId('entity-filter').first().locator('#entity-filter-user_username');
    await filter.fill(username);
    await filter.press('Enter');
    await expect(rows(adminPage)).toHaveCount(1);
    const row = rows(adminPage).first();
    await expect(row).toContainText('待激活');
    await expect(row.getByTestId('row-freeze')).toHaveCount(0);
    await row.getByTestId('row-activate').click();
    const confirm = adminPage.locator('.ant-popconfirm:not(.ant-popover-hidden)');
    await expect(confirm).toContainText('确定要激活该账号吗？激活后该用户即可登录。');
    await confirm.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(toast(adminPage, '激活成功')).toBeVisible();
    await expect(row).toContainText('正常');
    await expect(row.getByTestId('row-freeze')).toBeVisible();
  });

  await signIn(page, username, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // The partner role's pages: the dashboard and the messages, nothing of the staff's.
  await expect(page).toHaveURL(/\/$/);
  const topNav = page.getByRole('navigation', { name: '顶部导航' });
  await expect(topNav.getByRole('link', { name: '消息中心' })).toBeVisible();
  await expect(topNav.getByRole('link', { name: '客户管理' })).toHaveCount(0);
});

test('a username already taken is refused on the form, and nothing is created', async ({ page }) => {
  await fillRegistration(page, 'lina', randomMobile());
  await page.getByTestId('register-submit').click();
  await expect(formError(page, 'username')).toHaveText('该用户名已被注册，请换一个用户名');
  await expect(page).toHaveURL(/\/register$/);
});

test('the login screen links back to the home page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('a one-time code from a signed-in user signs in elsewhere once, landing on the target', async ({ page, browser }) => {
  await signIn(page, 'lina');
  await expect(page).toHaveURL(/\/$/);
  const issued = await callInPage<{ code: string }>(page, siteAccountPaths.userTokenToCode, {});
  expect(issued.code).toBe(0);
  const address = `/unionLogin?code=${encodeURIComponent(issued.data.code)}&redirect=${encodeURIComponent('/person/index')}`;

  await inOwnBrowser(browser, async (partner) => {
    await partner.goto(address);
    await expect(partner).toHaveURL(/\/person\/index$/);
    await expect(partner.getByTestId('user-menu')).toContainText('李娜');
  });

  // Used once: a second browser gets the page that explains it, with a way to sign in.
  await inOwnBrowser(browser, async (other) => {
    const response = await other.goto(address);
    expect(response?.status()).toBe(200);
    await expect(other).toHaveURL(/\/unionLogin\?failed=invalid/);
    await expect(other.getByRole('heading', { level: 1, name: '合作伙伴登录' })).toBeVisible();
    await expect(other.getByTestId('union-login-message')).toHaveText('登录码无效、已使用或已过期，请从合作伙伴系统重新获取，或使用账号密码登录。');
    await other.getByRole('link', { name: '使用账号密码登录' }).click();
    await expect(other).toHaveURL(/\/login\?redirect=%2Fperson%2Findex$/);
  });
});

test('/unionLogin with a bad code or none says so and offers the sign-in', async ({ page }) => {
  await page.goto('/unionLogin?code=not-a-real-code&redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/unionLogin\?failed=invalid$/);
  await expect(page.getByTestId('union-login-message')).toContainText('登录码无效');
  await expect(page.getByRole('link', { name: '使用账号密码登录' })).toHaveAttribute('href', '/login');

  const response = await page.goto('/unionLogin');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('union-login-message')).toHaveText('缺少登录码，请从合作伙伴系统重新进入，或使用账号密码登录。');
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
});
