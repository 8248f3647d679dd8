import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/** The customer list, the public pool and a customer's record page, in both languages: npm run screens -- tests/screens/customers.screens.ts */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(600);

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`customers (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/customers-${name}-${locale}.png`, fullPage: true });
    await signIn(page, 'lina');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/crm/customer');
    await expect(page.locator('[data-entity="customer"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('list');
    await page.locator('[data-entity="customer"] .ant-table-row').first().getByTestId('row-more').click();
    await settle(page);
    await shot('row-actions');
    await page.keyboard.press('Escape');
    await page.locator('[data-entity="customer"] .ant-table-row').first().getByTestId('row-detail').click();
    await expect(page.getByTestId('record-page')).toBeVisible();
    await settle(page);
    await shot('record');
    await page.getByTestId('record-page').getByRole('tab', { name: locale === 'zh-CN' ? '联系人' : 'Contact', exact: true }).click();
    await expect(page.locator('[data-entity="customerContact"]')).toBeVisible();
    await settle(page);
    await shot('record-contacts');
    await page.getByTestId('record-page').getByTestId('action-toSea').click();
    await settle(page);
    await shot('to-sea-dialog');
    await page.keyboard.press('Escape');
    await page.goto('/crm/customerSea');
    await expect(page.locator('[data-entity="customer"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('pool');
  });
}
