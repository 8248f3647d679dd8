import { expect, test } from './support/test';
import { presetRange } from '@/lib/entity/date-presets';
import { signedIn } from './support/session';

/**
 * The report tab of the project under way (issue 18): 李娜 reads how many tasks are
 * open today, moves one to done on the task board, comes back and sees the count drop; the charts
 * are drawn, the budget says what each figure is, and the period follows its presets.
 */

const PROJECT = 'prj-demo-02';

test('the report moves when a task is done', async ({ page }) => {
  await signedIn(page, 'lina', { at: `/okrProject/report?key=${PROJECT}` });
  const report = page.getByTestId('project-report');
  // Last month to start with.
  const range = report.getByTestId('report-range').locator('input');
  await expect(range.first()).toHaveValue(presetRange('lastMonth').from);
  await expect(range.last()).toHaveValue(presetRange('lastMonth').to);
  await expect(report.getByTestId('report-burn-down-chart')).toHaveAttribute('data-ready', 'true');
  await expect(report.getByTestId('report-objectives-chart')).toHaveAttribute('data-ready', 'true');
  await expect(report.getByTestId('report-budget-chart')).toHaveAttribute('data-ready', 'true');
  await expect(report.getByTestId('report-objectives-overall')).toHaveText(/^\d+%$/);
  await expect(report.getByTestId('report-budget-paid')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(report.getByTestId('report-budget')).toContainText('生效及已归档合同');
  const remaining = report.getByTestId('report-remaining-today');
  const before = Number(await remaining.getAttribute('data-value'));
  expect(before).toBeGreaterThan(0);
  await expect(remaining).toHaveText(String(before));

  // On the tasks tab's board, a task still to do moves to done.
  await page.getByTestId('workspace-tab-okr-task').click();
  await expect(page).toHaveURL(`/okrProject/task?key=${PROJECT}`);
  const list = page.locator('[data-entity="projectTask"]').first();
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  await list.getByTestId('list-view-switch').getByText('看板').click();
  const column = (status: string) => list.locator(`[data-testid="board-column"][data-value="${status}"]`);
  const card = column('todo').getByTestId('board-card').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('button').first().textContent())!.trim();
  await card.dragTo(column('done'));
  await expect(column('done').getByTestId('board-card').filter({ hasText: title })).toBeVisible();

  // Back on the report: one open task fewer today, once the move is saved (read afresh until then).
  await page.getByTestId('workspace-tab-okr-report').click();
  await expect(page).toHaveURL(`/okrProject/report?key=${PROJECT}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('report-remaining-today')).toHaveText(String(before - 1), { timeout: 3000 });
  }).toPass();
  await expect(page.getByTestId('report-burn-down-chart')).toHaveAttribute('data-ready', 'true');

  // A preset of the picker changes the period; today's count stays.
  await range.first().click();
  await page.locator('.ant-picker-presets').getByText('最近一周').click();
  await expect(range.first()).toHaveValue(presetRange('lastWeek').from);
  await expect(page.getByTestId('report-remaining-today')).toHaveText(String(before - 1));
  await expect(page.locator('.ant-message').getByText('失败')).toHaveCount(0);
});
