import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signedIn } from '../e2e/support/session';

/** Lists with a 合计 row in both languages: npm run screens -- tests/screens/list-totals.screens.ts */

const OUT = '.tmp/screens';

for (const locale of ['zh-CN', 'en-US'] as const) {
  for (const width of [1440, 390]) {
    test(`list totals (${locale}, ${width})`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
      await signedIn(page, 'admin');
      for (const path of ['/crm/business', '/okr-project/contract']) {
        await page.goto(path);
        await expect(page.getByTestId('list-totals').first()).toBeVisible();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${OUT}/list-totals${path.replace(/\//g, '-')}-${locale}-${width}.png`, fullPage: true });
      }
    });
  }
}
