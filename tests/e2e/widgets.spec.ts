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

test('a dictionary shows as a drop-down, as radios and as radio buttons, each with the dictionary texts', async ({ page }) => {
  const form = await openCreateForm(page, '/system/user');

  // Radios (user sex): the default is ticked and another item can be chosen.
  const sex = form.locator('#entity-form-user_sex');
  await expect(sex.locator('.ant-radio-wrapper')).toHaveText(['男', '女']);
  await expect(sex.getByRole('radio', { name: '男' })).toBeChecked();
  await sex.getByText('女').click();
  await expect(sex.getByRole('radio', { name: '女' })).toBeChecked();

  // Drop-down (user type): the items are listed when opened.
  await form.locator('#entity-form-user_user_type').click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(dropdown.locator('.ant-select-item-option').first()).toBeVisible();
  await expect(dropdown.locator('.ant-select-item-option')).not.toHaveCount(0);

  // Radio buttons (menu type on the permission form).
  await page.keyboard.press('Escape');
  await page.goto('/system/permission');
  await page.getByTestId('entity-create').click();
  const permissionForm = page.getByTestId('entity-form');
  const menuType = permissionForm.locator('#entity-form-permission_menu_type');
  await expect(menuType.locator('.ant-radio-button-wrapper').first()).toBeVisible();
  const second = menuType.locator('.ant-radio-button-wrapper').nth(1);
  await second.click();
  await expect(second).toHaveClass(/ant-radio-button-wrapper-checked/);
});

test('an area is chosen with the province / city / district cascader, shown by name and filtered by province', async ({ page }) => {
  test.slow();
  const form = await openCreateForm(page, '/system/depart');
  const name = `地区测试${stamp()}`;
  await form.locator('#entity-form-department_depart_name').fill(name);

  // Search by a district's name finds its whole path.
  const region = form.locator('#entity-form-department_region');
  await region.click();
  await region.fill('天河');
  // The open drop-down: a closed one may still be leaving the page.
  const menu = page.locator('.ant-cascader-dropdown').filter({ visible: true }).last();
  const column = (n: number) => menu.locator('.ant-cascader-menu').nth(n);
  // The search list re-renders while it filters; a click that lands during that is tried again.
  await expect(async () => {
    await menu.locator('.ant-cascader-menu-item').filter({ hasText: '广东省 / 广州市 / 天河区' }).click({ timeout: 2000 });
    await expect(form.getByTitle('广东省 / 广州市 / 天河区')).toBeVisible({ timeout: 2000 });
  }).toPass();

  // The same cascader can also be walked level by level.
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

test('the image upload refuses other files and a failed upload is named and not kept', async ({ page }) => {
  const form = await openCreateForm(page, '/system/user');
  const avatar = form.locator('.ant-upload input[type=file]').first();

  await avatar.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(toast(page, '请上传图片')).toBeVisible();
  await expect(form.locator('.ant-upload-list-item')).toHaveCount(0);

  // The platform answers with a non-zero code: the file is not treated as uploaded.
  await page.route('**/api/app/base/app/file/upload', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'storage full', data: null }) }));
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await avatar.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'face.png 上传失败。')).toBeVisible();
  await expect(form.locator('.ant-upload-list-item-error')).toHaveCount(1);
});
