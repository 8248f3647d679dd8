import { expect, test } from './support/test';
import { signedInPage } from './support/session';

/**
 * Duplicates do not slip in silently: a new customer whose name differs from an existing one only
 * in its 有限责任公司 form, and a contact with a phone already on file, are flagged at the field with
 * a link to the record that exists; the contact can still be saved.
 */

test('a likely duplicate customer name and contact phone are named and linked at the field', async ({ browser }) => {
  const page = await signedInPage(browser, 'lina', { at: '/crm/customer' });
  await page.locator('[data-entity="customer"]:visible').getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form').last();
  await form.locator('#entity-form-customer_customer_name').fill('上海浦江信托 有限责任公司');
  const nameHint = form.locator('[data-testid="duplicate-hint"][data-field="customer_name"]');
  await expect(nameHint).toContainText('可能与已有客户重复');
  await expect(nameHint.getByTestId('duplicate-link')).toHaveText('上海浦江信托有限公司');
  await expect(nameHint.getByTestId('duplicate-link')).toHaveAttribute('href', '/crm/customer/cus-demo-01');
  await page.screenshot({ path: '.tmp/screens/duplicate-customer-name-zh-CN.png' });
  // A name of its own: the hint goes.
  await form.locator('#entity-form-customer_customer_name').fill(`全新客户${Date.now().toString(36)}`);
  await expect(nameHint).toHaveCount(0);
  await page.getByTestId('entity-form-cancel').last().click();

  // A contact of another customer with 陈静's mobile.
  await page.goto('/crm/customer/cus-demo-02');
  const record = page.getByTestId('record-page');
  await record.getByRole('tab', { name: '联系与往来' }).click();
  const contacts = record.locator('[data-entity="customerContact"]');
  await contacts.getByTestId('entity-create').click();
  const contactForm = page.getByTestId('entity-form').last();
  await contactForm.locator('#entity-form-customerContact_contact_name').fill('陈静（新）');
  await contactForm.locator('#entity-form-customerContact_mobile').fill('13901000001');
  const phoneHint = contactForm.locator('[data-testid="duplicate-hint"][data-field="mobile"]');
  await expect(phoneHint).toContainText('陈静');
  await expect(phoneHint.getByTestId('duplicate-link')).toHaveAttribute('href', '/crm/customer/cus-demo-01');
  await page.screenshot({ path: '.tmp/screens/duplicate-contact-phone-zh-CN.png' });
});
