import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { pick } from './support/select';
import { signedIn, signIn } from './support/session';

/** Each test makes its own records, named per run, so none depends on another's data. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toLowerCase();
const USER_PASSWORD = 'Sys2026admin';

const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

async function openAs(page: Page, path: string, user = 'admin'): Promise<void> {
  await signedIn(page, user, { at: path });
  await expect(page.getByTestId('entity-list').first()).toBeVisible();
}

async function filterBy(page: Page, inputId: string, text: string): Promise<void> {
  const input = page.getByTestId('entity-filter').first().locator(`#${inputId}`);
  await input.fill(text);
  await input.press('Enter');
}

/** antd spaces two-character button texts (确 定). */
const confirmPopup = (page: Page) => page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: /^确\s?定$/ }).click();

/** Ticks one department in the department picker the field's button opens. */
async function pickDepartment(page: Page, form: Locator, id: string, name: string): Promise<void> {
  await form.locator(`#${id}`).click();
  const picker = page.getByRole('dialog', { name: '选择部门' });
  await picker.locator('.ant-tree-title').filter({ hasText: new RegExp(`^${name}$`) }).click();
  await picker.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(picker).toBeHidden();
}

/** Creates a user through the list page's form: password, one role, one department. */
async function createUser(page: Page, username: string, roleName: string, departName: string): Promise<void> {
  await page.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await expect(form.locator('#entity-form-user_password')).toHaveAttribute('type', 'password');
  await form.locator('#entity-form-user_username').fill(username);
  await form.locator('#entity-form-user_realname').fill(`测试${username}`);
  await form.locator('#entity-form-user_password').fill(USER_PASSWORD);
  await pick(page, form, 'entity-form-user_selectedroles', roleName);
  await pickDepartment(page, form, 'entity-form-user_selecteddeparts', departName);
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(form).toBeHidden();
}

/** Signs in as someone else in a browser of their own (signIn waits for the form to hydrate). */
async function asOther<T>(browser: Browser, username: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, username, USER_PASSWORD);
    return await run(page);
  } finally {
    await context.close();
  }
}

test('admin creates a user with password, role and department, edits them, freezes and unfreezes them', async ({ page, browser }) => {
  const username = `e2e_${stamp()}`;
  await openAs(page, '/system/user');
  await createUser(page, username, '普通员工', '华信金服总部');

  await filterBy(page, 'entity-filter-user_username', username);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('正常');

  // Editing shows the roles and departments the user holds, and no password.
  await row.getByTestId('row-edit').click();
  const form = page.getByTestId('entity-form');
  await expect(form.locator('#entity-form-user_password')).toHaveCount(0);
  await expect(form.locator('.ant-select-selection-item').filter({ hasText: '普通员工' })).toBeVisible();
  await expect(form.getByTestId('department-field').locator('.ant-tag').filter({ hasText: '华信金服总部' })).toBeVisible();
  await form.locator('#entity-form-user_realname').fill(`改名${username}`);
  // A position (岗位) for approver rules by position.
  await pick(page, form, 'entity-form-user_selectedpositions', '财务经理');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(row).toContainText(`改名${username}`);
  await row.getByTestId('row-edit').click();
  await expect(form.locator('.ant-select-selection-item').filter({ hasText: '财务经理' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
  await expect(form).toBeHidden();

  await row.getByTestId('row-freeze').click();
  await confirmPopup(page);
  await expect(toast(page, '冻结成功')).toBeVisible();
  await expect(row.getByTestId('row-unfreeze')).toBeVisible();

  await asOther(browser, username, async (other) => {
    await expect(other.getByText('该账号已被冻结，请联系管理员')).toBeVisible();
    await expect(other).toHaveURL(/\/login/);
  });

  // Unfreezing through the selection works too.
  await row.locator('.ant-checkbox-input').check();
  await page.getByTestId('entity-batch-unfreeze').click();
  await confirmPopup(page);
  await expect(toast(page, '解冻成功')).toBeVisible();
  await expect(row.getByTestId('row-freeze')).toBeVisible();
  await expect(row).toContainText('正常');

  await asOther(browser, username, async (other) => {
    await expect(other).toHaveURL(/\/$/);
  });
});

/** Creates a department under the head office as admin and filters the list down to it. */
async function createDepartment(page: Page, name: string): Promise<void> {
  await openAs(page, '/system/depart');
  await page.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-department_depart_name').fill(name);
  await pickDepartment(page, form, 'entity-form-department_parent_key', '华信金服总部');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(form).toBeHidden();
  await filterBy(page, 'entity-filter-department_depart_name', name);
  await expect(rows(page)).toHaveCount(1);
}

test('admin creates a department under the head office and finds it in the list', async ({ page }) => {
  await createDepartment(page, `测试部门${stamp()}`);
  await rows(page).first().getByTestId('row-detail').click();
  await expect(page.getByTestId('entity-detail-fields')).toContainText('华信金服总部');
});

test('a department is deleted from its row with the keyboard, after confirming', async ({ page }) => {
  await createDepartment(page, `待删部门${stamp()}`);

  // Enter on the focused button fetches the confirmation's code and opens it; the button keeps the focus.
  const remove = rows(page).first().getByTestId('row-delete');
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-popconfirm:not(.ant-popover-hidden)')).toBeVisible();
  await expect(remove).toBeFocused();
  await confirmPopup(page);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('a role granted only 客户管理 → 客户 gives its user only that top menu', async ({ page, browser }) => {
  const id = stamp();
  const roleName = `客户专员${id}`;
  await openAs(page, '/system/role');
  await page.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-role_role_code').fill(`e2e_${id}`);
  await form.locator('#entity-form-role_role_name').fill(roleName);
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  await filterBy(page, 'entity-filter-role_role_name', roleName);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('row-grant').click();
  const drawer = page.getByTestId('grant-drawer');
  const tree = drawer.getByTestId('grant-tree');
  await expect(tree).toBeVisible();
  // A new role holds nothing; check-all and its reverse work before the one grant is chosen.
  await expect(tree.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  await drawer.getByTestId('grant-check-all').click();
  await expect(tree.locator('.ant-tree-checkbox:not(.ant-tree-checkbox-checked)')).toHaveCount(0);
  await drawer.getByTestId('grant-check-all').click();
  await expect(tree.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  const customer = tree.locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: /^客户$/ }) }).first();
  await customer.locator('.ant-tree-checkbox').click();
  await page.getByTestId('grant-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(drawer).toBeHidden();

  const username = `e2e_${id}`;
  await page.goto('/system/user');
  await expect(page.getByTestId('entity-list')).toBeVisible();
  await createUser(page, username, roleName, '华信金服总部');

  await asOther(browser, username, async (other) => {
    // Without the dashboard, / sends the user on to the first page they may open.
    await expect(other).toHaveURL(/\/crm\/customer$/);
    const tabs = other.getByTestId('top-tab');
    await expect(tabs.first()).toBeVisible();
    await expect(tabs).toHaveText(['客户管理']);
  });
});

test('admin creates a dictionary and two items on its detail view', async ({ page }) => {
  const id = stamp();
  const dictName = `测试字典${id}`;
  await openAs(page, '/system/dict');
  await page.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-dictionary_dict_code').fill(`e2e_${id}`);
  await form.locator('#entity-form-dictionary_dict_name').fill(dictName);
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(form).toBeHidden();

  await filterBy(page, 'entity-filter-dictionary_dict_name', dictName);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('row-detail').click();
  const detail = page.getByTestId('entity-detail');
  await detail.getByRole('tab', { name: '字典项' }).click();
  const items = detail.getByTestId('entity-list');
  await expect(items).toHaveAttribute('data-entity', 'dictionaryItem');
  await expect(items.locator('.ant-empty')).toBeVisible();

  for (const [value, text] of [['A', '甲'], ['B', '乙']] as const) {
    await items.getByTestId('entity-create').click();
    const itemForm = page.getByTestId('entity-form');
    // The dictionary is fixed by the detail it was opened from: no input for it.
    await expect(itemForm.locator('#entity-form-dictionaryItem_dict_key')).toHaveCount(0);
    await itemForm.locator('#entity-form-dictionaryItem_item_value').fill(value);
    await itemForm.locator('#entity-form-dictionaryItem_item_text').fill(text);
    await pick(page, itemForm, 'entity-form-dictionaryItem_status', '启用');
    await page.getByTestId('entity-form-submit').click();
    await expect(toast(page, '新增成功').first()).toBeVisible();
    await expect(itemForm).toBeHidden();
  }
  await expect(rows(items)).toHaveCount(2);
  await expect(items).toContainText('甲');
  await expect(items).toContainText('乙');

  // An item's parent is chosen among this dictionary's items only, not every dictionary's.
  await items.getByTestId('entity-create').click();
  await page.getByTestId('entity-form').locator('#entity-form-dictionaryItem_parent_key').click();
  const offered = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(offered).toHaveCount(2);
  await expect(offered.filter({ hasText: '甲' })).toHaveCount(1);
  await expect(offered.filter({ hasText: '乙' })).toHaveCount(1);
});

test('the menu list shows seeded menus by their names and finds them by a Chinese word', async ({ page }) => {
  await openAs(page, '/system/permission');
  const list = page.getByTestId('entity-list').first();
  await expect(list).not.toContainText('menu.');
  await filterBy(page, 'entity-filter-permission_title', '客户');
  await expect(rows(list).filter({ hasText: '客户公海' })).toHaveCount(1);
  await expect(rows(list).filter({ hasText: '工作台首页' })).toHaveCount(0);
  await expect(list).not.toContainText('menu.');
});
