import { expect, test, type Locator, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { pick } from './support/select';
import { signedIn } from './support/session';

/**
 * The shared pickers in the forms of existing entities: the user picker (permission group
 * members), the department picker (user departments, department parent), the customer-department
 * picker (customer organisation parent), the record picker and the paged drop-down (permission
 * group menus, permission parent). Each test makes its own records, named per run.
 */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toLowerCase();
const USER_API = '/api/app/base/app/sys/user';
const CUSTOMER_DEPARTMENT_API = '/api/crm/customer/department';
const PERMISSION_API = '/api/app/base/app/sys/permission';

const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** antd spaces two-character button texts (确 定). */
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^确\s?定$/ });
const cancelButton = (scope: Locator) => scope.getByRole('button', { name: /^取\s?消$/ });
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');



async function openAs(page: Page, path: string): Promise<void> {
  await signedIn(page, 'admin', { at: path });
  await expect(page.getByTestId('entity-list').first()).toBeVisible();
}

async function openCreateForm(page: Page): Promise<Locator> {
  await page.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await expect(form).toBeVisible();
  return form;
}

async function save(page: Page, form: Locator, success = '新增成功'): Promise<void> {
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, success).first()).toBeVisible();
  await expect(form).toBeHidden();
}

async function openDetailOf(page: Page, filterId: string, text: string): Promise<Locator> {
  const input = page.getByTestId('entity-filter').first().locator(`#${filterId}`);
  await input.fill(text);
  await input.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('row-detail').click();
  const fields = page.getByTestId('entity-detail-fields');
  await expect(fields).toBeVisible();
  return fields;
}

/** The tags a picker field shows. */
const boxTags = (form: Locator, testId: string) => form.getByTestId(testId).getByTestId('picker-box').locator('.ant-tag');
/** A tree node's row by its exact title. */
const treeNode = (scope: Locator, title: string) => scope.locator('.ant-tree-treenode').filter({ has: scope.page().getByText(title, { exact: true }) });

test('user picker, single: a department head is one user, a second pick replaces the first', async ({ page }) => {
  const id = stamp();
  await openAs(page, '/system/depart');
  const form = await openCreateForm(page);
  const name = `负责人测试${id}`;
  await form.locator('#entity-form-department_depart_name').fill(name);
  await form.locator('#entity-form-department_director_key').click();
  const picker = dialog(page, '选择用户');
  const table = picker.getByTestId('user-picker-table');
  await expect(rows(table).first()).toBeVisible();
  // Single mode ticks with radios.
  await expect(rows(table).first().locator('.ant-radio-input')).toHaveCount(1);
  await expect(rows(table).first().locator('.ant-checkbox-input')).toHaveCount(0);

  await rows(table).filter({ hasText: 'lina' }).click();
  await rows(table).filter({ hasText: 'wangfang' }).click();
  const chosen = picker.getByTestId('user-picker-chosen').locator('.ant-tag');
  await expect(chosen).toHaveText(['王芳']);
  await okButton(picker).click();
  await expect(picker).toBeHidden();
  await expect(boxTags(form, 'user-field')).toHaveText(['王芳']);

  await save(page, form);
  const detail = await openDetailOf(page, 'entity-filter-department_depart_name', name);
  await expect(detail).toContainText('王芳');
});

test('user picker: the tree narrows the table, the choice survives pages and departments, OK needs one user, the members are saved', async ({ page }) => {
  const id = stamp();
  await openAs(page, '/system/permissionGroup');
  // Eleven colleagues in 项目部 give the table a second page.
  for (let n = 1; n <= 11; n += 1) {
    const created = await callInPage(page, `${USER_API}/add`, {
      username: `pk_${id}_${n}`, realname: `项目成员${n}号`, password: 'Picker2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project',
    });
    expect(created.code).toBe(0);
  }

  const form = await openCreateForm(page);
  const groupName = `选人测试${id}`;
  await form.locator('#entity-form-permissionGroup_group_name').fill(groupName);
  await form.locator('#entity-form-permissionGroup_member_keys').click();
  const picker = dialog(page, '选择用户');
  const table = picker.getByTestId('user-picker-table');
  await expect(rows(table).first()).toBeVisible();

  // Nothing chosen: OK warns and the dialog stays.
  await okButton(picker).click();
  await expect(toast(page, '请选择最少一个用户')).toBeVisible();
  await expect(picker).toBeVisible();

  const tree = picker.getByTestId('user-picker-tree');
  await tree.getByText('财务部', { exact: true }).click();
  await expect(rows(table)).toHaveCount(1);
  await expect(rows(table).first()).toContainText('wangfang');
  await rows(table).first().click();

  await tree.getByText('项目部', { exact: true }).click();
  await expect(picker.locator('.ant-pagination-total-text')).toHaveText('1-10 共11条');
  const firstOfProject = (await rows(table).first().locator('td').nth(2).innerText()).trim();
  await rows(table).first().click();
  await picker.locator('.ant-pagination-item-2').click();
  await expect(rows(table)).toHaveCount(1);
  const lastOfProject = (await rows(table).first().locator('td').nth(2).innerText()).trim();
  await rows(table).first().locator('.ant-checkbox-input').check();
  await picker.locator('.ant-pagination-item-1').click();
  await expect(rows(table).first().locator('.ant-checkbox-input')).toBeChecked();

  const chosen = picker.getByTestId('user-picker-chosen').locator('.ant-tag');
  await expect(chosen).toHaveText(['王芳', firstOfProject, lastOfProject]);

  // Keyword search (Enter) and reset; the choice stays.
  await picker.getByTestId('user-picker-reset').click();
  const keyword = picker.getByTestId('user-picker-keyword');
  await keyword.fill('zhangwei');
  await keyword.press('Enter');
  await expect(rows(table)).toHaveCount(1);
  await expect(rows(table).first()).toContainText('张伟');
  await expect(chosen).toHaveCount(3);

  // A closed tag leaves the choice.
  await chosen.filter({ hasText: firstOfProject }).locator('.ant-tag-close-icon').click();
  await expect(chosen).toHaveText(['王芳', lastOfProject]);
  await okButton(picker).click();
  await expect(picker).toBeHidden();
  await expect(boxTags(form, 'user-field')).toHaveText(['王芳', lastOfProject]);

  await save(page, form);
  const detail = await openDetailOf(page, 'entity-filter-permissionGroup_group_name', groupName);
  await expect(detail).toContainText('王芳');
  await expect(detail).toContainText(lastOfProject);
  await expect(detail).not.toContainText(firstOfProject);
});

test('department picker, multiple: search narrows and highlights, every ticked department is kept and saved', async ({ page }) => {
  const id = stamp();
  await openAs(page, '/system/user');
  const form = await openCreateForm(page);
  const username = `dp_${id}`;
  await form.locator('#entity-form-user_username').fill(username);
  await form.locator('#entity-form-user_realname').fill(`部门测试${id}`);
  await form.locator('#entity-form-user_password').fill('Picker2026');
  const roles = form.locator('#entity-form-user_selectedroles');
  await roles.click();
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: '普通员工' }).click();
  await roles.press('Escape');

  await form.locator('#entity-form-user_selecteddeparts').click();
  const picker = dialog(page, '选择部门');
  await expect(picker.getByText('总经办', { exact: true })).toBeVisible();
  await picker.getByTestId('tree-search').fill('华东');
  await expect(picker.getByText('总经办', { exact: true })).toHaveCount(0);
  await expect(picker.locator('.ant-tree-title').filter({ hasText: '华东销售组' })).toBeVisible();
  await treeNode(picker, '华东销售组').locator('.ant-tree-checkbox').click();
  await picker.getByTestId('tree-search').fill('');
  await treeNode(picker, '华南销售组').locator('.ant-tree-checkbox').click();
  await expect(picker.locator('.ant-tree-checkbox-checked')).toHaveCount(2);
  await okButton(picker).click();
  await expect(picker).toBeHidden();
  await expect(boxTags(form, 'department-field')).toHaveText(['华东销售组', '华南销售组']);
  await save(page, form);

  const detail = await openDetailOf(page, 'entity-filter-user_username', username);
  await expect(detail).toContainText('华东销售组');
  await expect(detail).toContainText('华南销售组');
});

test('department picker, single: the newly ticked department replaces the previous one', async ({ page }) => {
  const name = `单选部门${stamp()}`;
  await openAs(page, '/system/depart');
  const form = await openCreateForm(page);
  await form.locator('#entity-form-department_depart_name').fill(name);
  await form.locator('#entity-form-department_parent_key').click();
  const picker = dialog(page, '选择部门');
  await treeNode(picker, '财务部').locator('.ant-tree-checkbox').click();
  await expect(treeNode(picker, '财务部').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  // Clicking a name ticks it too.
  await picker.locator('.ant-tree-title').filter({ hasText: /^项目部$/ }).click();
  await expect(picker.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
  await expect(treeNode(picker, '项目部').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await okButton(picker).click();
  await expect(boxTags(form, 'department-field')).toHaveText(['项目部']);
  await save(page, form);

  const detail = await openDetailOf(page, 'entity-filter-department_depart_name', name);
  await expect(detail).toContainText('项目部');
});

test('customer-department picker: needs the customer, notes an empty organisation, spins while loading, and picks a department', async ({ page }) => {
  const id = stamp();
  await openAs(page, '/crm/customerDepartment');
  const newCustomer = async (name: string) => (await callInPage<{ customer_key: string }>(page, '/api/crm/customer/addOrUpdate', { customer_name: name })).data.customer_key;
  const customerName = `组织测试客户${id}`;
  const emptyName = `无组织客户${id}`;
  const customer = await newCustomer(customerName);
  await newCustomer(emptyName);
  const root = await callInPage<{ customer_department_key: string }>(page, `${CUSTOMER_DEPARTMENT_API}/addOrUpdate`, { customer_key: customer, customer_department_name: `总部${id}` });
  expect(root.code).toBe(0);
  const child = await callInPage(page, `${CUSTOMER_DEPARTMENT_API}/addOrUpdate`, {
    customer_key: customer, customer_department_name: `资管部${id}`, parent_customer_department_key: root.data.customer_department_key,
  });
  expect(child.code).toBe(0);

  const form = await openCreateForm(page);
  const parent = form.locator('#entity-form-customerDepartment_parent_customer_department_key');
  const picker = dialog(page, '选择客户组织架构');
  await parent.click();
  await expect(picker).toContainText('请先选择客户，再选择客户组织架构！');
  await cancelButton(picker).click();
  await expect(picker).toBeHidden();

  await pick(page, form, 'entity-form-customerDepartment_customer_key', emptyName);
  await parent.click();
  await expect(picker.locator('.ant-empty')).toContainText('该客户暂无组织架构');
  await cancelButton(picker).click();
  await expect(picker).toBeHidden();

  // The tree call is held until the spinner has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/findByCustomerKey/${customer}`, async (route) => {
    await held;
    await route.continue();
  });
  await pick(page, form, 'entity-form-customerDepartment_customer_key', customerName);
  await parent.click();
  await expect(picker.locator('.ant-spin')).toBeVisible();
  release();
  await expect(picker.getByText(`资管部${id}`, { exact: true })).toBeVisible();
  await expect(picker.locator('.ant-spin')).toHaveCount(0);
  await treeNode(picker, `资管部${id}`).locator('.ant-tree-checkbox').click();
  await okButton(picker).click();
  await expect(boxTags(form, 'customer-department-field')).toHaveText([`资管部${id}`]);

  const name = `项目组${id}`;
  await form.locator('#entity-form-customerDepartment_customer_department_name').fill(name);
  await save(page, form);
  const detail = await openDetailOf(page, 'entity-filter-customerDepartment_customer_department_name', name);
  await expect(detail).toContainText(`资管部${id}`);
});

test('record picker, multiple: filters (with the extra ones behind 展开), ticks, deletes from the chosen table, fills the form', async ({ page }) => {
  const id = stamp();
  const intlErrors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && /INSUFFICIENT_PATH|MISSING_MESSAGE/.test(m.text())) intlErrors.push(m.text()); });
  await openAs(page, '/system/permissionGroup');
  const form = await openCreateForm(page);
  const groupName = `选菜单${id}`;
  await form.locator('#entity-form-permissionGroup_group_name').fill(groupName);
  await form.getByRole('button', { name: '浏览选择授权菜单' }).click();
  const picker = dialog(page, '选择菜单权限');
  const results = picker.getByTestId('record-picker-results');
  await expect(rows(results)).toHaveCount(5);
  await expect(picker.locator('.ant-pagination-options')).toContainText('5 条/页');

  const path = picker.locator('#record-picker-filter-permission_path');
  await expect(path).toBeHidden();
  await picker.getByTestId('record-picker-expand').click();
  await expect(path).toBeVisible();
  await expect(picker.getByTestId('record-picker-expand')).toContainText('收起');
  await picker.getByTestId('record-picker-expand').click();
  await expect(path).toBeHidden();

  const name = picker.locator('#record-picker-filter-permission_name');
  await name.fill('crm-customer');
  await name.press('Enter');
  // Four menus and the pool's distribute button; three of the menus are ticked.
  await expect(rows(results)).toHaveCount(5);
  for (const title of ['客户', '客户公海', '客户组织架构']) await rows(results).filter({ has: page.getByRole('cell', { name: title, exact: true }) }).click();
  const chosen = picker.getByTestId('record-picker-chosen');
  await expect(rows(chosen)).toHaveCount(3);
  await rows(chosen).filter({ hasText: '客户公海' }).getByTestId('record-picker-remove').click();
  await expect(rows(chosen)).toHaveCount(2);
  await expect(rows(results).filter({ hasText: '客户公海' }).locator('.ant-checkbox-input')).not.toBeChecked();
  // Cell text is cut at 12 units; the whole text shows on hover.
  const cut = rows(results).filter({ hasText: '客户公海' }).getByText('crm-customer...');
  await cut.hover();
  await expect(page.locator('.ant-tooltip').filter({ hasText: 'crm-customer-sea' })).toBeVisible();

  // Reset brings back the unfiltered first page; the choice stays.
  await picker.getByTestId('record-picker-reset').click();
  await expect(rows(results)).toHaveCount(5);
  await expect(rows(chosen)).toHaveCount(2);
  await okButton(picker).click();
  await expect(picker).toBeHidden();
  await expect(form.getByTestId('record-select').locator('.ant-select-selection-item')).toHaveText(['客户', '客户组织架构']);

  await save(page, form);
  const detail = await openDetailOf(page, 'entity-filter-permissionGroup_group_name', groupName);
  await expect(detail).toContainText('客户、客户组织架构');
  expect(intlErrors).toEqual([]);
});

test('record picker, single: the newly ticked record replaces the previous one and is saved', async ({ page }) => {
  const id = stamp();
  await openAs(page, '/system/permission');
  const form = await openCreateForm(page);
  await form.locator('#entity-form-permission_title').fill(`测试菜单${id}`);
  await form.locator('#entity-form-permission_name').fill(`e2e-menu-${id}`);
  await form.getByRole('button', { name: '浏览选择上级菜单' }).click();
  const picker = dialog(page, '选择菜单权限');
  const results = picker.getByTestId('record-picker-results');
  const name = picker.locator('#record-picker-filter-permission_name');
  await name.fill('crm-customer');
  await picker.getByTestId('record-picker-search').click();
  await expect(rows(results)).toHaveCount(5);
  await expect(results.locator('.ant-radio-input').first()).toBeVisible();
  await rows(results).filter({ hasText: '客户公海' }).click();
  await expect(rows(picker.getByTestId('record-picker-chosen'))).toHaveText([/客户公海/]);
  await rows(results).filter({ hasText: '客户组织架构' }).locator('.ant-radio-input').check();
  const chosen = picker.getByTestId('record-picker-chosen');
  await expect(rows(chosen)).toHaveCount(1);
  await expect(rows(chosen).first()).toContainText('客户组织架构');
  await okButton(picker).click();
  await expect(form.getByTestId('record-select').locator('.ant-select')).toContainText('客户组织架构');

  await save(page, form);
  const detail = await openDetailOf(page, 'entity-filter-permission_name', `e2e-menu-${id}`);
  await expect(detail).toContainText('客户组织架构');
});

test('paged drop-down: ten at a time, the next page on scrolling to the bottom, until there are no more; a keyword starts over', async ({ page }) => {
  await openAs(page, '/system/permissionGroup');
  const total = (await callInPage<{ total: number }>(page, `${PERMISSION_API}/query`, { pageNo: 1, pageSize: 1 })).data.total;
  expect(total).toBeGreaterThan(20);
  const form = await openCreateForm(page);
  const select = form.locator('#entity-form-permissionGroup_permission_keys');
  await select.click();
  const dropdown = openDropdown(page);
  const options = dropdown.locator('.ant-select-item-option');
  const footer = dropdown.getByTestId('paged-select-footer');
  await expect(options).toHaveCount(10);
  await expect(footer).toHaveText('下拉加载更多');

  const second = page.waitForRequest((request) => request.url().endsWith(`${PERMISSION_API}/query`) && (request.postDataJSON() as { pageNo?: number }).pageNo === 2);
  await dropdown.getByRole('listbox').hover();
  await page.mouse.wheel(0, 2000);
  await second;
  await expect(options).toHaveCount(20);

  for (let pages = 2; pages * 10 < total; pages += 1) {
    await expect(footer).toHaveText('下拉加载更多');
    await page.mouse.wheel(0, 4000);
    await expect(options).toHaveCount(Math.min((pages + 1) * 10, total));
  }
  await expect(footer).toHaveText('没有更多了');

  // Picking from a later page keeps its name in the box.
  await options.last().click();
  await expect(form.locator('.ant-select-selection-item')).toHaveCount(1);

  await select.fill('dashboard');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveText('工作台首页');
  await expect(footer).toHaveText('没有更多了');
});

test('paged drop-down: a refused page ends the loading without breaking the form', async ({ page }) => {
  await openAs(page, '/system/permissionGroup');
  const form = await openCreateForm(page);
  await page.route(`**${PERMISSION_API}/query`, (route) => route.fulfill({ json: { code: 500, msg: '服务繁忙', data: null } }));
  await form.locator('#entity-form-permissionGroup_permission_keys').click();
  const dropdown = openDropdown(page);
  await expect(dropdown.getByTestId('paged-select-footer')).toHaveText('下拉加载更多');
  await expect(dropdown.locator('.ant-select-item-option')).toHaveCount(0);
  await page.unroute(`**${PERMISSION_API}/query`);

  // Typing searches again, now answered.
  await form.locator('#entity-form-permissionGroup_permission_keys').fill('dashboard');
  await expect(dropdown.locator('.ant-select-item-option')).toHaveText(['工作台首页']);
  await expect(form).toBeVisible();
});
