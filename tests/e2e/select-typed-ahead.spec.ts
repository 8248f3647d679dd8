import { expect, test } from './support/test';
import { signedIn } from './support/session';

/**
 * Issue 46 point 3: a select reached by a direct tap (no hover first, as on a phone) opens once its
 * code arrives; the letters typed meanwhile reach its search instead of being dropped.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('letters typed right after tapping a select, while its code is on its way, reach its search', async ({ page }) => {
  await signedIn(page, 'wangfang', { at: '/home/workbench/pending' });
  await page.getByTestId('workbench-filter-toggle').tap();
  const select = page.locator('[id="workbench-pending-filter_processDefinitionKey"]');
  await expect(select).toBeVisible();
  // Whatever code the page asks for from now on comes half a second late, as on a busy machine.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await select.tap();
  await page.keyboard.type('pay');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeVisible();
  await expect(select).toHaveValue('pay');
});
