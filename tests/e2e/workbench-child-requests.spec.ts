import { expect, test, type Page } from './support/test';
import { signedInPage } from './support/session';

/**
 * A called process (子流程) in the workbench, on the demo's major contract: 我的申请 lists only the
 * request itself; its path shows the legal check as a step that opens the child's own steps; the
 * approver finds the child's task titled after the request.
 */

const TITLE = '重大合同：华东数据中心三年运维';
const rowOf = (page: Page, text: string) => page.getByTestId('workbench-table').locator('tr.ant-table-row').filter({ hasText: text });

async function searchFor(page: Page, words: string): Promise<void> {
  const keyword = page.getByTestId('filter-keyword');
  await keyword.fill(words);
  await keyword.press('Enter');
}

test('我的申请 lists the request, not its called process, whose steps open inside the request’s path', async ({ browser }, testInfo) => {
  const lina = await signedInPage(browser, 'lina', { wide: true, at: '/home/myApplications' });
  await searchFor(lina, '华东数据中心');
  await expect(rowOf(lina, '华东数据中心')).toHaveCount(1);
  await expect(rowOf(lina, TITLE)).toContainText('重大合同审批');
  await rowOf(lina, TITLE).getByTestId('row-title').click();
  const path = lina.getByTestId('task-detail').getByTestId('approval-path');
  const call = path.locator('[data-testid="path-step"][data-node="legal_call"]');
  await expect(call).toHaveAttribute('data-state', 'current');
  const child = path.getByTestId('path-child');
  await expect(child).toContainText('审批中');
  await child.getByTestId('path-child-toggle').click();
  await expect(child.getByTestId('path-child-toggle')).toHaveAttribute('aria-expanded', 'true');
  const steps = child.getByTestId('child-approval-path');
  await expect(steps.locator('[data-testid="path-step"][data-node="legal_check"]')).toHaveAttribute('data-state', 'current');
  await expect(steps).toContainText('张伟');
  await child.scrollIntoViewIfNeeded();
  await lina.screenshot({ path: testInfo.outputPath('child-path.png') });

  const zhangwei = await signedInPage(browser, 'zhangwei', { wide: true, at: '/home/workbench/pending' });
  await searchFor(zhangwei, '华东数据中心');
  await expect(rowOf(zhangwei, `${TITLE} · 法务审查`)).toHaveCount(1);
});
