import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signedIn } from '../e2e/support/session';

/** Income, fee items, loans, order makers, follow-ups, QR codes and the knowledge base in both languages: npm run screens -- tests/screens/crm-finance-qr-knowledge.screens.ts */

const OUT = '.tmp/screens';
const PAGES = ['/crm/income', '/crm/feeItem', '/crm/loan', '/crm/orderMaker', '/crm/follow', '/crm/qrcode', '/crm/knowledge', '/crm/knowledgeCategory'];

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`CRM finance, QR codes, knowledge (${locale})`, async ({ page, context, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    await signedIn(page, 'lina');
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${OUT}/crmfin${path.replace(/\//g, '-')}-${locale}-1440.png`, fullPage: true });
    }
    // A record page with its actions, and the form of an article with its editor.
    await page.goto('/crm/income/inc-demo-03');
    await expect(page.getByTestId('record-page')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/crmfin-income-record-${locale}-1440.png`, fullPage: true });
    await page.goto('/crm/knowledge');
    await page.locator('[data-entity="knowledge"]:visible').getByTestId('entity-create').click();
    await expect(page.getByTestId('entity-form')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/crmfin-knowledge-form-${locale}-1440.png` });
    // The main list on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/crm/income');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/crmfin-crm-income-${locale}-390.png`, fullPage: true });
  });
}
