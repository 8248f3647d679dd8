import { expect, test, type Browser, type Page } from '@playwright/test';
import { callInPage } from '../e2e/support/in-page';
import { signIn } from '../e2e/support/session';

/** Screenshots of the approval workbench: lists, the task detail with its diagram, the start form. */

const OUT = '.tmp/screens';
const sizes = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;
const locales = ['zh-CN', 'en-US'] as const;
const settle = (page: Page) => page.waitForTimeout(600);
const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const CONFIRM = '/api/bpm/biz/bpm/task/instance/confirm';

async function openPage(browser: Browser, baseURL: string, locale: string, viewport: { width: number; height: number }, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  const page = await context.newPage();
  await signIn(page, username);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test.describe.configure({ mode: 'serial' });

test('seed requests for the screens', async ({ browser, baseURL }) => {
  const lina = await openPage(browser, baseURL!, 'zh-CN', sizes[0].viewport, 'lina');
  const wangfang = await openPage(browser, baseURL!, 'zh-CN', sizes[0].viewport, 'wangfang');
  const projects = ['华东区域高净值客户理财项目', '南区私募基金代销系统升级', '财富管理中心装修改造'];
  for (const [n, name] of projects.entries()) {
    const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, START, {
      processDefinitionKey: 'project_initiation', title: `立项审批：${name}`, formData: { project_name: name, amount: 600000 + n * 250000, reason: '拓展华东区域高净值客户，提升理财产品覆盖率' },
    });
    expect(started.code).toBe(0);
    if (n < 2) expect((await callInPage(wangfang, CONFIRM, { taskId: started.data.tasks[0]!.task_key, comment: '预算合理，同意' })).code).toBe(0);
  }
  await callInPage(lina, START, { processDefinitionKey: 'payment_approval', title: '付款审批：华信咨询服务费', formData: { payee: '华信咨询有限公司', amount: 48000, purpose: '第二季度咨询服务费' } });
});

for (const locale of locales) {
  for (const size of sizes) {
    test(`workbench screens ${locale} ${size.name}`, async ({ browser, baseURL }) => {
      const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/workbench-${name}-${locale}-${size.name}.png` });
      const zhangwei = await openPage(browser, baseURL!, locale, size.viewport, 'zhangwei');
      await zhangwei.goto('/home/workbench/pending');
      await expect(zhangwei.getByTestId('workbench-table').locator('tr.ant-table-row').first()).toBeVisible();
      await settle(zhangwei);
      await shot(zhangwei, 'pending');

      await zhangwei.getByTestId('workbench-table').locator('tr.ant-table-row').first().getByTestId('row-title').click();
      await expect(zhangwei.getByTestId('bpmn-diagram')).toHaveAttribute('data-ready', 'true');
      await settle(zhangwei);
      await shot(zhangwei, 'detail');
      await zhangwei.getByTestId('process-diagram').scrollIntoViewIfNeeded();
      await settle(zhangwei);
      await shot(zhangwei, 'detail-diagram');
      await zhangwei.getByTestId('action-approve').click();
      await settle(zhangwei);
      await shot(zhangwei, 'approve-dialog');

      const lina = await openPage(browser, baseURL!, locale, size.viewport, 'lina');
      await lina.goto('/home/myApplications');
      await expect(lina.getByTestId('workbench-table').locator('tr.ant-table-row').first()).toBeVisible();
      await settle(lina);
      await shot(lina, 'my-applications');

      await lina.goto('/home/apply');
      await expect(lina.getByTestId('process-card').first()).toBeVisible();
      await settle(lina);
      await shot(lina, 'apply-processes');
      await lina.locator('[data-testid="process-card"][data-process="project_initiation"]').click();
      await lina.getByTestId('start-submit').click();
      await settle(lina);
      await shot(lina, 'apply-form-invalid');
      await lina.locator('#start-form_project_name').fill('华东区域理财项目');
      await lina.locator('#start-form_amount').fill('800000');
      await lina.getByTestId('start-submit').click();
      await expect(lina.getByTestId('start-result')).toBeVisible();
      await settle(lina);
      await shot(lina, 'apply-result');

      const wangfang = await openPage(browser, baseURL!, locale, size.viewport, 'wangfang');
      await wangfang.goto('/home/workbench/alreadyProcessed');
      await expect(wangfang.getByTestId('workbench-table').locator('tr.ant-table-row').first()).toBeVisible();
      await settle(wangfang);
      await shot(wangfang, 'processed');
      await wangfang.goto('/home/workbench/transferToMe');
      await settle(wangfang);
      await shot(wangfang, 'transfer-to-me-empty');
    });
  }
}
