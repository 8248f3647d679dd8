import { expect, test, type Locator, type Page } from './support/test';
import { signedInPage } from './support/session';
import { canvas, contextPad, idsOf, openNewDiagram, openSection, panel, previewXml, selectShape, shape } from './support/designer';

/**
 * Listeners the engine runs: the listener drawer offers the built-in actions for an expression
 * listener and says whether the engine runs what is written; a user task with such a listener is
 * not marked, and its section carries no 引擎不执行.
 */

const chooseOption = async (page: Page, select: Locator, option: string | RegExp) => {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).click();
};

test('an expression listener calling a built-in action runs; another expression is flagged', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  await selectShape(page, 'StartEvent_1');
  await contextPad(page, 'append.append-task');
  const [task] = await idsOf(page, 'Activity_');
  await contextPad(page, 'replace');
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await selectShape(page, task!);
  await expect(panel(page)).toHaveAttribute('data-element-id', task!);

  await openSection(page, 'taskListeners');
  await page.getByTestId('designer-task-listener-add').click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('designer-listener-save') });
  await drawer.getByTestId('designer-listener-id').fill('tell');
  await chooseOption(page, drawer.getByTestId('designer-listener-type'), /^表达式$/);
  await chooseOption(page, drawer.getByTestId('designer-listener-builtin'), '发送业务消息');
  await expect(drawer.getByTestId('designer-listener-expression')).toHaveValue("${notify(initiator, '您的申请有新进展')}");
  await expect(drawer.getByTestId('designer-listener-runs')).toHaveText('流程引擎执行此监听器');
  // The action list has finished closing before the drawer is photographed.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('listener-builtin.png') });

  await drawer.getByTestId('designer-listener-expression').fill('${auditBean.log(task)}');
  await expect(drawer.getByTestId('designer-listener-runs')).toContainText('流程引擎只执行调用内置动作的表达式监听器');
  await chooseOption(page, drawer.getByTestId('designer-listener-builtin'), '设置流程变量');
  await expect(drawer.getByTestId('designer-listener-runs')).toHaveText('流程引擎执行此监听器');
  await page.getByTestId('designer-listener-save').click();
  await expect(drawer).toBeHidden();

  await expect(page.getByTestId('designer-task-listeners').locator('.ant-table-row')).toHaveCount(1);
  await expect(panel(page).getByTestId('designer-not-run-listeners')).toHaveCount(0);
  await expect(panel(page).getByTestId('designer-run-warning')).toHaveCount(0);
  await expect(shape(page, task!)).not.toHaveClass(/\bwf-not-runnable\b/);
  expect(await previewXml(page)).toMatch(/<flowable:taskListener (?=[^>]*event="create")(?=[^>]*expression="\$\{setVariable\(&#39;result&#39;, true\)\}")[^>]*\/>/);
  await page.screenshot({ path: test.info().outputPath('listener-runs-panel.png') });
  await page.context().close();
});

test('the demo 费用报销 opens with its script task and inclusive gateways, none of them marked', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin', { at: '/workflow/designer?key=wf-model-expense-reimbursement' });
  await expect(shape(page, 'scope_fork')).toBeVisible({ timeout: 30_000 });
  await expect(shape(page, 'set_level')).toBeVisible();
  await expect(canvas(page).getByTestId('designer-not-runnable-badge')).toHaveCount(0);
  await selectShape(page, 'set_level');
  await expect(panel(page)).toHaveAttribute('data-element-id', 'set_level');
  await expect(panel(page).getByTestId('designer-run-warning')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('expense-demo.png') });
  await page.context().close();
});
