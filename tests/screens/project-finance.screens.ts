import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/** A project's quotes and contracts in both languages: npm run screens -- tests/screens/project-finance.screens.ts */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(800);

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`project finance (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/project-finance-${name}-${locale}.png`, fullPage: true });
    await signIn(page, 'lina');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/okrProject/price?key=prj-demo-02');
    await expect(page.locator('[data-entity="quote"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('workspace-quotes');

    await page.goto('/okr-project/price/quo-demo-01');
    await expect(page.getByTestId('record-title')).toBeVisible();
    await settle(page);
    await shot('quote-record');
    await page.getByTestId('record-page').locator('.ant-tabs-tab[data-node-key="child:quoteLine"]').click();
    await expect(page.locator('[data-entity="quoteLine"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('quote-lines');
    await page.goto('/okr-project/price/quo-demo-02');
    await page.getByTestId('record-approval-tab').click();
    await settle(page);
    await shot('quote-approval-none');

    await page.goto('/okr-project/price');
    await expect(page.locator('[data-entity="quote"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('quotes-all');

    await page.goto('/okrProject/contract?key=prj-demo-02');
    await expect(page.locator('[data-entity="contract"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('workspace-contracts');
    await page.goto('/okr-project/contract/ctr-demo-01');
    await expect(page.getByTestId('record-title')).toBeVisible();
    await settle(page);
    await shot('contract-archived');
    await page.goto('/okr-project/contract/ctr-demo-03');
    await expect(page.getByTestId('record-title')).toBeVisible();
    await page.getByTestId('record-edit').click();
    await expect(page.getByTestId('entity-form')).toBeVisible();
    await settle(page);
    await shot('contract-form');
  });
}
