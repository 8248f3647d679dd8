import { expect, test } from './support/test';
import { signedIn } from './support/session';

test('a record names who last changed it, even a colleague from another department', async ({ page }) => {
  // 李娜 (华东销售组) reads a quote 王芳 (财务部) reviewed; the user list she may search holds only her own department.
  await signedIn(page, 'lina', { at: '/okr-project/price' });
  const list = page.locator('[data-entity="quote"]:visible');
  await list.locator('.ant-table-row').filter({ hasText: 'BJ-20260115-001' }).getByTestId('row-detail').click();
  const fields = page.getByTestId('entity-detail-fields');
  await expect(fields).toContainText('通道扩容一期报价');
  await expect(fields.locator('tr, .ant-descriptions-item').filter({ hasText: '最后修改人' }).first()).toContainText('王芳');
  await expect(fields).not.toContainText('usr-finance');
});
