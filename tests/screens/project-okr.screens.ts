import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from '../e2e/support/session';

/** The objectives tab, the task list and board, a task's detail and my tasks, in both languages: npm run screens -- tests/screens/project-okr.screens.ts */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(600);

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`project objectives and tasks (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/project-okr-${name}-${locale}.png`, fullPage: true });
    await signIn(page, 'lina');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/okrProject/okr?key=prj-demo-02');
    await expect(page.getByTestId('objective-card').first().locator('.ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('okr');
    await page.getByTestId('kr-history').first().click();
    await expect(page.getByTestId('check-in-history')).toBeVisible();
    await settle(page);
    await shot('okr-history');
    await page.keyboard.press('Escape');
    await page.getByTestId('kr-check-in').first().click();
    await expect(page.getByTestId('entity-form')).toBeVisible();
    await settle(page);
    await shot('okr-check-in');
    await page.getByTestId('entity-form-cancel').click();

    await page.goto('/okrProject/task?key=prj-demo-02');
    const list = page.locator('[data-entity="projectTask"]').first();
    await expect(list.locator('.ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('task-list');
    await list.getByTestId('list-view-switch').locator('label').nth(1).click();
    await expect(list.getByTestId('board-card').first()).toBeVisible();
    await settle(page);
    await shot('task-board');
    await list.getByTestId('board-card').filter({ hasText: '通道集群扩容与压测' }).getByRole('button').first().click();
    await expect(page.getByTestId('entity-detail')).toBeVisible();
    await settle(page);
    await shot('task-detail');
    await page.getByTestId('entity-detail').getByRole('tab').nth(1).click();
    await settle(page);
    await shot('task-comments');
    await page.keyboard.press('Escape');

    // The board stays chosen for tasks in this browser.
    await page.goto('/okr-project/index/myTask');
    const mine = page.locator('[data-entity="projectTask"]').first();
    await expect(mine.getByTestId('board-card').first()).toBeVisible();
    await settle(page);
    await shot('my-tasks-board');
    await mine.getByTestId('list-view-switch').locator('label').first().click();
    await expect(mine.locator('.ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('my-tasks');

    await page.goto('/okrProject/overview?key=prj-demo-02');
    await expect(page.getByTestId('overview-tasks')).toBeVisible();
    await settle(page);
    await shot('overview');
  });
}
