import { expect, type Page } from '@playwright/test';
import { canvas, contextPad, idsOf, panel, previewXml, shape } from './designer';

/**
 * Drawing a whole process in the designer as a person does: shapes appended from the context pad,
 * replaced by their kind, joined with the connect tool, named and configured in the panel.
 */

/** Appends a shape to `from` with a context-pad entry and answers the new shape's id. */
export async function appendShape(page: Page, from: string, action: string, idPrefix: string): Promise<string> {
  const before = new Set(await idsOf(page, idPrefix));
  await selectInPanel(page, from);
  await contextPad(page, action);
  const added = async () => (await idsOf(page, idPrefix)).filter((id) => !before.has(id));
  await expect.poll(async () => (await added()).length).toBe(1);
  return (await added())[0]!;
}

/** Creates a shape from the palette entry of that name, dropped at the point, and answers its id. */
export async function createFromPalette(page: Page, title: string, idPrefix: string, at: { x: number; y: number }): Promise<string> {
  const before = new Set(await idsOf(page, idPrefix));
  // Dragged from the palette onto the canvas, as most people do.
  const entry = (await canvas(page).locator('.djs-palette').getByRole('button', { name: title, exact: true }).boundingBox())!;
  await page.mouse.move(entry.x + entry.width / 2, entry.y + entry.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x, at.y, { steps: 10 });
  await page.mouse.up();
  const added = async () => (await idsOf(page, idPrefix)).filter((id) => !before.has(id));
  await expect.poll(async () => (await added()).length).toBe(1);
  return (await added())[0]!;
}

/** Changes a shape's kind with the context pad's replace menu (e.g. replace-with-user-task). */
export async function replaceShape(page: Page, id: string, entry: string): Promise<void> {
  await selectInPanel(page, id);
  await contextPad(page, 'replace');
  await page.locator(`.djs-popup [data-id="${entry}"]`).click();
  await expect(shape(page, id)).toBeVisible();
}

/**
 * Selects a shape and waits until the panel shows it. The modeler swallows the first click for a
 * short moment after a drag or a connection ends (its ghost click): a click lost so is repeated.
 */
export async function selectInPanel(page: Page, id: string): Promise<void> {
  await expect(async () => {
    if ((await panel(page).getAttribute('data-element-id')) !== id) {
      await clearSelection(page);
      await shape(page, id).click();
    }
    await expect(panel(page)).toHaveAttribute('data-element-id', id, { timeout: 1000 });
  }).toPass();
}

/** A click on an empty spot of the canvas (below the drawing): nothing selected, no context pad in the way. */
async function clearSelection(page: Page): Promise<void> {
  const box = (await canvas(page).boundingBox())!;
  await canvas(page).click({ position: { x: box.width / 2, y: box.height - 30 } });
}

/** Names the selected element in the panel's 常规 section. */
export async function nameElement(page: Page, id: string, name: string): Promise<void> {
  await selectInPanel(page, id);
  const field = panel(page).getByTestId('designer-general-name');
  await field.fill(name);
  await field.press('Enter');
  await expect(canvas(page).locator(`[data-element-id="${id}"]`).first()).toContainText(name);
}

/** Joins two shapes with the context pad's connect tool: a click on it, then a click on the target. */
export async function connectShapes(page: Page, from: string, to: string): Promise<void> {
  await selectInPanel(page, from);
  await contextPad(page, 'connect');
  const box = (await shape(page, to).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y, { steps: 6 });
  await page.mouse.click(x, y);
}

/** The id of the sequence flow from one element to another, read from the diagram's XML. */
export async function flowBetween(page: Page, from: string, to: string): Promise<string> {
  const xml = await previewXml(page);
  const flow = new RegExp(`<bpmn2?:sequenceFlow id="([^"]+)" sourceRef="${from}" targetRef="${to}"`).exec(xml);
  expect(flow, `a flow from ${from} to ${to}`).not.toBeNull();
  return flow![1]!;
}

/**
 * Selects a sequence flow by clicking the middle of its longest segment (a bent flow's box centre
 * may lie off the line), once nothing is selected (a context pad may cover the flow).
 */
export async function selectFlow(page: Page, flowId: string): Promise<void> {
  const point = await canvas(page)
    .locator(`.djs-connection[data-element-id="${flowId}"] .djs-hit`)
    .evaluate((line) => {
      // The hit line's path runs through the flow's waypoints: "M x,y L x,y …".
      const numbers = (line.getAttribute('d') ?? '').match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
      const points = numbers.flatMap((_, i) => (i % 2 === 0 ? [{ x: numbers[i]!, y: numbers[i + 1]! }] : []));
      let best = { x: 0, y: 0, length: -1 };
      for (let i = 1; i < points.length; i++) {
        const [a, b] = [points[i - 1]!, points[i]!];
        const length = Math.hypot(b.x - a.x, b.y - a.y);
        if (length > best.length) best = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, length };
      }
      const m = (line as SVGGraphicsElement).getScreenCTM()!;
      return { x: best.x * m.a + best.y * m.c + m.e, y: best.x * m.b + best.y * m.d + m.f };
    });
  await expect(async () => {
    await clearSelection(page);
    await page.mouse.click(point.x, point.y);
    await expect(panel(page)).toHaveAttribute('data-element-id', flowId, { timeout: 1000 });
  }).toPass();
}

/** Opens a panel section unless it is open already (the panel keeps open sections across selections). */
export async function ensureSection(page: Page, key: string): Promise<void> {
  const header = panel(page).locator('.ant-collapse-header').filter({ has: page.getByTestId(`designer-section-${key}`) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
}

/** Chooses an option of an antd select found by test id. */
export async function chooseOption(page: Page, testId: string, option: string): Promise<void> {
  const select = panel(page).getByTestId(testId);
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  // A click that lands while the drop-down is still opening chooses nothing: tried until the select shows it.
  await expect(async () => {
    if ((await select.textContent())?.includes(option)) return;
    if (!(await open.isVisible())) await select.click();
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 3000 });
    await expect(select).toContainText(option, { timeout: 3000 });
  }).toPass();
}

/** Makes the selected flow conditional with the expression. */
export async function conditionFlow(page: Page, flowId: string, expression: string): Promise<void> {
  await selectFlow(page, flowId);
  await ensureSection(page, 'condition');
  await chooseOption(page, 'designer-flow-type', '条件流转路径');
  const body = panel(page).getByTestId('designer-condition-body');
  await body.fill(expression);
  await body.press('Tab');
}

/** Adds an extension property (name, value) to the selected element in 扩展属性. */
export async function addExtensionProperty(page: Page, name: string, value: string): Promise<void> {
  await ensureSection(page, 'properties');
  await panel(page).getByTestId('designer-property-add').click();
  const dialog = page.getByRole('dialog', { name: '添加属性' });
  await dialog.getByLabel('属性名').fill(name);
  await dialog.getByLabel('属性值').fill(value);
  await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(panel(page).getByTestId('designer-properties').locator('.ant-table-row').filter({ hasText: name })).toContainText(value);
}

/** Picks users for a user field of the panel through its picker button (the user picker dialog). */
export async function pickUsersInPanel(page: Page, testId: string, accounts: string[]): Promise<void> {
  await panel(page).getByTestId(`${testId}-picker`).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  for (const account of accounts) {
    const search = picker.getByPlaceholder('请输入账号或姓名，回车查询');
    await search.fill(account);
    await search.press('Enter');
    const row = picker.getByTestId('user-picker-table').locator('tr.ant-table-row').filter({ hasText: account });
    await expect(row).toHaveCount(1);
    await row.click();
  }
  await picker.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(picker).toBeHidden();
}
