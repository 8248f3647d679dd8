import { expect, type Locator, type Page } from '@playwright/test';

/** Driving the process designer's canvas and panel in the e2e tests. */

export const canvas = (page: Page) => page.getByTestId('designer-canvas');
export const shape = (page: Page, id: string) => canvas(page).locator(`.djs-element.djs-shape[data-element-id="${id}"]`);
export const shapesOf = (page: Page, type: string) => canvas(page).locator(`.djs-element.djs-shape[data-element-id^="${type}_"]`);
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
export const panel = (page: Page) => page.getByTestId('designer-panel');

/** Opens the designer with a new diagram and waits until its start event is drawn. */
export async function openNewDiagram(page: Page): Promise<void> {
  await page.goto('/workflow/designer');
  await expect(shape(page, 'StartEvent_1')).toBeVisible({ timeout: 30_000 });
}

/** Selects a shape; a click on the only selected shape would deselect it, so that one is left alone. */
export async function selectShape(page: Page, id: string, modifiers: ('Control' | 'Shift')[] = []): Promise<void> {
  const target = shape(page, id);
  const alone = (await canvas(page).locator('.djs-element.selected').count()) === 1;
  if (modifiers.length === 0 && alone && /\bselected\b/.test((await target.getAttribute('class')) ?? '')) return;
  await target.click({ modifiers });
}

/** Runs an entry of the selected element's context pad (append.append-task, replace, …). */
export async function contextPad(page: Page, action: string): Promise<void> {
  await page.locator(`.djs-context-pad [data-action="${action}"]`).click();
}

/** The ids of the shapes whose id starts with the prefix, e.g. Activity_ or Event_. */
export async function idsOf(page: Page, prefix: string): Promise<string[]> {
  return canvas(page).locator(`.djs-element.djs-shape[data-element-id^="${prefix}"]`).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-element-id') ?? ''));
}

/**
 * On a new diagram, draws start → one user task → end and selects the task; answers its id. The
 * start event's context pad appends a task, which is replaced by a user task.
 */
export async function drawOneUserTask(page: Page): Promise<string> {
  await openNewDiagram(page);
  await selectShape(page, 'StartEvent_1');
  await contextPad(page, 'append.append-task');
  const [task] = await idsOf(page, 'Activity_');
  await contextPad(page, 'replace');
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await selectShape(page, task!);
  await contextPad(page, 'append.end-event');
  await selectShape(page, task!);
  return task!;
}

/** Opens a panel section (they start collapsed, apart from General). */
export async function openSection(page: Page, key: string): Promise<Locator> {
  const header = panel(page).getByTestId(`designer-section-${key}`);
  await header.click();
  return panel(page);
}

/** The diagram's XML as the toolbar's preview shows it (the preview is closed again). */
export async function previewXml(page: Page): Promise<string> {
  await page.getByTestId('designer-preview').hover();
  await page.getByRole('menuitem', { name: '预览 XML' }).click();
  const text = (await page.getByTestId('designer-preview-text').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('designer-preview-text')).toHaveCount(0);
  return text;
}
