import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/** A demo customer's record page with each tab open, and a product's detail with its own tabs, in both languages. */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(600);

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`customer sub-records (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/customer-subrecords-${name}-${locale}.png`, fullPage: true });
    await signIn(page, 'lina');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/crm/customer/cus-demo-01');
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

    // A product's detail: its prices, coefficients and costs.
    await tabs.filter({ hasText: locale === 'zh-CN' ? '客户产品' : 'Product' }).click();
    const products = page.locator('[data-entity="customerProduct"]');
    await expect(products.locator('.ant-table-row').first()).toBeVisible();
    await products.locator('.ant-table-row').filter({ hasText: '家族信托综合服务' }).getByTestId('row-detail').click();
    const drawer = page.getByTestId('entity-detail');
    await expect(drawer).toBeVisible();
    const drawerTabs = drawer.getByRole('tab');
    const drawerCount = await drawerTabs.count();
    for (let i = 0; i < drawerCount; i += 1) {
      await drawerTabs.nth(i).click();
      await settle(page);
      await shot(`product-tab-${i}`);
    }
    // A price: a record named by its price type, titled with the item's text.
    await drawerTabs.nth(1).click();
    await page.locator('[data-entity="customerProductPrice"] .ant-table-row').first().getByTestId('row-detail').click();
    await expect(page.getByTestId('entity-detail')).toHaveCount(2);
    await settle(page);
    await shot('price-detail');
    // Closed by their buttons: after the first closes, Escape may land outside the second.
    for (const left of [1, 0]) {
      await page.locator('.ant-drawer-open .ant-drawer-close').last().click();
      await expect(page.getByTestId('entity-detail')).toHaveCount(left);
    }

    // The contract form with its attachment input, and the account number refused as typed.
    await tabs.filter({ hasText: locale === 'zh-CN' ? '账户' : 'Bank account' }).click();
    const accounts = page.locator('[data-entity="customerAccount"]');
    await accounts.getByTestId('entity-create').click();
    const form = page.getByTestId('entity-form');
    await form.locator('#entity-form-customerAccount_account_no').fill('0123456789');
    await page.getByTestId('entity-form-submit').click();
    await expect(form.getByText(locale === 'zh-CN' ? '请输入16、17或19位账号，首位不能为0' : 'Please enter a 16, 17 or 19 digit account not starting with 0')).toBeVisible();
    await settle(page);
    await shot('account-form');
    await page.keyboard.press('Escape');
    await settle(page);
    await tabs.filter({ hasText: locale === 'zh-CN' ? '合同' : 'Contract' }).click();
    await page.locator('[data-entity="customerContract"]').getByTestId('entity-create').click();
    await expect(page.getByTestId('entity-form')).toBeVisible();
    await settle(page);
    await shot('contract-form');
  });
}
