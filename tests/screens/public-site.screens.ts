import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE, locales } from '@/lib/i18n/locales';
import { PUBLIC_ROUTES } from '../e2e/support/public-site';

/** Full-page screenshots of every public route, desktop and phone, in both languages: npm run screens */

const OUT = '.tmp/screens';
const sizes = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

const fileName = (path: string) => path.replace(/^\//, '') || 'root';

for (const locale of locales) {
  for (const size of sizes) {
    test(`public site ${locale} ${size.name}`, async ({ browser, baseURL, request }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport: size.viewport, locale });
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
      const page = await context.newPage();
      for (const route of PUBLIC_ROUTES) {
        const response = await page.goto(await route.address(request));
        expect.soft(response?.status(), route.path).toBe(route.status);
        await page.waitForLoadState('networkidle');
        await expect.soft(page.locator('h1').first()).toBeVisible();
        await page.screenshot({ path: `${OUT}/public-site-${fileName(route.path)}-${locale}-${size.name}.png`, fullPage: true });
      }
      await context.close();
    });
  }
}
