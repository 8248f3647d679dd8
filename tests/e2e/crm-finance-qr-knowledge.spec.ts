import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { decodeQrPng, decodeQrSvg } from '../support/qr-decode';
import { signedIn } from './support/session';
import { typeMoment } from './support/forms';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^(确\s?定|OK)$/ });

/**
 * Chooses an option of a drop-down in the form drawer by its text. Unlike the shared pick(), it
 * sends no Escape afterwards: with the drop-down already closed, that would close the drawer.
 */
async function choose(page: Page, form: Locator, id: string, text: string): Promise<void> {
  const chosen = form.locator('.ant-select').filter({ has: page.locator(`#${id}`) }).locator('.ant-select-selection-item, .ant-select-content[title]').filter({ hasText: text });
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    await form.locator(`#${id}`).click();
    await form.locator(`#${id}`).fill(text);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator('.ant-select-item-option').filter({ hasText: text }).first().click({ timeout: 3000 });
    await expect(chosen.first()).toBeVisible({ timeout: 3000 });
  }).toPass();
}

/** Runs a declared action from the record page's header and answers its dialog. */
async function runRecordAction(page: Page, record: Locator, action: string, done: string): Promise<void> {
  await record.getByTestId(`action-${action}`).click();
  await okButton(page.getByTestId(`action-dialog-${action}`)).click();
  await expect(toast(page, done)).toBeVisible();
}

test('an income is recorded, then confirmed and booked on its page; booked, it offers no further move', async ({ page }) => {
  // An amount of the run's own: a run again would find the last try's income of the same amount first.
  const cents = 9_000_000 + (Date.now() % 900_000);
  const amount = { typed: (cents / 100).toFixed(2), shown: (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) };
  await signedIn(page, 'lina', { at: '/crm/income' });
  const list = page.locator('[data-entity="income"]:visible');
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await choose(page, form, 'entity-form-income_customer_key', '杭州钱塘财富管理有限公司');
  await form.locator('#entity-form-income_amount').fill(amount.typed);
  // The date last: Enter in its picker takes the date and submits the form.
  await typeMoment(form.locator('#entity-form-income_income_date'), '2026-11-18');
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(form).toBeHidden();

  const row = rows(list).filter({ hasText: amount.shown }).first();
  await expect(row).toContainText('待确认');
  await row.getByTestId('row-detail').click();
  const record = page.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(/^SR-\d{8}-\d{3}$/);
  await expect(record.getByTestId('record-status')).toHaveText('待确认');
  // Booking before confirming is not offered.
  await expect(record.getByTestId('action-book')).toHaveCount(0);
  await runRecordAction(page, record, 'confirm', '收入已确认');
  await expect(record.getByTestId('record-status')).toHaveText('已确认');
  await runRecordAction(page, record, 'book', '收入已入账');
  await expect(record.getByTestId('record-status')).toHaveText('已入账');
  for (const action of ['confirm', 'book', 'void', 'updateStatus']) await expect(record.getByTestId(`action-${action}`)).toHaveCount(0);
});

test('a QR code is generated on the server, downloaded as PNG and SVG and read back; a site code counts its scan', async ({ page, baseURL }) => {
  const title = `活动口令${stamp()}`;
  const text = `理财节口令 ${title}`;
  await signedIn(page, 'lina', { at: '/crm/qrcode' });
  const list = page.locator('[data-entity="qrcode"]:visible');
  for (const [name, target] of [[title, text], [`${title}-站内`, '/news']] as const) {
    await list.getByTestId('entity-create').click();
    const form = page.getByTestId('entity-form');
    await form.locator('#entity-form-qrcode_title').fill(name);
    await form.locator('#entity-form-qrcode_target').fill(target);
    await page.getByTestId('entity-form-submit').click();
    await expect(toast(page, '新增成功').last()).toBeVisible();
  }
  // Searched until the list shows the two just saved (a search sent while the list still reloads after the save may be overtaken).
  await list.locator('#entity-filter-qrcode_title').fill(title);
  await expect(async () => {
    await list.getByTestId('entity-search').click();
    await expect(rows(list)).toHaveCount(2, { timeout: 2000 });
  }).toPass();

  // The list shortens long targets: the row is told by its content type.
  const textRow = rows(list).filter({ hasText: '文本' });
  await expect(textRow).toContainText('文本');
  await textRow.getByTestId('row-qrcode-generate').click();
  await expect(toast(page, '二维码已生成')).toBeVisible();
  const [png] = await Promise.all([page.waitForEvent('download'), textRow.getByTestId('row-qrcode-png').click()]);
  expect(png.suggestedFilename()).toBe(`${title}.png`);
  expect(decodeQrPng(await readFile((await png.path())))).toBe(text);
  const [svg] = await Promise.all([page.waitForEvent('download'), textRow.getByTestId('row-qrcode-svg').click()]);
  expect(decodeQrSvg(await readFile((await svg.path()), 'utf8'))).toBe(text);

  // A page of this site is encoded as the counting address, which counts and leads there.
  const siteRow = rows(list).filter({ hasText: '站内页面' });
  await expect(siteRow).toContainText('站内页面');
  await siteRow.getByTestId('row-qrcode-generate').click();
  await expect(toast(page, '二维码已生成').last()).toBeVisible();
  const [sitePng] = await Promise.all([page.waitForEvent('download'), siteRow.getByTestId('row-qrcode-png').click()]);
  const address = decodeQrPng(await readFile((await sitePng.path())));
  expect(address).toMatch(new RegExp(`^${baseURL}/q/[A-Za-z0-9_-]{12}$`));
  await page.goto(address);
  await expect(page).toHaveURL(`${baseURL}/news`);
  await page.goto('/crm/qrcode');
  await list.locator('#entity-filter-qrcode_title').fill(`${title}-站内`);
  await list.locator('#entity-filter-qrcode_title').press('Enter');
  await expect(rows(list)).toHaveCount(1);
  await expect(rows(list).first().locator('td').filter({ hasText: /^1$/ })).toHaveCount(1);
});

test('a site code whose target holds Chinese leads there, its address percent-encoded', async ({ page, baseURL }) => {
  await signedIn(page, 'lina');
  const saved = await page.request.post('/api/crm/qrcode/save', { headers: { 'sec-fetch-site': 'same-origin' }, data: { title: `搜索发票${stamp()}`, target: '/news?q=发票' } });
  const scanKey = String(((await saved.json()) as { data: { scan_key: string } }).data.scan_key);
  const scan = await page.request.get(`/q/${scanKey}`, { maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  expect(scan.headers().location).toBe('/news?q=%E5%8F%91%E7%A5%A8');
  await page.goto(`/q/${scanKey}`);
  await expect(page).toHaveURL(`${baseURL}/news?q=%E5%8F%91%E7%A5%A8`);
});

test('a knowledge article written in the editor is found by a word of its body, and opening it counts a read', async ({ page }) => {
  const title = `开户须知${stamp()}`;
  await signedIn(page, 'lina', { at: '/crm/knowledge' });
  const list = page.locator('[data-entity="knowledge"]:visible');
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-knowledge_title').fill(title);
  await choose(page, form, 'entity-form-knowledge_category_key', '常见问题');
  await form.getByTestId('rich-text-editor').click();
  await page.keyboard.type('机构客户开户需提供营业执照副本与法定代表人授权书。');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const keyword = list.getByTestId('entity-filter-keyword');
  await keyword.fill('法定代表人');
  await keyword.press('Enter');
  // Only this article of the run: a run again finds the last try's with the same text too.
  await expect(rows(list).filter({ hasText: title })).toHaveCount(1);
  // Characters out of order are not the word.
  await keyword.fill('人表代定法');
  await keyword.press('Enter');
  await expect(list.locator('.ant-table-placeholder')).toBeVisible();
  await expect(rows(list)).toHaveCount(0);

  await keyword.fill('营业执照');
  await keyword.press('Enter');
  const row = rows(list).filter({ hasText: title });
  await expect(row.locator('td').filter({ hasText: /^0$/ })).toHaveCount(1);
  await row.getByTestId('row-detail').click();
  const detail = page.getByTestId('entity-detail');
  await expect(detail.getByText('机构客户开户需提供营业执照副本与法定代表人授权书。')).toBeVisible();
  await expect(detail.locator('.ant-descriptions-row').filter({ hasText: '阅读次数' })).toContainText('1');
  await page.goto('/crm/knowledge');
  await keyword.fill('营业执照');
  await keyword.press('Enter');
  await expect(rows(list).filter({ hasText: title }).locator('td').filter({ hasText: /^1$/ })).toHaveCount(1);
});
