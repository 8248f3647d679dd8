import { expect, type Locator } from '@playwright/test';

/** A tab's name with or without the record count the page adds to it: '合同' or '合同 3'. */
export function tabName(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d+)?$`);
}

/** Whether the tab lies whole inside its bar, rather than partly past the edge of a narrow one. */
function shownWhole(tab: Locator): Promise<boolean> {
  return tab.evaluate((el) => {
    const bar = el.closest('.ant-tabs-nav-wrap');
    if (!bar) return true;
    const [inner, outer] = [el.getBoundingClientRect(), bar.getBoundingClientRect()];
    return inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
  });
}

/**
 * Opens the tab of this name among the tabs within `scope`. A tab past the edge of a narrow bar
 * (a phone's) is chosen from the bar's … list, as a person would: a click on its visible sliver
 * could land on the neighbour. The bar may still be laying out (its counts arrive after it), so
 * the choice is made again until the tab is open.
 */
export async function openTab(scope: Locator, name: RegExp): Promise<void> {
  const tab = scope.getByRole('tab', { name }).first();
  await tab.waitFor();
  await expect(async () => {
    if (await shownWhole(tab)) {
      await tab.click({ timeout: 5000 });
    } else {
      const bar = tab.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-tabs-nav ")][1]');
      await bar.locator('.ant-tabs-nav-more').click({ timeout: 5000 });
      await scope.page().locator('.ant-tabs-dropdown').filter({ visible: true }).getByRole('option', { name }).click({ timeout: 5000 });
    }
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 5000 });
  }).toPass({ timeout: 45_000 });
}

/** Opens a child tab of a record page whose children are grouped: first its group, then the tab inside. */
export async function openGroupedTab(record: Locator, group: string, tab: string): Promise<void> {
  await openTab(record, tabName(group));
  await openTab(record.getByTestId('record-group-tabs'), tabName(tab));
}
