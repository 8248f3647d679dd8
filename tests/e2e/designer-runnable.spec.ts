import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { factDiff } from '../support/bpmn-facts';
import { signedInPage } from './support/session';
import { canvas, openNewDiagram, openSection, panel, previewXml, selectShape, shape, toast } from './support/designer';

/**
 * The designer tells the truth about what the engine runs (issue: approvals, the designer and the
 * engine agree): a model with a script task and listeners opens and draws as it is, the elements
 * the engine cannot run are marked, the panel gives the deploy's own message, and deploying lists
 * the problems instead of sending the model. Models written for another engine export with every
 * extension element they came with.
 */

const FIXTURES = path.resolve(process.cwd(), 'tests/fixtures/vendor-extensions');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

async function openFile(page: Page, name: string): Promise<string> {
  const xml = fixture(name);
  await page.getByTestId('designer-file-input').setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(xml) });
  return xml;
}

test('elements the engine cannot run are marked, explained in the panel and listed instead of deploying', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  await openFile(page, 'flowable.bpmn');
  await expect(toast(page, '已打开 flowable.bpmn')).toBeVisible();
  await expect(shape(page, 'tally')).toBeVisible();

  // The script task and the user task with listeners are marked; what the engine runs is not.
  await expect(shape(page, 'tally')).toHaveClass(/\bwf-not-runnable\b/);
  await expect(shape(page, 'approve')).toHaveClass(/\bwf-not-runnable\b/);
  await expect(shape(page, 'StartEvent_1')).not.toHaveClass(/\bwf-not-runnable\b/);
  await expect(canvas(page).getByTestId('designer-not-runnable-badge')).toHaveCount(2);

  await selectShape(page, 'tally');
  await expect(panel(page)).toHaveAttribute('data-element-id', 'tally');
  await expect(panel(page).getByTestId('designer-run-warning')).toHaveText('流程引擎不支持元素 汇总金额 (tally) 使用的 scriptTask (groovy)，无法部署');

  await selectShape(page, 'approve');
  await expect(panel(page)).toHaveAttribute('data-element-id', 'approve');
  const warning = panel(page).getByTestId('designer-run-warning');
  await expect(warning).toContainText('流程引擎不支持元素 部门审批 (approve) 使用的 taskListener，无法部署');
  await expect(warning).toContainText('流程引擎不支持元素 部门审批 (approve) 使用的 executionListener，无法部署');
  // The listener sections stay, marked as not run by the engine.
  await expect(panel(page).getByTestId('designer-not-run-listeners')).toHaveCount(2);
  await openSection(page, 'task');
  await expect(panel(page).getByTestId('designer-not-run-async')).toHaveText('引擎不执行');

  await selectShape(page, 'tally');
  await page.screenshot({ path: test.info().outputPath('not-runnable.png') });

  // Deploying sends nothing: it lists the problems, and a click shows the element.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/model\/(save|deploy)/.test(request.url())) sent.push(request.url());
  });
  await page.getByTestId('designer-deploy').click();
  const dialog = page.getByRole('dialog', { name: '模型中有流程引擎无法执行的元素' });
  const problems = dialog.getByTestId('designer-deploy-problem');
  await expect(problems).toHaveText([
    '流程引擎不支持元素 部门审批 (approve) 使用的 taskListener，无法部署',
    '流程引擎不支持元素 部门审批 (approve) 使用的 executionListener，无法部署',
    '流程引擎不支持元素 汇总金额 (tally) 使用的 scriptTask (groovy)，无法部署',
  ]);
  // The dialog has finished appearing (antd's motion classes are gone) before it is photographed.
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  await page.screenshot({ path: test.info().outputPath('deploy-problems.png') });
  await problems.filter({ hasText: 'approve' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(panel(page)).toHaveAttribute('data-element-id', 'approve');
  expect(sent).toEqual([]);

  // Replacing the script task with a user task takes its mark away.
  await selectShape(page, 'tally');
  await page.locator('.djs-context-pad [data-action="replace"]').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await expect(shape(page, 'tally')).not.toHaveClass(/\bwf-not-runnable\b/);
  await expect(canvas(page).getByTestId('designer-not-runnable-badge')).toHaveCount(1);
  await page.context().close();
});

test('models written for Camunda, Flowable and Activiti export with every extension element they were opened with', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  // Each file in its own dialect (the designer switches its prefix), and a task only that file has.
  for (const [name, task] of [['camunda.bpmn', 'review'], ['flowable.bpmn', 'approve'], ['activiti.bpmn', 'leader']] as const) {
    await test.step(name, async () => {
      const input = await openFile(page, name);
      await expect(page.getByTestId('designer-prefix')).toContainText(name.replace('.bpmn', ''));
      await expect(shape(page, task)).toBeVisible();
      const output = await previewXml(page);
      expect(factDiff(input, output)).toEqual({ lost: [], added: [] });
    });
  }
  await page.context().close();
});
