import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/**
 * The lead pool with its distribution dialogs, my leads, a lead's page with its timeline and
 * operations, the timelines of a customer and an opportunity, channels and activities, in both
 * languages: npm run screens -- tests/screens/clues.screens.ts
 */

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(700);
const rows = (page: Page) => page.locator('[data-entity="clue"]:visible .ant-table-row');

for (const locale of ['zh-CN', 'en-US'] as const) {
  const zh = locale === 'zh-CN';
  test(`leads (${locale}, 1440)`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string, fullPage = true) => page.screenshot({ path: `${OUT}/clues-${name}-${locale}.png`, fullPage });
    await signIn(page, 'lina');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/crm/cluePool');
    await expect(rows(page).first()).toBeVisible();
    await settle(page);
    await shot('pool');
    await page.getByTestId('clue-rule-open').click();
    await expect(page.getByTestId('clue-rule-dialog').getByRole('switch')).toBeVisible();
    await settle(page);
    await shot('rule', false);
    await page.getByTestId('clue-rule-dialog').getByText(zh ? '按地区分配' : 'By region', { exact: true }).click();
    await settle(page);
    await shot('rule-region', false);
    await page.keyboard.press('Escape');
    await rows(page).nth(0).locator('.ant-checkbox-input').check();
    await rows(page).nth(1).locator('.ant-checkbox-input').check();
    await page.getByTestId('clue-distribute').click();
    await page.locator('#clue-distribute_followers').click();
    await settle(page);
    await shot('distribute', false);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.goto('/crm/clue');
    await expect(rows(page).first()).toBeVisible();
    await settle(page);
    await shot('mine');

    await page.goto('/crm/clue/clu-demo-07');
    const record = page.getByTestId('record-page');
    await expect(record).toBeVisible();
    await settle(page);
    await shot('record');
    await record.getByRole('tab', { name: zh ? '跟进动态' : 'Timeline' }).click();
    await expect(record.getByTestId('timeline-entry').first()).toBeVisible();
    await settle(page);
    await shot('timeline');
    await record.getByTestId('action-followUp').click();
    await settle(page);
    await shot('follow-up', false);
    await page.keyboard.press('Escape');
    await record.getByTestId('action-convert').click();
    await settle(page);
    await shot('convert', false);
    await page.keyboard.press('Escape');

    await page.goto('/crm/clue/clu-demo-10');
    await page.getByTestId('record-page').getByRole('tab', { name: zh ? '跟进动态' : 'Timeline' }).click();
    await expect(page.getByTestId('timeline-entry').first()).toBeVisible();
    await settle(page);
    await shot('converted');

    await page.goto('/crm/customer/cus-demo-01');
    await page.getByTestId('record-page').getByRole('tab', { name: zh ? '跟进动态' : 'Timeline' }).click();
    await expect(page.getByTestId('timeline-entry').first()).toBeVisible();
    await settle(page);
    await shot('customer-timeline');

    await page.goto('/crm/business/biz-demo-01');
    await page.getByTestId('record-page').getByRole('tab', { name: zh ? '跟进动态' : 'Timeline' }).click();
    await expect(page.getByTestId('record-timeline')).toBeVisible();
    await settle(page);
    await shot('business-timeline');

    await page.goto('/crm/channel');
    await expect(page.locator('[data-entity="channel"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('channels');
    await page.goto('/crm/activity');
    await expect(page.locator('[data-entity="activity"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('activities');
  });

  test(`leads (${locale}, phone)`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/clues-${name}-${locale}-390.png`, fullPage: true });
    await signIn(page, 'lina');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/crm/clue/clu-demo-07');
    await page.getByTestId('record-page').getByRole('tab', { name: zh ? '跟进动态' : 'Timeline' }).click();
    await expect(page.getByTestId('timeline-entry').first()).toBeVisible();
    await settle(page);
    await shot('timeline');
    await page.goto('/crm/cluePool');
    await page.getByTestId('clue-rule-open').click();
    await expect(page.getByTestId('clue-rule-dialog').getByRole('switch')).toBeVisible();
    await page.getByTestId('clue-rule-dialog').getByText(zh ? '按地区分配' : 'By region', { exact: true }).click();
    await settle(page);
    await shot('rule-region');
  });
}
