import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/** The supplier list, a demo supplier's record page with each tab open, and a purchase's page with its approval, in both languages. */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(600);

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`suppliers (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/suppliers-${name}-${locale}.png`, fullPage: true });
    await signIn(page, 'lina');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/supply/supplier');
    await expect(page.locator('[data-entity="supplier"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('list');

    await page.goto('/supply/supplier/sup-demo-01');
    const record = page.getByTestId('record-page');
    await expect(record).toBeVisible();
    const tabs = record.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    for (let i = 0; i < count; i += 1) {
      await tabs.nth(i).click();
      await settle(page);
      await shot(`tab-${String(i).padStart(2, '0')}`);
    }

    await page.goto('/supply/purchase');
    await expect(page.locator('[data-entity="supplierPurchase"] .ant-table-row').first()).toBeVisible();
    // The supplier column names the supplier once its label has come.
    await expect(page.locator('[data-entity="supplierPurchase"] .ant-table-row').first()).toContainText('上海数聚信息技术有限公司');
    await settle(page);
    await shot('purchases');
    await page.goto('/supply/purchase/spu-demo-01');
    await expect(page.getByTestId('record-page')).toBeVisible();
    await page.getByTestId('record-approval-tab').click();
    await expect(page.getByTestId('record-approval')).toBeVisible();
    await settle(page);
    await shot('purchase-approval');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/supply/supplier');
    await expect(page.locator('[data-entity="supplier"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('list-phone');
  });
}
