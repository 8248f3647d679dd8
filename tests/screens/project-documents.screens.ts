import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/** The cloud documents (list, preview, versions) and resources tabs in both languages: npm run screens -- tests/screens/project-documents.screens.ts */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(600);

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`project documents and resources (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/project-${name}-${locale}.png`, fullPage: true });
    await signIn(page, 'zhangwei');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/okrProject/document?key=prj-demo-02');
    await page.getByTestId('folder-node').filter({ hasText: '需求与方案' }).click();
    const row = (name: string) => page.getByTestId('document-files').locator('.ant-table-row').filter({ has: page.locator(`[data-name="${name}"]`) });
    await expect(row('通道架构图.png')).toBeVisible();
    await settle(page);
    await shot('documents');

    await row('通道架构图.png').getByTestId('document-preview-open').click();
    await expect.poll(() => page.getByTestId('document-preview-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await settle(page);
    await shot('documents-preview-image');
    await page.locator('.ant-drawer-close').click();

    await row('项目计划书.pdf').getByTestId('document-preview-open').click();
    await expect(page.getByTestId('document-preview-pdf')).toBeAttached();
    await page.waitForTimeout(1500);
    await shot('documents-preview-pdf');
    await page.locator('.ant-drawer-close').click();

    await row('通道架构图.png').getByTestId('document-versions-open').click();
    await expect(page.getByTestId('document-versions').locator('.ant-table-row')).toHaveCount(2);
    await settle(page);
    await shot('documents-versions');
    await page.locator('.ant-drawer-close').click();

    await page.goto('/okrProject/resource?key=prj-demo-02');
    await expect(page.locator('[data-entity="projectResource"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('resources');

    await page.goto('/okrProject/overview?key=prj-demo-02');
    await expect(page.getByTestId('overview-documents')).toBeVisible();
    await settle(page);
    await shot('overview');
  });
}
