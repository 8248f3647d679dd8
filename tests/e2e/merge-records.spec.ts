import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Locator, type Page } from './support/test';
import { signedIn } from './support/session';
import { openGroupedTab } from './support/record-tabs';

/**
 * Merging duplicate customers (docs/entities.md, "Merging duplicates"): admin finds the same
 * company entered twice, each with a contact and a follow-up, merges them from the list, and the
 * kept customer shows both contacts and both follow-ups; the merged one's address leads to it.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

async function saved(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await request.post(path, { headers: SAME_ORIGIN, data });
  const body = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** A customer with one contact and one follow-up, entered through the calls the forms use. */
async function customerWithChildren(request: APIRequestContext, name: string, contact: string, mobile: string, note: string): Promise<string> {
  const customer = await saved(request, '/api/crm/customer/addOrUpdate', { customer_name: name });
  const key = String(customer.customer_key);
  await saved(request, '/api/crm/customer/contact/addOrUpdate', { customer_key: key, contact_name: contact, mobile });
  await saved(request, '/api/crm/follow/addOrUpdate', { subject_kind: 'customer', subject_key: key, follow_time: '2026-11-20 10:00:00', follow_type: 'phone', content: note });
  return key;
}

test('two duplicate customers are merged from the list: contacts and follow-ups move to the one kept, the other’s address leads to it', async ({ page }) => {
  test.setTimeout(120_000);
  const s = stamp();
  const prefix = `合并测试${s}`;
  const keptName = `${prefix}科技有限公司`;
  const otherName = `${prefix}科技有限责任公司`;
  await page.setViewportSize({ width: 1280, height: 860 });
  await signedIn(page, 'admin', { at: '/crm/customer' });
  const kept = await customerWithChildren(page.request, keptName, '甲联系人', '13905550001', '第一次电话沟通');
  const other = await customerWithChildren(page.request, otherName, '乙联系人', '13905550002', '重复录入的客户来电');

  const list = page.locator('[data-entity="customer"]:visible');
  const filter = list.locator('#entity-filter-customer_customer_name');
  await filter.fill(prefix);
  await filter.press('Enter');
  await expect(rows(list)).toHaveCount(2);
  // The kept record is selected first: it is the dialog's first column and the default survivor.
  // Both names are longer than a list cell shows (25 units): each row is told by its whole name.
  await rows(list).filter({ has: page.locator(`[data-full-text="${keptName}"]`) }).locator('.ant-checkbox-input').check();
  await rows(list).filter({ has: page.locator(`[data-full-text="${otherName}"]`) }).locator('.ant-checkbox-input').check();
  await list.getByTestId('entity-merge').click();

  const dialog = page.getByTestId('merge-dialog');
  await expect(dialog.getByTestId('merge-table')).toBeVisible();
  // antd puts a radio's test id on its input; the table's fixed header is drawn twice.
  await expect(dialog.locator('.ant-table-thead').first()).toContainText(keptName);
  await expect(dialog.getByTestId('merge-survivor-0').first()).toBeChecked();
  await expect(dialog.getByTestId('merge-moves-customerContact')).toHaveText('联系人 1 条');
  await expect(dialog.getByTestId('merge-moves-follow')).toHaveText('跟进记录 1 条');
  // The kept customer takes the other one's name (the survivor's value is preselected).
  await expect(dialog.getByTestId('merge-choice-customer_name-0')).toBeChecked();
  await dialog.getByTestId('merge-choice-customer_name-1').check();
  await page.screenshot({ path: '.tmp/screens/merge-dialog-1280-zh-CN.png' });

  // On a phone the dialog keeps to the screen and its table scrolls.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/screens/merge-dialog-390-zh-CN.png' });
  await page.setViewportSize({ width: 1280, height: 860 });

  await dialog.getByTestId('merge-submit').click();
  await page.getByTestId('merge-confirm-ok').click();
  await expect(page.locator('.ant-message').getByText('合并成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rows(list)).toHaveCount(1);
  await expect(rows(list).first().locator(`[data-full-text="${otherName}"]`)).toHaveCount(1);

  // The kept customer holds both contacts and both follow-ups.
  await page.goto(`/crm/customer/${kept}`);
  const record = page.getByTestId('record-page');
  await openGroupedTab(record, '联系与往来', '联系人');
  const contacts = record.locator('[data-entity="customerContact"]');
  await expect(rows(contacts).filter({ hasText: '甲联系人' })).toHaveCount(1);
  await expect(rows(contacts).filter({ hasText: '乙联系人' })).toHaveCount(1);
  await openGroupedTab(record, '联系与往来', '跟进记录');
  const follows = record.locator('[data-entity="follow"]');
  await expect(rows(follows).filter({ hasText: '第一次电话沟通' })).toHaveCount(1);
  await expect(rows(follows).filter({ hasText: '重复录入的客户来电' })).toHaveCount(1);
  await record.getByRole('tab', { name: '历史记录' }).last().click();
  await expect(page.locator('[data-testid="audit-entry"][data-action="merge"]')).toContainText('合并了重复记录');

  // The merged customer's address leads to the kept one.
  await page.goto(`/crm/customer/${other}`);
  await expect(page).toHaveURL(new RegExp(`/crm/customer/${kept}$`));
  await expect(page.getByTestId('record-page')).toContainText(otherName);
});
