import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/support/session';

/** Screenshots of the shell for a visual check (both languages, desktop and phone): npm run screens */

const OUT = '.tmp/screens';
const sizes = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;
const locales = ['zh-CN', 'en-US'] as const;

/** Waits for the login form to be live first: a fresh context's first page may hydrate slowly. */
async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('#password').press('Enter');
}

async function openPage(browser: Browser, baseURL: string, locale: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  return context.newPage();
}

for (const locale of locales) {
  for (const size of sizes) {
    test(`shell screens ${locale} ${size.name}`, async ({ browser, baseURL }) => {
      const phone = size.viewport.width < 992;
      const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/shell-${name}-${locale}-${size.name}.png` });
      const page = await openPage(browser, baseURL!, locale, size.viewport);
      await signIn(page, 'admin');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, 'topbar');

      if (phone) {
        await page.locator('header button').first().click();
        // The drawer loads on first opening: wait for its menu, then for the slide to end.
        await expect(page.getByRole('dialog').locator('.ant-menu-root')).toBeVisible();
        await page.waitForTimeout(400);
        await shot(page, 'nav-drawer');
        await page.keyboard.press('Escape');
        await page.waitForTimeout(300);
      }

      await page.getByTestId('all-menus').click();
      await expect(page.getByTestId('all-menus-panel')).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, 'popover');
      await page.getByTestId('all-menus-panel').getByRole('textbox').fill(locale === 'zh-CN' ? '客户' : 'customer');
      await page.waitForTimeout(200);
      await shot(page, 'popover-search');
      await page.getByTestId('all-menus-panel').getByRole('button').filter({ hasText: locale === 'zh-CN' ? '菜单显示设置' : 'Menu display settings' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(900);
      await shot(page, 'settings');
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);

      const paths = ['/crm/customer', '/crm/clue', '/supply/supplier', '/system/user', '/message/business'];
      for (const [index, path] of paths.entries()) {
        await page.goto(path);
        await expect(page.getByTestId('visited-tab')).toHaveCount(index + 2);
      }
      await page.waitForLoadState('networkidle');
      await page.getByTestId('visited-tab').nth(phone ? 5 : 2).click({ button: 'right' });
      await page.waitForTimeout(300);
      await shot(page, 'tabs-menu');
      await page.keyboard.press('Escape');

      await page.getByTestId('message-bell').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await shot(page, 'messages');
      await page.context().close();

      const lina = await openPage(browser, baseURL!, locale, size.viewport);
      await signIn(lina, 'lina');
      await expect(lina).toHaveURL(/\/$/);
      await lina.goto('/system/user');
      await expect(lina.getByTestId('forbidden')).toBeVisible();
      await lina.waitForLoadState('networkidle');
      await shot(lina, '403');
      await lina.context().close();
    });
  }
}
