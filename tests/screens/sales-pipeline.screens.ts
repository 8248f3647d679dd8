import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/** The opportunity board, an order with its lines, and the reservations, in both languages: npm run screens -- tests/screens/sales-pipeline.screens.ts */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(600);

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`sales pipeline (${locale})`, async ({ page, context, baseURL }) => {
    const zh = locale === 'zh-CN';
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/pipeline-${name}-${locale}.png`, fullPage: true });
    await signIn(page, 'lina');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/crm/business');
    await page.locator('[data-entity="business"]').getByTestId('list-view-switch').getByText(zh ? '看板' : 'Board').click();
    await expect(page.getByTestId('board-card').first()).toBeVisible();
    await settle(page);
    await shot('board');
    await page.getByTestId('board-card').first().getByTestId('board-card-move').click();
    await settle(page);
    await shot('board-move-menu');
    await page.keyboard.press('Escape');

    // A customer's page reads its opportunities, tickets, orders and reservations from their own lists.
    await page.goto('/crm/customer/cus-demo-01');
    // The tab strip scrolls its last tabs into view: a click while it moves is tried again.
    await expect(async () => {
      await page.getByTestId('record-page').getByRole('tab', { name: zh ? '商机' : 'Opportunity', exact: true }).click();
      await expect(page.locator('[data-entity="business"] .ant-table-row').first()).toBeVisible({ timeout: 2000 });
    }).toPass();
    await settle(page);
    await shot('customer-business');

    await page.goto('/crm/order/ord-demo-01');
    await expect(page.getByTestId('record-page')).toBeVisible();
    await settle(page);
    await shot('order');
    await page.getByTestId('record-page').getByRole('tab', { name: zh ? '订单明细' : 'Order lines', exact: true }).click();
    await expect(page.locator('[data-entity="orderLine"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('order-lines');
    await page.locator('[data-entity="orderLine"]').getByTestId('entity-create').click();
    const form = page.getByTestId('entity-form');
    await form.locator('#entity-form-orderLine_product_name').fill(zh ? '数据迁移服务' : 'Data migration');
    await form.locator('#entity-form-orderLine_quantity').fill('3');
    await form.locator('#entity-form-orderLine_unit_price').fill('19.99');
    await settle(page);
    await shot('order-line-form');
    await page.getByTestId('entity-form-cancel').click();

    await page.goto('/crm/reservation');
    await expect(page.locator('[data-entity="reservation"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('reservations');
    await page.locator('[data-entity="reservation"]').getByTestId('entity-create').click();
    await page.getByTestId('entity-form').locator('#entity-form-reservation_negotiators').fill('周明；陈静；刘洋；王磊');
    await page.getByTestId('entity-form-submit').click();
    await settle(page);
    await shot('reservation-form');
  });
}
