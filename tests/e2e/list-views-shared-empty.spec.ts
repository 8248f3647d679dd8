import { expect, test, type Locator, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * A colleague's shared view that finds nothing says why in the same words whatever lies outside the
 * viewer's scope: lina (华东销售组) shares two customer views with 财务部, one naming a customer of
 * hers, one a name nobody has. 王芳 (财务部) sees neither customer; both views state their condition,
 * that it was searched within what she may see, and offer 清除条件 — and read alike, so a view cannot
 * be used to learn whether hidden records match (docs/security.md, "Saved list views").
 */

const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const SAVE = '/api/app/base/sys/listView/save';
const REMOVE = '/api/app/base/sys/listView/delete';
const menuItem = (page: Page, text: string | RegExp) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: text });

async function shareView(lina: Page, name: string, customerName: string): Promise<string> {
  const saved = await callInPage<{ view_key: string }>(lina, SAVE, {
    entity: 'customer',
    name,
    settings: { kind: 'table', columns: [], filters: { customer_name: `*${customerName}*` }, filterValues: { customer_name: customerName }, advanced: null, sort: null, groupBy: null, boardField: null },
    shared: true,
    shareRoles: [],
    shareDepartments: ['dep-finance'],
  });
  expect(saved.code, saved.msg).toBe(0);
  return saved.data.view_key;
}

async function applyView(page: Page, list: Locator, name: string): Promise<void> {
  await list.getByTestId('list-view-menu').click();
  await menuItem(page, name).click();
  await expect(list.getByTestId('list-view-menu')).toContainText(name);
}

test('a shared view that finds nothing for its viewer states its conditions, not what lies outside her scope', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina', { at: '/crm/customer' });
  const hers = `范围客户${STAMP}`;
  const created = await callInPage(lina, '/api/crm/customer/addOrUpdate', { customer_name: hers, status: 'potential', level: 'A' });
  expect(created.code, created.msg).toBe(0);
  const hidden = await shareView(lina, `有记录${STAMP}`, hers);
  const none = await shareView(lina, `无记录${STAMP}`, `无此客户${STAMP}`);

  try {
    const wangfang = await signedInPage(browser, 'wangfang', { at: '/crm/customer' });
    const list = wangfang.locator('[data-entity="customer"]:visible');
    const empty = list.getByTestId('list-empty');

    await applyView(wangfang, list, `有记录${STAMP}`);
    await expect(empty).toHaveAttribute('data-reason', 'sharedView');
    await expect(empty).toContainText('此视图的条件在您可见的范围内没有记录');
    await expect(empty).toContainText(`视图“有记录${STAMP}”由李娜共享`);
    await expect(empty.getByTestId('view-condition')).toHaveText([`客户名称 包含 “${hers}”`]);
    const withHidden = (await empty.innerText()).replace(`有记录${STAMP}`, '«view»').replace(hers, '«name»');

    // A view whose name nobody has reads the same: nothing tells the two apart.
    await applyView(wangfang, list, `无记录${STAMP}`);
    await expect(empty.getByTestId('view-condition')).toHaveText([`客户名称 包含 “无此客户${STAMP}”`]);
    const withNone = (await empty.innerText()).replace(`无记录${STAMP}`, '«view»').replace(`无此客户${STAMP}`, '«name»');
    expect(withNone).toBe(withHidden);

    // 清除条件: the list without the view's condition (her own records, or the list's usual empty state).
    await empty.getByTestId('list-empty-clear-view').click();
    await expect(list.locator('#entity-filter-customer_customer_name')).toHaveValue('');
    await expect(list.locator('[data-reason="sharedView"]')).toHaveCount(0);
    await wangfang.context().close();
  } finally {
    for (const viewKey of [hidden, none]) await callInPage(lina, REMOVE, { viewKey });
  }
});
