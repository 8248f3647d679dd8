import { expect, test, type Locator, type Page } from './support/test';
import { bandedPng, textPdf } from '@/lib/backend/seed/demo-files';
import { pick } from './support/select';
import { signedIn } from './support/session';
import { uploadWith } from './support/forms';

/**
 * A project's cloud documents and resources: 张伟, manager of the project under way,
 * makes a folder, uploads a picture and a PDF, previews both, uploads the picture again as its
 * second version and sees both versions, downloads the first; deletes an empty folder after
 * confirming, while a folder holding files is refused with the reason. Then adds a resource whose
 * period ends before it starts (refused, said on the end date) and with a good period.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^确\s?定$/ });

async function nameFolder(page: Page, name: string): Promise<void> {
  const input = page.getByTestId('folder-name-input');
  await expect(input).toBeVisible();
  await input.fill(name);
  await okButton(page.locator('.ant-modal').filter({ has: input })).click();
  await expect(input).toBeHidden();
}

test('folders, uploads with previews and versions, downloads, and an empty folder deleted after confirming', async ({ page }) => {
  test.slow();
  await signedIn(page, 'zhangwei', { at: '/okrProject/document?key=prj-demo-02' });
  const folders = page.getByTestId('document-folders');
  await expect(folders.getByTestId('folder-node').filter({ hasText: '需求与方案' })).toBeVisible();

  const folder = `验收资料${stamp()}`;
  await folders.getByTestId('folder-new').click();
  await nameFolder(page, folder);
  await expect(folders.getByTestId('folder-node').filter({ hasText: folder })).toBeVisible();
  const files = page.getByTestId('document-files');
  await expect(files.locator('.ant-card-head-title')).toContainText(folder);

  // A picture and a PDF, through the checked upload.
  const png = Buffer.from(bandedPng(120, 80, ['1f5fbf', 'f0a020']));
  await uploadWith(page, files.getByTestId('document-upload'), { name: '现场照片.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, '上传成功')).toBeVisible();
  await uploadWith(page, files.getByTestId('document-upload'), { name: '验收报告.pdf', mimeType: 'application/pdf', buffer: Buffer.from(textPdf(['Acceptance report'])) });
  const row = (name: string) => files.locator('.ant-table-row').filter({ has: page.locator(`[data-name="${name}"]`) });
  await expect(row('验收报告.pdf')).toContainText('张伟');
  await expect(row('现场照片.png')).toContainText('V1');

  // A wrong type is refused in Chinese.
  await uploadWith(page, files.getByTestId('document-upload'), { name: '伪装.pdf', mimeType: 'application/pdf', buffer: png });
  await expect(page.locator('.ant-message-error').filter({ hasText: '文件内容与扩展名不符' })).toBeVisible();
  await expect(row('伪装.pdf')).toHaveCount(0);

  // Previews: the picture as an image, the PDF in an object, both served inline by the checked call.
  await row('现场照片.png').getByTestId('document-preview-open').click();
  const image = page.getByTestId('document-preview-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await page.locator('.ant-drawer-close').click();
  await row('验收报告.pdf').getByTestId('document-preview-open').click();
  const pdf = page.getByTestId('document-preview-pdf');
  await expect(pdf).toBeAttached();
  const served = await page.request.get((await pdf.getAttribute('data'))!);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toMatch(/^inline;/);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await page.locator('.ant-drawer-close').click();

  // The same name again is the picture's second version; the versions drawer lists both.
  await uploadWith(page, files.getByTestId('document-upload'), { name: '现场照片.png', mimeType: 'image/png', buffer: Buffer.from(bandedPng(160, 90, ['2f9e6e'])) });
  await expect(toast(page, '已上传为新版本')).toBeVisible();
  await expect(row('现场照片.png')).toContainText('V2');
  await expect(files.locator('.ant-table-row')).toHaveCount(2);
  await row('现场照片.png').getByTestId('document-versions-open').click();
  const versions = page.getByTestId('document-versions');
  await expect(versions.locator('.ant-table-row')).toHaveCount(2);
  await expect(versions.locator('.ant-table-row').first()).toContainText('V2');
  const [download] = await Promise.all([page.waitForEvent('download'), versions.getByTestId('version-download-1').click()]);
  expect(download.suggestedFilename()).toBe('现场照片.png');
  expect((await download.createReadStream()) !== null).toBe(true);
  await page.locator('.ant-drawer-close').click();

  // A folder holding files is not deleted, and says why; an empty one goes after confirming.
  await folders.getByTestId('folder-delete').click();
  await okButton(page.locator('.ant-modal-confirm')).click();
  await expect(page.locator('.ant-message-error').filter({ hasText: '文件夹不为空，请先删除其中的文件和子文件夹' })).toBeVisible();
  await folders.getByTestId('folder-new-sub').click();
  await nameFolder(page, '空文件夹');
  const empty = folders.getByTestId('folder-node').filter({ hasText: '空文件夹' });
  await expect(empty).toBeVisible();
  await empty.click();
  await folders.getByTestId('folder-delete').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('确定删除文件夹“空文件夹”吗？');
  await okButton(confirm).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(empty).toHaveCount(0);
  await expect(folders.getByTestId('folder-node').filter({ hasText: folder })).toBeVisible();
});

test('a resource with a period ending before it starts is refused on the end date; a good one is listed', async ({ page }) => {
  await signedIn(page, 'zhangwei', { at: '/okrProject/resource?key=prj-demo-02' });
  const list = page.locator('[data-entity="projectResource"]');
  await expect(list.locator('.ant-table-row').filter({ hasText: '清算压测环境' })).toBeVisible();
  const name = `外包测试团队${stamp()}`;
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-projectResource_resource_name').fill(name);
  await pick(page, form, 'entity-form-projectResource_resource_type', '人员');
  await form.locator('#entity-form-projectResource_project_role').fill('回归测试');
  for (const [field, value] of [['period_start', '2026-06-10'], ['period_end', '2026-06-01']] as const) {
    const input = form.locator(`#entity-form-projectResource_${field}`);
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }
  await page.getByTestId('entity-form-submit').click();
  await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: '结束日期不能早于开始日期' })).toBeVisible();
  const end = form.locator('#entity-form-projectResource_period_end');
  await end.click();
  await end.fill('2026-07-31');
  // Enter in the last date confirms it and submits the form.
  await end.press('Enter');
  await expect(form).toBeHidden();
  await expect(list.locator('.ant-table-row').filter({ hasText: name })).toContainText('2026-07-31');
});
