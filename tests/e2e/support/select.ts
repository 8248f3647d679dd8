import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of the antd Select (or TreeSelect) whose input has this id, searching by its
 * text unless the select has no search, and waits until the field holds it. A paged drop-down
 * re-renders its list when the search answer arrives; a click that lands during that is tried
 * again (never on a value already chosen, which a second click would take away again).
 */
export async function pick(page: Page, form: Locator, id: string, text: string, { search = true }: { search?: boolean } = {}): Promise<void> {
  const input = form.locator(`#${id}`);
  // `has` is looked up inside each candidate, so it names the input by id alone.
  const chosen = form.locator('.ant-select').filter({ has: page.locator(`#${id}`) }).locator('.ant-select-selection-item, .ant-select-content[title]').filter({ hasText: text });
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    await input.click();
    // A select without search takes no typing: its option is chosen from the open list.
    if (search) await input.fill(text);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper').filter({ hasText: text }).first().click({ timeout: 3000 });
    await expect(chosen.first()).toBeVisible({ timeout: 3000 });
  }).toPass();
  // Leaving the field closes a drop-down still open (a multiple select's); Escape would close the
  // dialog around it when the drop-down has already closed by itself.
  await input.evaluate((el) => (el as HTMLElement).blur()).catch(() => undefined);
}
