import { expect, test } from './support/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from './support/session';
import { expectNoRawKeys, watchMissingMessages } from './support/translation-gaps';

/*
 * Each page is sent only the translation namespaces it uses (lib/i18n/client-namespaces.ts). A
 * text whose namespace did not come along shows as its key ('shellNav.allMenus'): the dialogs that
 * load when first opened must show none, and next-intl must report none. The pages themselves are
 * looked at in the page walks (page-walks.spec.ts).
 */

test('dialogs that load on first opening bring their texts along', async ({ page }) => {
  test.setTimeout(120_000);
  const missing = watchMissingMessages(page).seen;
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);

  // The message drawer, each of its tabs.
  const drawer = page.getByRole('dialog', { name: '消息中心' });
  // A click before the page has hydrated does nothing: click again only while the drawer is not open,
  // as a click on the bell with the drawer open closes it.
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.getByTestId('message-bell').click();
    await expect(drawer).toBeVisible({ timeout: 2000 });
  }).toPass();
  for (const tab of ['业务消息', '行政消息', '新闻']) {
    await drawer.getByRole('tab', { name: new RegExp(tab) }).click();
    await expectNoRawKeys(page, `message drawer: ${tab}`);
  }
  await page.keyboard.press('Escape');

  // A new customer's form, the advanced query and the import dialog of the customer list.
  await page.goto('/crm/customer');
  const list = page.getByTestId('entity-list').first();
  await list.getByTestId('entity-create').click();
  await expect(page.locator('.ant-drawer-open form')).toBeVisible();
  await expectNoRawKeys(page, 'customer form');
  await page.keyboard.press('Escape');
  await list.getByTestId('aq-open').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoRawKeys(page, 'advanced query');
  await page.keyboard.press('Escape');
  await list.getByTestId('entity-import').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoRawKeys(page, 'import dialog');
  await page.keyboard.press('Escape');

  // A lead's timeline and its follow-up dialog; the lead pool's distribution rule.
  await page.goto('/crm/clue/clu-demo-07');
  await page.getByRole('tab', { name: '跟进动态' }).click();
  await expect(page.getByTestId('timeline-entry').first()).toBeVisible();
  await expectNoRawKeys(page, 'lead timeline');
  await page.getByTestId('action-followUp').click();
  await expect(page.locator('#action-clue-followUp_content')).toBeVisible();
  await expectNoRawKeys(page, 'follow-up dialog');
  await page.keyboard.press('Escape');
  await page.goto('/crm/cluePool');
  await page.getByTestId('clue-rule-open').click();
  await expect(page.getByTestId('clue-rule-dialog').getByRole('switch')).toBeVisible();
  await expectNoRawKeys(page, 'distribution rule');
  // The project wizard, opened from the list and from its workspace.
  await page.goto('/okr-project/index/allProject');
  await page.getByTestId('entity-list').first().getByTestId('entity-create').click();
  await expect(page.getByTestId('wizard-form')).toBeVisible();
  await expectNoRawKeys(page, 'project wizard');
  await page.goto('/okrProject/overview?key=prj-demo-02');
  await page.getByTestId('workspace-project-name').click();
  await expect(page.getByTestId('wizard-form').locator('#project_name')).toHaveValue('前海跨境收付款通道升级');
  await expectNoRawKeys(page, 'project wizard in the workspace');

  expect(missing).toEqual([]);
});

test('an English reader sees dictionary values in English on lists, boards and the workspace', async ({ page, context }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'en-US', url: page.url() }]);
  await page.goto('/crm/customer');
  const list = page.getByTestId('entity-list').first();
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  // A demo customer of level 重点客户: customers other tests add may fill the first page.
  const name = list.locator('#entity-filter-customer_customer_name');
  await name.fill('上海浦江信托有限公司');
  await name.press('Enter');
  await expect(list.locator('.ant-table-row').filter({ hasText: '上海浦江信托有限公司' }).first()).toContainText('Key customer');
  await expect(list.getByText('重点客户')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('customers-en.png'), fullPage: true });
  await page.goto('/okrProject/overview?key=prj-demo-02');
  await expect(page.getByTestId('workspace-status')).toHaveText('Ongoing');
});
