import { expect, test } from './support/test';
import { signedIn } from './support/session';

/** A list's record name opens the record: its page where the kind has one, else its detail drawer. */

test('a customer’s name in the list opens its record page, and a position’s name its detail', async ({ page }) => {
  await signedIn(page, 'lina', { at: '/crm/customer' });
  const list = page.locator('[data-entity="customer"]:visible');
  const link = list.locator('tr.ant-table-row').first().getByTestId('row-title-link');
  const name = (await link.textContent())!.trim();
  expect(name).not.toBe('');
  await expect(link).toHaveAttribute('href', /^\/crm\/customer\/[\w-]+$/);
  await link.click();
  await expect(page.getByTestId('record-page').getByTestId('record-title')).toHaveText(name);

  await signedIn(page, 'admin', { at: '/system/position' });
  const position = page.locator('.ant-table-tbody tr.ant-table-row').first().getByTestId('row-title-link');
  const title = (await position.textContent())!.trim();
  await position.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(title);
});
