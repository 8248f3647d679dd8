import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { codeFor } from './support/authenticator';
import { callInPage } from './support/in-page';
import { signedIn, signIn, signOut } from './support/session';
import { oidcPaths } from '@/lib/contract/oidc-sign-in';
import { signInSecurityPaths } from '@/lib/contract/sign-in-security';
import { startTestProvider, type TestProvider } from '../support/oidc-provider';

/**
 * Company sign-in through a real OpenID Connect provider started by the spec: an administrator
 * configures it under 系统管理 → 登录设置 (测试连接 passes), then a colleague signs in with the
 * button on the login page and the provider's own sign-in page, and lands signed in.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SCREENS = '.tmp/screens';
let provider: TestProvider;

// The second test signs in with the configuration the first one saved.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  provider = await startTestProvider([`http://localhost:${PORT}/api/gateway/oidc/callback`]);
  mkdirSync(SCREENS, { recursive: true });
});
test.afterAll(async () => provider?.close());

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${SCREENS}/oidc-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator configures company sign-in, and a colleague signs in through the provider', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/system/signIn');
  await page.getByRole('tab', { name: '企业账号登录（OIDC）' }).click();
  const form = page.getByTestId('oidc-settings-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('oidc-redirect-uri')).toHaveValue(`http://localhost:${PORT}/api/gateway/oidc/callback`);

  // The demo's example provider is filled in; point it at the spec's.
  await page.getByTestId('oidc-issuer').fill(provider.issuer);
  await page.getByTestId('oidc-client-id').fill(provider.clientId);
  await page.getByTestId('oidc-client-secret').fill(provider.clientSecret);
  await page.getByTestId('oidc-allowed-domains').fill('corp.example');
  // A retry finds it on already: the switch is turned on, never flipped.
  const enabled = page.getByTestId('oidc-enabled');
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
  await expect(enabled).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('oidc-test').click();
  const result = page.getByTestId('oidc-test-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result).toContainText('连接正常');
  await expect(result).toContainText('身份服务认可这个 Client ID 和密钥');
  await expect(result).toContainText(`${provider.issuer}/token`);
  await shoot(page, 'settings');

  await page.getByTestId('oidc-save').click();
  await expect(page.locator('.ant-message').getByText('登录设置已保存')).toBeVisible();
  await expect(page.getByTestId('oidc-client-secret')).toHaveValue('');

  await signOut(page);
  await page.goto('/login?redirect=%2Fperson%2Findex');
  const button = page.getByTestId('oidc-sign-in');
  await expect(button).toHaveText(/使用企业账号登录/);
  await shoot(page, 'login');

  await button.click();
  // The provider's own sign-in page (its development form): any password, the login names the person.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('alice');
  await page.locator('input[name="password"]').fill('whatever');
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(/\/person\/index$/);
  await expect(page.getByText('艾丽斯').first()).toBeVisible();
});

/** The login page's company button, then the provider's development form as `login`. */
async function throughProvider(page: Page, login: string): Promise<void> {
  await page.goto('/login?redirect=%2Fperson%2Findex');
  await page.getByTestId('oidc-sign-in').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('whatever');
  await page.locator('button[type="submit"]').click();
}

test('with an authenticator set up, the provider alone does not sign in: the login asks for the code', async ({ page, context }) => {
  await throughProvider(page, 'alice');
  await expect(page).toHaveURL(/\/person\/index$/);
  const begun = await callInPage<{ secret: string }>(page, signInSecurityPaths.setupBegin, {});
  const secret = begun.data.secret;
  expect((await callInPage(page, signInSecurityPaths.setupConfirm, { code: codeFor(secret) })).code).toBe(0);

  await context.clearCookies();
  await throughProvider(page, 'alice');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fperson%2Findex&step=code$/);
  const step = page.getByTestId('sign-in-code-step');
  await expect(step).toBeVisible();
  await step.getByTestId('totp-code').fill(codeFor(secret, 1));
  await expect(page).toHaveURL(/\/person\/index$/);
  await expect(page.getByText('艾丽斯').first()).toBeVisible();
});

test('a colleague links her company account in 个人中心, then the company button opens her own account', async ({ page, context }) => {
  // A login of this run's own, and lina unlinked first: a retry starts as the first try did.
  const login = `lina-corp-${Date.now().toString(36)}`;
  provider.people.set(login, { preferred_username: 'lina', name: '李娜（企业）', email: 'lina@corp.example', email_verified: true, groups: [] });
  await signedIn(page, 'lina', { at: '/person/index' });
  expect((await callInPage(page, oidcPaths.unlink, {})).code).toBe(0);
  await page.reload();
  const card = page.getByTestId('company-account-card');
  await expect(card.getByTestId('company-account-status')).toHaveText('未绑定');
  await card.getByTestId('company-account-link').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('whatever');
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(/\/person\/index\?oidcLink=linked$/);
  await expect(card.getByTestId('company-account-result')).toContainText('已绑定企业账号');
  await expect(card.getByTestId('company-account-status')).toHaveText('已绑定');
  await shoot(page, 'linked');

  // Signed out, the company button now opens lina's own account (her username claim alone never did).
  await context.clearCookies();
  await throughProvider(page, login);
  await expect(page).toHaveURL(/\/person\/index$/);
  await expect(page.getByTestId('person-name')).toHaveText('李娜');
});

test('a refused company sign-in comes back to the login page with the reason', async ({ page }) => {
  await page.goto('/api/gateway/oidc/callback?state=never-issued&code=x');
  await expect(page).toHaveURL(/\/login\?signInError=stateUnknown$/);
  await expect(page.getByTestId('oidc-sign-in-error')).toContainText('登录请求无效或已使用，请重新登录');
});
