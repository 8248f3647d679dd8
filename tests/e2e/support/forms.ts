import { expect, type Locator, type Page } from '@playwright/test';

const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^(确\s?定|OK)$/ });

/** Chooses a user through the user picker that a user field opens. */
export async function chooseUser(page: Page, input: Locator, username: string): Promise<void> {
  await input.click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  const row = rows(picker.getByTestId('user-picker-table')).filter({ hasText: username });
  // A click while the table is still settling may not select: click until the row says it is chosen.
  await expect(async () => {
    if (!/ant-table-row-selected/.test((await row.getAttribute('class')) ?? '')) await row.click();
    await expect(row).toHaveClass(/ant-table-row-selected/, { timeout: 1000 });
  }).toPass();
  await okButton(picker).click();
  await expect(picker).toBeHidden();
}

/** Fills the generic form drawer's fields of an entity, a user field through its picker, and saves it. */
export async function fillAndSave(page: Page, entity: string, values: Record<string, string>, owner?: { field: string; username: string }): Promise<void> {
  const form = page.getByTestId('entity-form');
  await expect(form).toBeVisible();
  for (const [field, value] of Object.entries(values)) await form.locator(`#entity-form-${entity}_${field}`).fill(value);
  if (owner) await chooseUser(page, form.locator(`#entity-form-${entity}_${owner.field}`), owner.username);
  await page.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
}

/**
 * Clicks a dialog's button until the dialog has closed: a click while the dialog still zooms in can
 * miss. A dialog whose button waits on the server ignores the clicks made while it waits.
 */
export async function clickUntilClosed(dialog: Locator, button: Locator): Promise<void> {
  await expect(async () => {
    if (await dialog.isVisible()) await button.click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 2000 });
  }).toPass();
}

/** Gives a file to the chooser a button opens. */
export async function uploadWith(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

/** Types a date or date-time into a picker and confirms it. */
export async function typeMoment(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}
