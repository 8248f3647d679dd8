import { expect, test, type Browser, type Page } from '@playwright/test';

/** Screenshots of registration, its result, partner sign-in's message and the login screen: npm run screens */

const OUT = '.tmp/screens';
const sizes = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;
const locales = ['zh-CN', 'en-US'] as const;

async function openPage(browser: Browser, baseURL: string, locale: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  return context.newPage();
}

for (const locale of locales) {
  for (const size of sizes) {
    test(`site account screens ${locale} ${size.name}`, async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL!, locale, size.viewport);
      const shot = (name: string, fullPage = true) => page.screenshot({ path: `${OUT}/site-accounts-${name}-${locale}-${size.name}.png`, fullPage });

      await page.goto('/register');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveCount(1);
      await shot('register');
      // The same form with every rule reporting at once.
      await page.locator('#username').fill('ab-c');
      await page.locator('#email').fill('zhouli@');
      await page.locator('#password').fill('abc');
      await page.getByTestId('register-submit').click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      // The form scrolls to the first error; back to the top so the sticky header sits where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('register-errors');

      await page.goto('/registerResult');
      await shot('register-result');

      await page.goto('/unionLogin?failed=invalid');
      await shot('union-login-invalid');

      await page.goto('/login');
      await page.waitForLoadState('networkidle');
      await shot('login', false);
      await page.context().close();
    });
  }
}
