import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { callInPage } from '../e2e/support/in-page';
import { signIn } from '../e2e/support/session';

/** The project lists, the wizard's steps and the workspace, in both languages: npm run screens -- tests/screens/projects.screens.ts */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = '.tmp/screens';
const settle = (page: Page) => page.waitForTimeout(600);

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`projects (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const shot = (name: string, target: Page = page) => target.screenshot({ path: `${OUT}/projects-${name}-${locale}.png`, fullPage: true });
    await signIn(page, 'zhangwei');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/okr-project/index/allProject');
    await expect(page.locator('[data-entity="project"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('list');
    await page.goto('/okr-project/index/myAllProject');
    await expect(page.locator('[data-entity="project"] .ant-table-row').first()).toBeVisible();
    await settle(page);
    await shot('mine');

    // The wizard: the first step with its messages, the members, the confirmation.
    await page.getByTestId('entity-create').click();
    const form = page.getByTestId('wizard-form');
    await expect(form).toBeVisible();
    await page.getByTestId('wizard-next').click();
    await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await settle(page);
    await shot('wizard-basic-errors');
    await page.getByTestId('wizard-cancel').click();
    await expect(form).toBeHidden();

    await page.locator('[data-entity="project"] .ant-table-row').filter({ hasText: 'XM4403-260112-001' }).getByTestId('row-edit').click();
    await expect(page.getByTestId('wizard-form').locator('#project_name')).toHaveValue('前海跨境收付款通道升级');
    await settle(page);
    await shot('wizard-basic');
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-form').locator('#project_mgr_key')).toBeVisible();
    await settle(page);
    await shot('wizard-members');
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-summary')).toBeVisible();
    await settle(page);
    await shot('wizard-confirm');
    await page.getByTestId('wizard-previous').click();
    await page.getByTestId('wizard-previous').click();
    await page.getByTestId('wizard-cancel').click();

    // The workspace of the project under way, its overview, a coming tab and the budget.
    await page.goto('/okrProject/overview?key=prj-demo-02');
    await expect(page.getByTestId('overview-activity')).toBeVisible();
    await settle(page);
    await shot('workspace-overview');
    await page.getByTestId('workspace-tab-okr-okr').click();
    await expect(page.getByTestId('workspace-tab-placeholder')).toBeVisible();
    await settle(page);
    await shot('workspace-coming');
    await page.getByTestId('workspace-tab-okr-budget').click();
    await expect(page.getByTestId('workspace-subtab-okr-budget-payment')).toBeVisible();
    await settle(page);
    await shot('workspace-budget');

    // Under approval: the tabs are locked and say why.
    const draft = await callInPage<Record<string, unknown>>(page, '/api/eis/restful/project/details?projectKey=prj-demo-01');
    if (draft.data.status === 'DRAFT') {
      const submitted = await callInPage(page, '/api/eis/restful/project/saveApproved', { ...draft.data, project_participants: undefined });
      expect(submitted.code, submitted.msg).toBe(0);
    }
    await page.goto('/okrProject/overview?key=prj-demo-01');
    await expect(page.getByTestId('workspace-locked')).toBeVisible();
    await settle(page);
    await shot('workspace-locked');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await shot('workspace-phone');
  });
}
