import { expect, test, type Locator, type Page } from './support/test';
import { pick } from './support/select';
import { signedIn } from './support/session';
import { chooseUser, fillAndSave } from './support/forms';

/**
 * Objectives and tasks of a project under way (issue 18): 李娜, a participant of
 * 前海跨境收付款通道升级, adds an objective with two key results, checks in on one and sees the
 * objective roll up; adds a task serving that key result, moves it to done on the board, comments
 * on it and finds it among her tasks; overdue tasks stand out in the list and on the board.
 */

const PROJECT = 'prj-demo-02';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

test('an objective with two key results rolls up a check-in; a task serving one moves to done on the board, takes a comment and is among my tasks', async ({ page }) => {
  // Many saves, each waiting for its answer and the lists' reload.
  test.slow();
  const objective = `提升结算可用性${stamp()}`;
  const kr1 = `可用性达到99.99%${stamp()}`;
  const kr2 = `故障恢复少于5分钟${stamp()}`;
  const taskTitle = `灾备演练${stamp()}`;
  await signedIn(page, 'lina');

  // Objectives: the demo's are there; a new one with two key results.
  await page.goto(`/okrProject/okr?key=${PROJECT}`);
  const okr = page.getByTestId('project-objectives');
  await expect(okr).toContainText('跨境通道处理能力提升三倍');
  await page.getByTestId('objective-create').click();
  await fillAndSave(page, 'objective', { title: objective, weight: '2' }, { field: 'owner', username: 'lina' });
  const card = okr.getByTestId('objective-card').filter({ hasText: objective });
  await expect(card.getByTestId('objective-progress')).toHaveAttribute('data-progress', '0');

  await card.getByTestId('objective-add-kr').click();
  await fillAndSave(page, 'keyResult', { title: kr1, weight: '3', target_value: '99.99', unit: '%' }, { field: 'owner', username: 'lina' });
  await expect(rows(card)).toHaveCount(1);
  await card.getByTestId('objective-add-kr').click();
  await fillAndSave(page, 'keyResult', { title: kr2, weight: '1' }, { field: 'owner', username: 'lina' });
  await expect(rows(card)).toHaveCount(2);

  // A check-in on the first: the key result takes its progress, the objective rolls up by weight (80×3 + 0×1) / 4.
  await rows(card).filter({ hasText: kr1 }).getByTestId('kr-check-in').click();
  await fillAndSave(page, 'keyResultCheckIn', { progress: '80', current_value: '99.9', note: '双活切换演练通过' });
  await expect(rows(card).filter({ hasText: kr1 })).toContainText('80%');
  await expect(card.getByTestId('objective-progress')).toHaveAttribute('data-progress', '60');
  await rows(card).filter({ hasText: kr1 }).getByTestId('kr-history').click();
  await expect(page.getByTestId('check-in-history')).toContainText('双活切换演练通过');
  await expect(page.getByTestId('check-in-history')).toContainText('李娜');
  await page.keyboard.press('Escape');

  // Tasks: a new one serving the first key result.
  await page.getByTestId('workspace-tab-okr-task').click();
  await expect(page).toHaveURL(`/okrProject/task?key=${PROJECT}`);
  const list = page.locator('[data-entity="projectTask"]').first();
  await expect(rows(list).first()).toBeVisible();
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-projectTask_title').fill(taskTitle);
  await pick(page, form, 'entity-form-projectTask_key_result_key', kr1);
  await chooseUser(page, form.locator('#entity-form-projectTask_assignee'), 'lina');
  await page.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rows(list).filter({ hasText: taskTitle })).toContainText('待办');

  // On the board it moves from 待办 to 已完成 by dragging.
  await list.getByTestId('list-view-switch').getByText('看板').click();
  const column = (status: string) => list.locator(`[data-testid="board-column"][data-value="${status}"]`);
  const taskCard = list.getByTestId('board-card').filter({ hasText: taskTitle });
  await expect(column('todo').getByTestId('board-card').filter({ hasText: taskTitle })).toBeVisible();
  await taskCard.dragTo(column('done'));
  await expect(column('done').getByTestId('board-card').filter({ hasText: taskTitle })).toBeVisible();
  await expect(column('todo').getByTestId('board-card').filter({ hasText: taskTitle })).toHaveCount(0);

  // A comment on it, in its detail.
  await taskCard.getByRole('button', { name: taskTitle, exact: true }).click();
  const detail = page.getByTestId('entity-detail');
  await expect(detail).toContainText(kr1);
  await detail.getByRole('tab', { name: '评论' }).click();
  const comments = detail.locator('[data-entity="taskComment"]');
  await comments.getByTestId('entity-create').click();
  await fillAndSave(page, 'taskComment', { content: '演练报告已归档' });
  await expect(rows(comments).filter({ hasText: '演练报告已归档' })).toContainText('李娜');
  await page.keyboard.press('Escape');

  // Among my tasks, across projects.
  await page.goto('/okr-project/index/myTask');
  const mine = page.locator('[data-entity="projectTask"]').first();
  // The board stays chosen for tasks in this browser; the card is in 已完成, and so is the row of the table.
  await expect(mine.locator('[data-testid="board-column"][data-value="done"]').getByTestId('board-card').filter({ hasText: taskTitle })).toBeVisible();
  await mine.getByTestId('list-view-switch').getByText('表格').click();
  await expect(rows(mine).filter({ hasText: taskTitle })).toContainText('已完成');
  await expect(rows(mine).filter({ hasText: '数据库连接池调优' })).toBeVisible();

  // The overview counts it.
  await page.goto(`/okrProject/overview?key=${PROJECT}`);
  await expect(page.getByTestId('overview-tasks')).toHaveAttribute('data-available', 'yes');
  await expect(page.getByTestId('overview-objectives')).toHaveAttribute('data-available', 'yes');
});

test('overdue tasks stand out in the list and on the board; a done one does not', async ({ page }) => {
  await signedIn(page, 'lina', { at: '/okr-project/index/myTask' });
  const mine = page.locator('[data-entity="projectTask"]').first();
  // 数据库连接池调优 was due three days ago and is still to do; 异步受理改造上线 was due earlier but is done.
  const late = rows(mine).filter({ hasText: '数据库连接池调优' });
  await expect(late).toContainText('已逾期');
  await expect(late).toHaveClass(/overdueRow/);
  const done = rows(mine).filter({ hasText: '异步受理改造上线' });
  await expect(done).toBeVisible();
  await expect(done).not.toContainText('已逾期');

  await mine.getByTestId('list-view-switch').getByText('看板').click();
  const card = (title: string) => mine.getByTestId('board-card').filter({ hasText: title });
  await expect(card('数据库连接池调优')).toHaveAttribute('data-overdue', 'yes');
  await expect(card('数据库连接池调优')).toContainText('已逾期');
  await expect(card('异步受理改造上线')).not.toHaveAttribute('data-overdue', 'yes');
  await expect(card('重点客户切换培训材料')).not.toHaveAttribute('data-overdue', 'yes');

  // The project's overview says how many are overdue.
  await page.goto(`/okrProject/overview?key=${PROJECT}`);
  await expect(page.getByTestId('overview-tasks-overdue')).toHaveText('逾期 2');
  await expect(toast(page, '失败')).toHaveCount(0);
});
