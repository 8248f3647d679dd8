import { unsealData } from 'iron-session';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_SESSION_SECRET } from '../../../playwright.config';

export const DEMO_PASSWORD = 'Fincrm@2026';
export const SESSION_COOKIE = 'fincrm_session';

/** Signs in through the login page like a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, target = '/login'): Promise<void> {
  await page.goto(target);
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
