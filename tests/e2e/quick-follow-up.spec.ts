import { expect, test } from './support/test';
import { signedInPage } from './support/session';

/**
 * 写跟进 where the eye is: a customer's 跟进动态 tab writes a follow-up in place, its 跟进时间 already
 * at now, and the new entry heads the timeline.
 */

test('a customer’s timeline writes a follow-up in place, its time starting at now', async ({ browser }) => {
  const page = await signedInPage(browser, 'lina', { at: '/crm/customer/cus-demo-01' });
  const record = page.getByTestId('record-page');
  await record.getByRole('tab', { name: '跟进动态' }).click();
  const timeline = record.getByTestId('record-timeline');
  await timeline.getByTestId('timeline-write').click();

  const form = page.getByTestId('entity-form').last();
  // Today's date in the business's calendar starts the time field.
  await expect(form.locator('#entity-form-follow_follow_time')).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await page.screenshot({ path: '.tmp/screens/quick-follow-up-form-zh-CN.png' });
  const said = `电话回访：确认下季度续约意向 ${Date.now().toString(36)}`;
  await form.locator('#entity-form-follow_content').fill(said);
  await page.getByTestId('entity-form-submit').last().click();
  await expect(form).toBeHidden();
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText(said);
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText('李娜');
});

test('写跟进 in a customer’s header writes a follow-up without opening the timeline first', async ({ browser }) => {
  const page = await signedInPage(browser, 'lina', { at: '/crm/customer/cus-demo-01' });
  const record = page.getByTestId('record-page');
  await record.getByTestId('record-write').click();
  const form = page.getByTestId('entity-form').last();
  await expect(form.locator('#entity-form-follow_follow_time')).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  const said = `拜访后写跟进：约定下周演示 ${Date.now().toString(36)}`;
  await form.locator('#entity-form-follow_content').fill(said);
  await page.getByTestId('entity-form-submit').last().click();
  await expect(form).toBeHidden();
  await record.getByRole('tab', { name: '跟进动态' }).click();
  await expect(record.getByTestId('record-timeline').getByTestId('timeline-entry').first()).toContainText(said);
});
