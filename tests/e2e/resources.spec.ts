import { expect, test, type Locator, type Page } from './support/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { pick } from './support/select';
import { signedIn } from './support/session';
import { openGroupedTab } from './support/record-tabs';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
/** The value the record page shows beside a label. */
const shown = (record: Locator, label: string) =>
  record.getByTestId('entity-detail-fields').locator('th', { hasText: label }).locator('xpath=following-sibling::td[1]');

async function rate(page: Page, ratings: Locator, score: string, comment: string): Promise<void> {
  await ratings.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-resourceRating_score').fill(score);
  await form.locator('#entity-form-resourceRating_comment').fill(comment);
  await page.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rows(ratings).filter({ hasText: comment })).toHaveCount(1);
}

test('a resource is created, rated twice with its average shown, and linked to a project and a supplier', async ({ page }) => {
  const name = `瑞信评估${stamp()}`;
  await signedIn(page, 'lina', { at: '/supply/resource' });
  const list = page.locator('[data-entity="resource"]:visible');
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-resource_resource_name').fill(name);
  await pick(page, form, 'entity-form-resource_resource_type', '机构');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const filter = list.locator('#entity-filter-resource_resource_name');
  await filter.fill(name);
  await filter.press('Enter');
  const row = rows(list).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-detail').click();
  const record = page.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(name);

  // Two ratings: the resource shows their average.
  await openGroupedTab(record, '联系与往来', '评价');
  const ratings = record.locator('[data-entity="resourceRating"]');
  await rate(page, ratings, '5', '方案专业，交付及时');
  // A rating outside 1–5 is refused with the reason, and nothing is saved.
  await ratings.getByTestId('entity-create').click();
  await form.locator('#entity-form-resourceRating_score').fill('6');
  await form.locator('#entity-form-resourceRating_comment').fill('超出范围');
  await page.getByTestId('entity-form-submit').click();
  await expect(form.getByText('评分不能大于5')).toBeVisible();
  await form.locator('#entity-form-resourceRating_score').fill('4');
  await form.locator('#entity-form-resourceRating_comment').fill('费用略高');
  await page.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rows(ratings)).toHaveCount(2);
  await expect(rows(ratings).filter({ hasText: '费用略高' })).toContainText('李娜');
  await record.getByRole('tab', { name: '基本信息' }).click();
  await expect(shown(record, '平均评分')).toContainText('★★★★★4.5');

  // Linked to a project lina works on.
  await openGroupedTab(record, '商务', '项目');
  const projects = record.locator('[data-entity="resourceProject"]');
  await projects.getByTestId('entity-create').click();
  await pick(page, form, 'entity-form-resourceProject_project_key', '浦江信托家族信托数字化平台');
  await form.locator('#entity-form-resourceProject_project_role').fill('估值顾问');
  await page.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rows(projects).filter({ hasText: '浦江信托家族信托数字化平台' })).toContainText('估值顾问');

  // Linked to a supplier: the supplier's page lists the resource too.
  const supplier = '上海数聚信息技术有限公司';
  await openGroupedTab(record, '商务', '供应商关联');
  const links = record.locator('[data-entity="resourceSupplier"]');
  await links.getByTestId('entity-create').click();
  await pick(page, form, 'entity-form-resourceSupplier_supplier_key', supplier);
  await pick(page, form, 'entity-form-resourceSupplier_relation', '经由供应商聘用');
  await page.getByTestId('entity-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rows(links).filter({ hasText: supplier })).toContainText('经由供应商聘用');

  await page.goto('/supply/supplier');
  const suppliers = page.locator('[data-entity="supplier"]:visible');
  await suppliers.locator('#entity-filter-supplier_supplier_name').fill(supplier);
  await suppliers.locator('#entity-filter-supplier_supplier_name').press('Enter');
  await rows(suppliers).filter({ hasText: supplier }).getByTestId('row-detail').click();
  const supplierPage = page.getByTestId('record-page');
  await expect(supplierPage.getByTestId('record-title')).toHaveText(supplier);
  await openGroupedTab(supplierPage, '商务', '关联资源');
  await expect(rows(supplierPage.locator('[data-entity="resourceSupplier"]')).filter({ hasText: name })).toContainText('经由供应商聘用');
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`the resource list and a record page with its tabs, in ${locale}`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, 'lina');
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: page.url() }]);
    await page.goto('/supply/resource');
    const list = page.locator('[data-entity="resource"]:visible');
    await expect(rows(list).filter({ hasText: '陈立华' })).toHaveCount(1);
    await expect(list.getByText(locale === 'zh-CN' ? '专家顾问' : 'Expert adviser').first()).toBeVisible();
    await expect(rows(list).filter({ hasText: '陈立华' })).toContainText('★★★★★');
    await page.screenshot({ path: `.tmp/screens/resources-list-${locale}.png`, fullPage: true });

    await page.goto('/supply/resource/res-demo-01');
    const record = page.getByTestId('record-page');
    await expect(shown(record, locale === 'zh-CN' ? '平均评分' : 'Average rating')).toContainText('4.5');
    await expect(shown(record, locale === 'zh-CN' ? '累计费用' : 'Total cost')).toHaveText('44,000.00');
    // Texts that load after the record (dictionary items, people) are in before the picture.
    await expect(shown(record, locale === 'zh-CN' ? '状态' : 'Status')).toHaveText(locale === 'zh-CN' ? '合作中' : 'Active');
    await expect(shown(record, locale === 'zh-CN' ? '负责人' : 'Owner')).toHaveText('李娜');
    await expect(shown(record, locale === 'zh-CN' ? '所在地区' : 'Region')).not.toContainText('310000');
    await page.screenshot({ path: `.tmp/screens/resources-record-${locale}.png`, fullPage: true });
    await openGroupedTab(record, locale === 'zh-CN' ? '联系与往来' : 'Contacts & dealings', locale === 'zh-CN' ? '评价' : 'Ratings');
    const ratings = record.locator('[data-entity="resourceRating"]');
    await expect(rows(ratings)).toHaveCount(2);
    await expect(ratings.locator('.ant-spin-spinning, .ant-spin-blur')).toHaveCount(0);
    await expect(rows(ratings).filter({ hasText: '李娜' })).toHaveCount(1);
    await expect(rows(ratings).filter({ hasText: '张伟' })).toHaveCount(1);
    await page.screenshot({ path: `.tmp/screens/resources-ratings-${locale}.png`, fullPage: true });

    if (locale === 'zh-CN') {
      // The demo's files (they need the file storage, which the app has).
      await openGroupedTab(record, '联系与往来', '附件');
      const files = record.locator('[data-entity="resourceAttachment"]');
      await expect(rows(files).filter({ hasText: '家族信托顾问协议' })).toContainText('陈立华顾问协议.pdf');
      await expect(files.locator('.ant-spin-spinning, .ant-spin-blur')).toHaveCount(0);
      await page.screenshot({ path: '.tmp/screens/resources-attachments-zh-CN.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/supply/resource');
      await expect(page.locator('[data-entity="resource"]:visible').getByTestId('record-card').first()).toBeVisible();
      await page.screenshot({ path: '.tmp/screens/resources-list-390.png', fullPage: true });
    }
  });
}
