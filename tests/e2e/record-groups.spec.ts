import { expect, test, type Locator, type Page } from './support/test';
import { formatCurrency } from '@/components/entity/fields/number-format';
import { ENTITIES, entityByName } from '@/lib/entities';
import { childTabsOf, childTabValues } from '@/lib/entity/features/family/family';
import { callInPage } from './support/in-page';
import { openGroupedTab } from './support/record-tabs';
import { pick } from './support/select';
import { signedInPage } from './support/session';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();
const GROUPS = { 'zh-CN': ['联系与往来', '商务', '财务', '配置'], 'en-US': ['Contacts & dealings', 'Business', 'Finance', 'Settings'] } as const;

test('a customer is created with its first contact, which then shows in its contacts tab; a contact its rules refuse is said on its field', async ({ browser }) => {
  const name = `首联测试客户${stamp()}`;
  const page = await signedInPage(browser, 'lina', { wide: true, at: '/crm/customer' });
  const list = page.locator('[data-entity="customer"]:visible');
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  const section = form.getByTestId('first-child');
  await expect(section).toContainText('首位联系人');
  await form.locator('#entity-form-customer_customer_name').fill(name);
  await section.locator('#entity-form-customer_first_children_customerContact_contact_name').fill('沈经理');
  await section.locator('#entity-form-customer_first_children_customerContact_mobile').fill('139');
  await page.getByTestId('entity-form-submit').click();
  // The contact's own rule speaks on its field; nothing is saved and nothing typed is lost.
  await expect(section.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await expect(section.locator('.ant-form-item').filter({ has: page.locator('#entity-form-customer_first_children_customerContact_mobile') }).locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(form.locator('#entity-form-customer_customer_name')).toHaveValue(name);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/record-groups-create-form-error-zh-CN.png' });
  await section.locator('#entity-form-customer_first_children_customerContact_mobile').fill('13912300088');
  await section.locator('#entity-form-customer_first_children_customerContact_job_title').fill('财务总监');
  await expect(section.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/record-groups-create-form-zh-CN.png' });
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const filter = list.locator('#entity-filter-customer_customer_name');
  await filter.fill(name);
  await filter.press('Enter');
  await rows(list).filter({ hasText: name }).getByTestId('row-detail').click();
  const record = page.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(name);
  const contactsGroup = record.getByTestId('record-tab-group').filter({ hasText: '联系与往来' });
  await expect(contactsGroup.getByTestId('record-tab-count')).toHaveText('1');
  await openGroupedTab(record, '联系与往来', '联系人');
  const contacts = record.locator('[data-entity="customerContact"]');
  await expect(rows(contacts)).toHaveCount(1);
  await expect(rows(contacts).first()).toContainText('沈经理');
  await expect(rows(contacts).first()).toContainText('财务总监');
  await expect(record.getByTestId('record-child-tab').filter({ hasText: '联系人' }).getByTestId('record-tab-count')).toHaveText('1');
});

test('a customer’s page groups its fifteen kinds of children, each tab counting what its list holds', async ({ browser }) => {
  const customer = entityByName('customer')!;
  const key = 'cus-demo-01';
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const page = await signedInPage(browser, 'admin', { wide: true, locale, at: `/crm/customer/${key}` });
    const record = page.getByTestId('record-page');
    await expect(record.getByTestId('record-tab-group')).toHaveText(GROUPS[locale].map((g) => new RegExp(`^${g} \\d+$`)));
    await expect(record.getByTestId('record-child-tab')).toHaveCount(0);
    await page.screenshot({ path: `.tmp/screens/record-groups-customer-${locale}.png` });
    if (locale === 'en-US') {
      await openGroupedTab(record, 'Contacts & dealings', 'Contact');
      await expect(rows(record.locator('[data-entity="customerContact"]')).first()).toBeVisible();
      await page.screenshot({ path: '.tmp/screens/record-groups-customer-contacts-en-US.png' });
      continue;
    }
    // Each tab's figure is what its list totals, group by group.
    const totals = new Map<string, number>();
    for (const tab of childTabsOf(customer, ENTITIES)) {
      const child = entityByName(tab.entity)!;
      const answer = await callInPage<{ total: number }>(page, `${child.apiBase}/query`, { ...childTabValues(tab, key), pageNo: 1, pageSize: 1 });
      expect(answer.code, answer.msg).toBe(0);
      totals.set(tab.entity, answer.data.total);
    }
    expect(totals.get('customerContact')).toBeGreaterThan(0);
    for (const group of customer.tabGroups!) {
      const groupTab = record.locator(`[data-testid="record-tab-group"][data-name="${group.name}"]`);
      const expected = group.children.reduce((sum, child) => sum + totals.get(child)!, 0);
      await expect(groupTab.getByTestId('record-tab-count')).toHaveText(String(expected));
      await groupTab.click();
      const inner = record.getByTestId('record-group-tabs');
      await expect(inner.getByTestId('record-child-tab')).toHaveCount(group.children.length);
      for (const child of group.children) {
        await expect(inner.locator(`[data-testid="record-child-tab"][data-name="${child}"]`).getByTestId('record-tab-count')).toHaveText(String(totals.get(child)));
      }
    }
    // The contacts tab lists as many rows as it counts.
    await openGroupedTab(record, '联系与往来', '联系人');
    await expect(rows(record.locator('[data-entity="customerContact"]'))).toHaveCount(totals.get('customerContact')!);
    await page.screenshot({ path: '.tmp/screens/record-groups-customer-contacts-zh-CN.png' });
  }
});

test('the opportunity board shows each column’s count and amount, within the filters', async ({ browser }) => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const page = await signedInPage(browser, 'lina', { wide: true, locale, at: '/crm/business' });
    const list = page.locator('[data-entity="business"]:visible');
    await list.getByTestId('list-view-switch').getByText(locale === 'zh-CN' ? '看板' : 'Board').click();
    const board = page.getByTestId('entity-board');
    const columns = board.getByTestId('board-column');
    await expect(columns.first()).toBeVisible();
    // What lina's own list holds, stage by stage, summed here from the records themselves.
    const all = await callInPage<{ records: { stage: string; amount: number | string | null }[]; total: number }>(page, '/api/crm/business/query', { pageNo: 1, pageSize: 500 });
    expect(all.data.total).toBe(all.data.records.length);
    const byStage = new Map<string, { count: number; sum: number }>();
    for (const r of all.data.records) {
      const s = byStage.get(r.stage) ?? { count: 0, sum: 0 };
      byStage.set(r.stage, { count: s.count + 1, sum: Math.round((s.sum + Number(r.amount ?? 0)) * 100) / 100 });
    }
    expect([...byStage.values()].some((s) => s.sum > 0)).toBe(true);
    for (const stage of await columns.evaluateAll((els) => els.map((el) => el.getAttribute('data-value')!))) {
      const column = board.locator(`[data-testid="board-column"][data-value="${stage}"]`);
      const expected = byStage.get(stage) ?? { count: 0, sum: 0 };
      await expect(column.getByTestId('board-column-count')).toHaveText(String(expected.count));
      await expect(column.getByTestId('board-column-sum')).toContainText(formatCurrency(expected.sum));
    }
    await page.screenshot({ path: `.tmp/screens/record-groups-board-${locale}.png` });
    if (locale === 'en-US') continue;
    // A filter narrows the sums as it narrows the cards.
    const filter = list.locator('#entity-filter-business_business_name');
    const some = (await callInPage<{ records: { business_name: string; stage: string; amount: number | string | null }[] }>(page, '/api/crm/business/query', { pageNo: 1, pageSize: 1 })).data.records[0]!;
    await filter.fill(some.business_name);
    await filter.press('Enter');
    const matching = (await callInPage<{ records: { stage: string; amount: number | string | null }[] }>(page, '/api/crm/business/query', { business_name: `*${some.business_name}*`, stage: some.stage, pageNo: 1, pageSize: 500 })).data.records;
    const column = board.locator(`[data-testid="board-column"][data-value="${some.stage}"]`);
    await expect(column.getByTestId('board-column-count')).toHaveText(String(matching.length));
    await expect(column.getByTestId('board-column-sum')).toContainText(formatCurrency(matching.reduce((sum, r) => sum + Number(r.amount ?? 0), 0)));
  }
});

test('a new opportunity is followed by whoever enters it unless the form names someone else', async ({ browser }) => {
  const name = `默认跟进商机${stamp()}`;
  const page = await signedInPage(browser, 'lina', { wide: true, at: '/crm/business' });
  const list = page.locator('[data-entity="business"]:visible');
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await expect(form.locator('.ant-form-item').filter({ has: page.locator('label[for="entity-form-business_follower"]') })).toContainText('李娜');
  await form.locator('#entity-form-business_business_name').fill(name);
  await pick(page, form, 'entity-form-business_customer_key', '上海浦江信托有限公司');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();
  const saved = await callInPage<{ records: { follower: string }[] }>(page, '/api/crm/business/query', { business_name: name });
  expect(saved.data.records.map((r) => r.follower)).toEqual(['usr-sales']);
});
