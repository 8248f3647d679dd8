import { unsealData } from 'iron-session';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { E2E_SESSION_SECRET } from '../../../playwright.config';

export const DEMO_PASSWORD = 'Fincrm@2026';
export const SESSION_COOKIE = 'fincrm_session';

/**
 * Signs in through the gateway's login call, as the login page's form does, and opens `at` (the
 * home page unless told): for tests about what comes after signing in (the login page has specs of
 * its own). Opening the page a test is about straight away spares it a load of the home page.
 */
export async function signInByCall(page: Page, username: string, password = DEMO_PASSWORD, at = '/'): Promise<void> {
  const res = await page.request.post('/api/app/base/app/sys/user/login', { headers: { 'sec-fetch-site': 'same-origin' }, form: { username, password } });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 0) throw new Error(`${username} could not sign in: ${answer.msg}`);
  await page.goto(at);
}

/** Signed in, and on the home page or on `at`. */
export async function signedIn(page: Page, username: string, options: { at?: string; password?: string } = {}): Promise<void> {
  await signInByCall(page, username, options.password, options.at);
  if (!options.at) await expect(page).toHaveURL(/\/$/);
}

export interface SignedInPageOptions {
  /** The interface language, chosen after signing in (the cookie the language switch sets). */
  locale?: 'zh-CN' | 'en-US';
  password?: string;
  /** A 1440-wide desktop window rather than Playwright's default. */
  wide?: boolean;
  /** The page to open once signed in (the home page unless told). */
  at?: string;
}

/** A browser context of its own, signed in as this user: a second person beside the test's page. */
export async function signedInPage(browser: Browser, username: string, options: SignedInPageOptions = {}): Promise<Page> {
  const context = await browser.newContext(options.wide ? { viewport: { width: 1440, height: 900 } } : {});
  const page = await context.newPage();
  if (!options.locale) {
    await signedIn(page, username, { password: options.password, at: options.at });
    return page;
  }
  await signedIn(page, username, { password: options.password });
  await context.addCookies([{ name: LOCALE_COOKIE, value: options.locale, url: page.url() }]);
  if (options.at) await page.goto(options.at);
  return page;
}

/** Signs in through the login page like a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, target = '/login'): Promise<void> {
  await page.goto(target);
  // The form takes input once the page has hydrated; before that its button is disabled.
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
}

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
}

/** Opens the sealed cookie with the test secret: the only way a test can learn the token. */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = await sessionCookie(context);
  if (!cookie) throw new Error('no session cookie');
  const data = await unsealData<{ token?: string }>(cookie.value, { password: E2E_SESSION_SECRET });
  if (!data.token) throw new Error('session holds no token');
  return data.token;
}

/**
 * Signs out through the user menu. The menu opens with a short animation; clicking an item while
 * it still moves can land on its neighbour, so the click waits until the menu has settled.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  const item = page.getByTestId('logout');
  await expect(item).toBeVisible();
  await expect(page.locator('.ant-dropdown').filter({ has: item })).not.toHaveClass(/-(enter|appear)/);
  await item.click();
  await expect(page).toHaveURL(/\/login/);
}
