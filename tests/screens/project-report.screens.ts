import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/** The report tab of the project under way, in both languages, on a desktop and a phone: npm run screens -- tests/screens/project-report.screens.ts */

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(900);

for (const locale of ['zh-CN', 'en-US'] as const) {
  for (const width of [1440, 390]) {
    test(`project report (${locale}, ${width})`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
      await signIn(page, 'lina');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/okrProject/report?key=prj-demo-02');
      await expect(page.getByTestId('report-budget-chart')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('report-burn-down-chart')).toHaveAttribute('data-ready', 'true');
      await settle(page);
      await page.screenshot({ path: `${OUT}/project-report-${locale}-${width}.png`, fullPage: true });
      // A project without tasks, objectives or budget figures: the empty states.
      await page.goto('/okrProject/report?key=prj-demo-01');
      await expect(page.getByTestId('report-budget-paid')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${OUT}/project-report-empty-${locale}-${width}.png`, fullPage: true });
    });
  }
}
