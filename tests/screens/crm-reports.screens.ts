import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/**
 * The statistics, the daily reports and the dashboard's month figures in both languages, on a
 * desktop and a phone: npm run screens -- tests/screens/crm-reports.screens.ts
 */

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(900);

for (const locale of ['zh-CN', 'en-US'] as const) {
  for (const width of [1440, 390]) {
    test(`reports (${locale}, ${width})`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
      const shot = (name: string) => page.screenshot({ path: `${OUT}/reports-${name}-${locale}-${width}.png`, fullPage: true });

      await signIn(page, 'admin');
      await expect(page.getByTestId('dashboard-card-monthFigures')).toHaveAttribute('data-state', 'ready');
      await settle(page);
      await page.getByTestId('dashboard-card-monthFigures').screenshot({ path: `${OUT}/reports-dashboard-${locale}-${width}.png` });

      await page.goto('/crm/statistics');
      await expect(page.getByTestId('funnel-chart')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('stat-ranking').locator('.ant-table-row').first()).toBeVisible();
      await settle(page);
      await shot('statistics');

      await page.goto('/crm/dailyReport');
      await expect(page.getByTestId('daily-clue').locator('.ant-table-row').first()).toBeVisible();
      await settle(page);
      await shot('daily');
      await page.getByRole('tab', { name: locale === 'zh-CN' ? '商机日报' : 'Opportunities' }).click();
      await expect(page.getByTestId('daily-business').locator('.ant-table-row').first()).toBeVisible();
      await settle(page);
      await shot('daily-business');
    });
  }
}
