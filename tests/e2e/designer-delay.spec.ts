import { expect, test } from './support/test';
import { signedInPage } from './support/session';
import { canvas, openNewDiagram, openSection, panel, previewXml } from './support/designer';

/** The delay (延迟器) drawn from the palette: a timer catch event the engine runs, its wait set in the 定时器 section. */

test('a delay is drawn from the palette, runs as drawn, and keeps the date the panel writes', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  const box = (await canvas(page).boundingBox())!;

  const entry = page.locator('.djs-palette [data-action="create.delay"]');
  await expect(entry).toHaveAttribute('aria-label', '延迟器');
  await entry.click();
  await page.mouse.click(box.x + 450, box.y + 150);
  const delay = canvas(page).locator('.djs-element.djs-shape.selected');
  await expect(delay).toHaveCount(1);
  await expect(delay).not.toHaveClass(/\bwf-not-runnable\b/);
  await openSection(page, 'timer');
  await expect(panel(page).getByTestId('designer-timer-value')).toHaveValue('PT1H');

  await panel(page).getByTestId('designer-timer-kind').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  await panel(page).getByTestId('designer-timer-value').fill('${dueDate}');
  await panel(page).getByTestId('designer-timer-value').press('Enter');

  const xml = await previewXml(page);
  expect(xml).toMatch(/<bpmn2?:intermediateCatchEvent id="[^"]+" name="延迟器">/);
  expect(xml).toMatch(/<bpmn2?:timerEventDefinition[^>]*>\s*<bpmn2?:timeDate[^>]*>\$\{dueDate\}<\/bpmn2?:timeDate>/);
});
