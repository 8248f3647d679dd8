import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/support/session';
import { contextPad, idsOf, selectShape, shape } from '../e2e/support/designer';

/** Screenshots of the model list, the designer with its panel sections and the listener drawer (1440×900, both languages). */

const OUT = '.tmp/screens';
const locales = ['zh-CN', 'en-US'] as const;
const settle = (page: Page) => page.waitForTimeout(600);

async function openPage(browser: Browser, baseURL: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('#password').press('Enter');
  await expect(page).toHaveURL(/\/$/);
  return page;
}

for (const locale of locales) {
  test(`designer screens ${locale}`, async ({ browser, baseURL }) => {
    const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/designer-${name}-${locale}.png` });
    const page = await openPage(browser, baseURL!, locale);

    await page.goto('/workflow/model');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot(page, 'model-list');
    await page.locator('.ant-table-row').filter({ hasText: 'payment_approval' }).getByTestId('model-more').click();
    await page.getByTestId('model-versions').click();
    await expect(page.getByTestId('model-version-diagram').locator('.djs-element').first()).toBeVisible();
    await settle(page);
    await shot(page, 'model-versions');
    await page.keyboard.press('Escape');

    await page.locator('.ant-table-row').filter({ hasText: 'payment_approval' }).getByTestId('model-design').click();
    await expect(shape(page, 'leader_approval')).toBeVisible({ timeout: 30_000 });
    await settle(page);
    await shot(page, 'designer-process');
    await page.getByTestId('designer-section-messages').click();
    await settle(page);
    await shot(page, 'designer-messages');

    await selectShape(page, 'leader_approval');
    await page.getByTestId('designer-section-general').click();
    await page.getByTestId('designer-section-task').click();
    await settle(page);
    await shot(page, 'designer-user-task');
    await page.getByTestId('designer-section-task').click();
    await page.getByTestId('designer-section-multiInstance').click();
    await page.getByTestId('designer-section-taskListeners').click();
    await settle(page);
    await shot(page, 'designer-multi-listeners');

    await page.getByTestId('designer-task-listener-add').click();
    await page.getByTestId('designer-listener-event').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').last().click();
    await page.getByTestId('designer-listener-save').click();
    await settle(page);
    await shot(page, 'listener-drawer');
    await page.getByTestId('designer-listener-field-add').click();
    await settle(page);
    await shot(page, 'listener-field-dialog');
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').click();
    await page.locator('.ant-drawer-close').click();
    await expect(page.locator('.ant-drawer-content-wrapper:visible')).toHaveCount(0);

    await selectShape(page, 'start');
    await page.getByTestId('designer-section-form').click();
    await settle(page);
    await shot(page, 'designer-form');
    await page.getByTestId('designer-form-fields').locator('.ant-table-row').first().getByRole('button').first().click();
    await settle(page);
    await shot(page, 'form-field-dialog');
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').click();
    await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);

    await selectShape(page, 'start');
    await contextPad(page, 'append.gateway');
    const [gateway] = await idsOf(page, 'Gateway_');
    await contextPad(page, 'append.append-task');
    const flows = await page.getByTestId('designer-canvas').locator('.djs-element.djs-connection[data-element-id^="Flow_"]').evaluateAll((n) => n.map((e) => e.getAttribute('data-element-id') ?? ''));
    await page.getByTestId('designer-canvas').locator(`.djs-element.djs-connection[data-element-id="${flows[flows.length - 1]}"]`).click({ force: true });
    await page.getByTestId('designer-section-condition').click();
    await page.getByTestId('designer-flow-type').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').last().click();
    await settle(page);
    expect(gateway).toBeTruthy();
    await shot(page, 'designer-condition');
    await page.context().close();
  });
}
