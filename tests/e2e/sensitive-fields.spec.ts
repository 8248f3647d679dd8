import { expect, test } from './support/test';
import { signedInPage } from './support/session';
import { openGroupedTab } from './support/record-tabs';

/**
 * Sensitive fields (docs/entities.md, "Sensitive fields"): lina reads the mobiles of contacts a
 * colleague entered masked, with no way to reveal them; admin reads a contact lina entered masked
 * too, and reveals its mobile with 查看 in the list and its e-mail on the detail view.
 */

test('a colleague’s contact phone is masked to lina, and admin reveals one with 查看', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina', { wide: true, at: '/crm/customer/cus-demo-01' });
  const record = lina.getByTestId('record-page');
  await record.getByRole('tab', { name: '联系与往来' }).click();
  const linasContacts = record.locator('[data-entity="customerContact"]');
  const chen = linasContacts.locator('tr', { hasText: '陈静' });
  await expect(chen.getByTestId('masked-mobile')).toHaveText('139****0001');
  // Without 查看敏感信息 there is nothing to click, and the page holds no whole number.
  await expect(linasContacts.getByTestId('reveal-mobile')).toHaveCount(0);
  expect(await lina.content()).not.toContain('13901000001');
  await lina.screenshot({ path: '.tmp/screens/sensitive-masked-list-zh-CN.png' });

  // lina enters a contact of her own: hers to read whole, a colleague's to admin.
  const suffix = Date.now().toString().slice(-8);
  const mobile = `139${suffix}`;
  const name = `揭示${suffix.slice(-4)}`;
  const saved = await lina.request.post('/api/crm/customer/contact/addOrUpdate', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: { customer_key: 'cus-demo-01', contact_name: name, mobile, email: `reveal${suffix}@example.com` },
  });
  expect(((await saved.json()) as { code: number }).code).toBe(0);
  await lina.context().close();

  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/crm/customer/cus-demo-01' });
  const adminRecord = admin.getByTestId('record-page');
  await adminRecord.getByRole('tab', { name: '联系与往来' }).click();
  const contacts = adminRecord.locator('[data-entity="customerContact"]');
  const row = contacts.locator('tr', { hasText: name });
  await expect(row.getByTestId('masked-mobile')).toContainText(`139****${mobile.slice(-4)}`);
  expect(await admin.content()).not.toContain(mobile);
  await admin.screenshot({ path: '.tmp/screens/sensitive-reveal-offered-zh-CN.png' });
  await row.getByTestId('reveal-mobile').click();
  await expect(row.getByTestId('revealed-mobile')).toHaveText(mobile);
  await admin.screenshot({ path: '.tmp/screens/sensitive-revealed-list-zh-CN.png' });

  // The detail view masks the e-mail the same way and reveals it in place.
  await row.getByRole('link', { name }).click();
  const fields = admin.getByTestId('entity-detail-fields').last();
  await expect(fields.getByTestId('masked-email')).toContainText('r***@example.com');
  await fields.getByTestId('reveal-email').click();
  await expect(fields.getByTestId('revealed-email')).toHaveText(`reveal${suffix}@example.com`);
  await admin.screenshot({ path: '.tmp/screens/sensitive-revealed-detail-zh-CN.png' });

  // Both reveals stand in the record's history: who, which field, when.
  await admin.getByRole('tab', { name: '历史记录' }).last().click();
  const reveals = admin.locator('[data-testid="audit-entry"][data-action="reveal"]');
  await expect(reveals).toHaveCount(2);
  await expect(reveals.first()).toContainText('查看了敏感信息');
  await expect(reveals.getByTestId('revealed-fields')).toHaveText(['邮箱', '手机号']);
  await admin.screenshot({ path: '.tmp/screens/sensitive-reveal-history-zh-CN.png' });
  await admin.keyboard.press('Escape');

  // lina's customer's bank account is masked to admin in groups of four, 查看 beside it within its column.
  await openGroupedTab(adminRecord, '财务', '账户');
  const accounts = adminRecord.locator('[data-entity="customerAccount"]');
  const account = accounts.getByTestId('masked-account_no').filter({ hasText: '1001 **** **** *** 3456' });
  await expect(account).toHaveCount(1);
  const cell = account.locator('xpath=ancestor::td[1]');
  expect(await cell.evaluate((td) => td.scrollWidth <= td.clientWidth + 1)).toBe(true);
  await admin.screenshot({ path: '.tmp/screens/sensitive-masked-account-zh-CN.png' });

  // Its form holds the mask, never the number; saved untouched, the number stays as it was.
  await accounts.locator('tr').filter({ hasText: '1001 **** **** *** 3456' }).getByTestId('row-edit').click();
  const form = admin.getByTestId('entity-form').last();
  await expect(form.locator('#entity-form-customerAccount_account_no')).toHaveValue('1001 **** **** *** 3456');
  await admin.getByTestId('entity-form-submit').last().click();
  await expect(admin.locator('.ant-message').getByText('修改成功')).toBeVisible();
  const stored = await admin.request.post('/api/crm/customer/account/reveal/acc-demo-01', { headers: { 'sec-fetch-site': 'same-origin' }, data: { field: 'account_no' } });
  expect(((await stored.json()) as { data: { value: string } }).data.value).toBe('1001244309300123456');
});
