import { expect, test, type APIRequestContext, type Page } from './support/test';
import { solidPng } from './support/png';
import { DEMO_PASSWORD, signIn } from './support/session';

// wangfang is changed here and put back at the end: session.spec.ts signs in with the demo password.
const USER = 'wangfang';
// A password of the run's own: the policy refuses a recent one, and a run again follows the last try's.
const NEW_PASSWORD = `Renewed${Date.now().toString(36)}X`;

test.describe.configure({ mode: 'serial' });

async function openPersonalCentre(page: Page, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, USER, password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/person/index');
  await expect(page.getByTestId('profile-form')).toBeVisible();
}

/** Runs `step` while 安全设置 remembers `history` passwords, then puts the setting back. */
async function withPasswordHistory<T>(playwright: { request: { newContext: (options: { baseURL: string; extraHTTPHeaders: Record<string, string> }) => Promise<APIRequestContext> } }, baseURL: string, history: number, step: () => Promise<T>): Promise<T> {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await (await admin.post('/api/app/base/app/sys/user/login', { form: { username: 'admin', password: DEMO_PASSWORD } })).json()).code).toBe(0);
    const { lockout: _lockout, ...settings } = ((await (await admin.get('/api/app/base/sys/securitySettings')).json()) as { data: Record<string, unknown> }).data;
    expect((await (await admin.put('/api/app/base/sys/securitySettings', { data: { ...settings, history } })).json()).code).toBe(0);
    try {
      return await step();
    } finally {
      await admin.put('/api/app/base/sys/securitySettings', { data: settings });
    }
  } finally {
    await admin.dispose();
  }
}

// Puts the account back as the other specs expect it, whichever step a failure stopped at.
test.afterAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    for (const password of [NEW_PASSWORD, DEMO_PASSWORD]) {
      const login = await (await api.post('/api/app/base/app/sys/user/login', { form: { username: USER, password } })).json();
      if (login.code !== 0) continue;
      if (password !== DEMO_PASSWORD) {
        // The password policy refuses the last 3 passwords: an administrator lets the old one back for a moment.
        const back = await withPasswordHistory(playwright, baseURL, 0, () => api.put('/api/app/base/app/sys/user/changePassword', { data: { oldpassword: password, password: DEMO_PASSWORD, confirmpassword: DEMO_PASSWORD } }));
        expect((await back.json()).code).toBe(0);
        expect((await (await api.post('/api/app/base/app/sys/user/login', { form: { username: USER, password: DEMO_PASSWORD } })).json()).code).toBe(0);
      }
      const profile = { realname: '王芳', phone: '13800000004', email: 'wangfang@example.com', sex: 2, birthday: null, avatar: null };
      expect((await (await api.put('/api/app/base/app/sys/user/updateProfile', { data: profile })).json()).code).toBe(0);
      return;
    }
    throw new Error(`${USER} signs in with neither password`);
  } finally {
    await api.dispose();
  }
});

test('the profile saves, refuses a bad mobile, and the new name reaches the top bar', async ({ page }) => {
  await openPersonalCentre(page);
  await expect(page.getByTestId('person-roles')).toContainText('普通员工');
  await expect(page.getByTestId('person-departments')).toContainText('财务部');
  const form = page.getByTestId('profile-form');
  await expect(form.locator('input[disabled]').first()).toHaveValue(USER);

  const phone = form.locator('#phone');
  await phone.fill('12345678901');
  await phone.press('Enter');
  await expect(form.getByText('请输入正确手机号')).toBeVisible();
  await phone.fill('13900000004');
  await expect(form.getByText('请输入正确手机号')).toHaveCount(0);

  await form.locator('#email').fill('not-an-email');
  await form.locator('#email').press('Enter');
  await expect(form.getByText('邮箱格式不正确')).toBeVisible();
  await form.locator('#email').fill('');

  const realname = form.locator('#realname');
  await realname.fill('王芳芳');
  await realname.press('Enter');
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  await expect(page.getByTestId('person-name')).toHaveText('王芳芳');

  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText('王芳芳');
  await expect(page.getByTestId('profile-form').locator('#realname')).toHaveValue('王芳芳');
  await expect(page.getByTestId('profile-form').locator('#phone')).toHaveValue('13900000004');
  await expect(page.getByTestId('profile-form').locator('#email')).toHaveValue('');
});

test('a male user sees 男 chosen, and saving keeps it male', async ({ page }) => {
  await signIn(page, 'zhangwei');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/person/index');
  const form = page.getByTestId('profile-form');
  await expect(form.getByRole('radio', { name: '男' })).toBeChecked();
  await expect(form.getByRole('radio', { name: '女' })).not.toBeChecked();
  const saved = page.waitForRequest((r) => r.url().includes('/sys/user/updateProfile'));
  await form.locator('#realname').press('Enter');
  expect((await saved).postDataJSON().sex).toBe(1);
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-form').getByRole('radio', { name: '男' })).toBeChecked();
});

test('an avatar image uploads and shows; a file that is not an image is refused', async ({ page }) => {
  await openPersonalCentre(page);
  const input = page.locator('input[type=file]');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.locator('.ant-message').getByText('请上传图片')).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(16, [31, 95, 191]) });
  await expect(page.locator('.ant-message').getByText('头像已更新')).toBeVisible();
  const avatar = page.getByTestId('profile-avatar').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/files\/.+\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /^\/files\/.+\.png$/);

  await page.reload();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^\/files\/.+\.png$/);
});

test('changing the password: a wrong current one is refused, the right one signs out and the new one signs in', async ({ page }) => {
  await openPersonalCentre(page);
  await page.getByRole('tab', { name: '修改密码' }).click();
  const form = page.getByTestId('password-form');
  // The length the form checks is the policy's, which arrives after the page: its hint says it has.
  await expect(form.getByText(/至少 8 位/)).toBeVisible();

  await form.locator('#password').fill('short1');
  await form.locator('#password').press('Enter');
  await expect(form.getByText('密码至少需要 8 位')).toBeVisible();
  await form.locator('#password').fill(NEW_PASSWORD);
  await form.locator('#confirmpassword').fill(`${NEW_PASSWORD}9`);
  await form.locator('#confirmpassword').press('Enter');
  await expect(form.getByText('两次输入的密码不一致')).toBeVisible();

  await form.locator('#oldpassword').fill('Wrong-password1');
  await form.locator('#confirmpassword').fill(NEW_PASSWORD);
  await form.locator('#confirmpassword').press('Enter');
  // The server's own words for a wrong current password.
  await expect(page.locator('.ant-message-error')).toContainText('密码');
  await expect(page).toHaveURL(/\/person\/index$/);

  await form.locator('#oldpassword').fill(DEMO_PASSWORD);
  await form.locator('#confirmpassword').press('Enter');
  await expect(page.locator('.ant-message').getByText('修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('.ant-alert')).toContainText('请使用新密码重新登录');

  await signIn(page, USER, DEMO_PASSWORD);
  await expect(page.locator('.ant-alert')).toContainText('账号或密码错误');
  await signIn(page, USER, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toContainText('王芳芳');
});
