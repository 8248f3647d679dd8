import { expect, test, type Locator, type Page } from './support/test';
import { signedIn } from './support/session';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

async function openCreateForm(page: Page, path: string): Promise<Locator> {
  await signedIn(page, 'admin', { at: path });
  await page.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await expect(form).toBeVisible();
  return form;
}

// The cascader's search by a district's name and its walk level by level, and the dictionary and image
// widgets, are tests/component/entity: here the area is saved, shown in the list and filtered by the server.
test('an area chosen with the province / city / district cascader is saved, shown by name and filtered by province', async ({ page }) => {
  test.slow();
  const form = await openCreateForm(page, '/system/depart');
  const name = `地区测试${stamp()}`;
  await form.locator('#entity-form-department_depart_name').fill(name);

  const region = form.locator('#entity-form-department_region');
  // The open drop-down: a closed one may still be leaving the page.
  const menu = page.locator('.ant-cascader-dropdown').filter({ visible: true }).last();
  const column = (n: number) => menu.locator('.ant-cascader-menu').nth(n);
  await region.click();
  await column(0).getByTitle('上海市', { exact: true }).click();
  await column(1).getByTitle('上海市', { exact: true }).click();
  await column(2).getByTitle('浦东新区', { exact: true }).click();
  await expect(form.getByTitle('上海市 / 上海市 / 浦东新区')).toBeVisible();

  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const filter = page.getByTestId('entity-filter');
  await filter.locator('#entity-filter-department_depart_name').fill(name);
  await filter.locator('#entity-filter-department_depart_name').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('上海市 / 上海市 / 浦东新区');

  // A filter may stop at the province: it finds everything below it.
  const regionFilter = filter.locator('#entity-filter-department_region');
  await expect(async () => {
    await regionFilter.click();
    await column(0).getByTitle('上海市', { exact: true }).click({ timeout: 2000 });
    await expect(filter.getByTitle('上海市', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await filter.locator('#entity-filter-department_depart_name').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await filter.locator('#entity-filter-department_depart_name').fill('');
  await filter.locator('#entity-filter-department_depart_name').press('Enter');
  // The demo company's only Shanghai department is 华东销售组, plus the one made above.
  await expect(rows(page).filter({ hasText: '华东销售组' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: '广州市' })).toHaveCount(0);
});
