import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';
import { pdfTextOfFile } from '../support/pdf-text';

/**
 * Printing a request and checking the copy: 李娜 prints her approved demo quote from its detail
 * drawer, reads the verify code off the PDF, and a visitor without an account opens the page its QR
 * code leads to: it shows what the copy is of (number, title, applicant, status, print time, as on
 * the paper, and nothing of the form or the path), and checks the file (已签发), then a copy with
 * one byte changed (未签发或已被修改).
 */

const QUOTE = '报价审批：明远科技年度运维报价';

test('a printed request is confirmed as issued by the public verify page; an altered copy is not', async ({ browser }, testInfo) => {
  const lina = await signedInPage(browser, 'lina', { wide: true, at: '/home/myApplications' });
  // Other specs add requests of hers: the keyword finds the quote whatever page it is on.
  const keyword = lina.getByTestId('filter-keyword');
  await keyword.fill('明远科技年度运维报价');
  await keyword.press('Enter');
  await lina.getByText(QUOTE, { exact: true }).first().click();
  await expect(lina.getByTestId('task-detail')).toContainText(QUOTE);
  const print = lina.getByTestId('print-request');
  await expect(print).toHaveText(/打\s*印/);
  await lina.screenshot({ path: testInfo.outputPath('drawer.png') });

  const [download] = await Promise.all([lina.waitForEvent('download'), print.click()]);
  // Named after the request's number (编号规则), not its 32-character key; the drawer shows the same number.
  expect(download.suggestedFilename()).toMatch(/-SP-\d{8}-\d{4}\.pdf$/);
  await expect(lina.getByTestId('request-number')).toContainText(/SP-\d{8}-\d{4}/);
  const file = testInfo.outputPath('copy.pdf');
  await download.saveAs(file);
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // What a person reads off the paper: the process, the names, the code in the footer.
  const text = pdfTextOfFile(file);
  expect(text).toContain('报价审批');
  expect(text).toContain('李娜');
  expect(text).toContain('王芳');
  const code = /验证码：([34679ACDEFGHJKMNPQRTWXY]{9})/.exec(text)?.[1];
  expect(code, 'the verify code in the footer').toBeTruthy();

  // A visitor without an account, as the QR code leads them there.
  const visitor = await browser.newPage();
  await visitor.goto(`/verify/${code}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('打印件核验');
  // What the copy is of, to compare with the paper line by line.
  const copy = visitor.getByTestId('verify-copy');
  await expect(copy).toHaveAttribute('data-state', 'shown');
  await expect(visitor.getByRole('heading', { level: 2, name: '打印件信息' })).toBeVisible();
  await expect(copy.getByTestId('verify-copy-title')).toHaveText(QUOTE);
  await expect(copy.getByTestId('verify-copy-applicant')).toHaveText('李娜');
  await expect(copy.getByTestId('verify-copy-status')).toHaveText('已通过');
  const number = (await copy.getByTestId('verify-copy-number').textContent())!.trim();
  expect(number).toMatch(/^SP-\d{8}-\d{4}$/);
  expect(text).toContain(number);
  // The print time to the second, as the footer prints it (the text read off the PDF has no spaces).
  const printed = /打印时间：(\d{4}-\d{2}-\d{2})(\d{2}:\d{2}:\d{2})/.exec(text);
  expect(printed, 'the print time in the footer').toBeTruthy();
  const printedAt = `${printed![1]} ${printed![2]}`;
  await expect(copy.getByTestId('verify-copy-issue-time')).toHaveText(printedAt);
  // Nothing of the path: the approver named on the paper is not on the page.
  await expect(visitor.locator('main')).not.toContainText('王芳');
  await visitor.screenshot({ path: testInfo.outputPath('verify-copy.png'), fullPage: true });
  await expect(visitor.getByLabel('验证码')).toHaveValue(code!);
  await visitor.getByTestId('verify-file').setInputFiles(file);
  await visitor.getByRole('button', { name: '核验' }).click();
  await expect(visitor.getByTestId('verify-outcome')).toContainText('已签发');
  await expect(visitor.getByTestId('verify-outcome')).toContainText(code!);
  await visitor.screenshot({ path: testInfo.outputPath('verify-issued.png'), fullPage: true });

  const altered = Buffer.from(pdf);
  const at = altered.indexOf('/Producer');
  altered[at + 12] = altered[at + 12] === 0x41 ? 0x42 : 0x41;
  await visitor.getByTestId('verify-file').setInputFiles({ name: 'copy.pdf', mimeType: 'application/pdf', buffer: altered });
  await visitor.getByRole('button', { name: '核验' }).click();
  await expect(visitor.getByTestId('verify-outcome')).toContainText('未签发或已被修改');

  // An unknown code is said so; the page tells nothing about any request.
  await visitor.getByLabel('验证码').fill('AAAAAAAAA');
  await visitor.getByTestId('verify-file').setInputFiles(file);
  await visitor.getByRole('button', { name: '核验' }).click();
  await expect(visitor.getByTestId('verify-outcome')).toContainText('验证码不存在');
  await expect(visitor.getByTestId('verify-outcome')).not.toContainText(QUOTE);

  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.screenshot({ path: testInfo.outputPath('verify-phone.png'), fullPage: true });

  // In English: the same facts under English labels, the status in English.
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.getByRole('banner').locator('a[hreflang="en-US"]').click();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(visitor.getByRole('heading', { level: 2, name: 'The printed copy' })).toBeVisible();
  await expect(copy).toHaveAttribute('data-state', 'shown');
  await expect(copy.getByTestId('verify-copy-status')).toHaveText('Approved');
  await expect(copy.getByTestId('verify-copy-applicant')).toHaveText('李娜');
  await expect(copy.getByTestId('verify-copy-issue-time')).toHaveText(printedAt);
  await expect(copy.locator('dt').first()).toHaveText('Number');
});

test('a code that was never issued, opened as a QR code would, shows nothing of any request, in Chinese and English', async ({ browser }) => {
  const visitor = await browser.newPage();
  // A code of the alphabet that no copy was issued under (one in 10^12 that it was).
  await visitor.goto('/verify/AAAAAAAAA');
  const copy = visitor.getByTestId('verify-copy');
  await expect(copy).toHaveAttribute('data-state', 'refused');
  await expect(copy).toHaveText('验证码不存在，请核对打印件页脚的验证码');
  await expect(copy.locator('dd')).toHaveCount(0);
  // The check below still works with the code filled in.
  await expect(visitor.getByLabel('验证码')).toHaveValue('AAAAAAAAA');

  await visitor.getByRole('banner').locator('a[hreflang="en-US"]').click();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(visitor.getByRole('heading', { level: 2, name: 'The printed copy' })).toBeVisible();
  await expect(copy).toHaveAttribute('data-state', 'refused');
  await expect(copy).not.toHaveText('');
  await expect(copy).not.toContainText('验证码');
  await expect(copy.locator('dd')).toHaveCount(0);
});

test('a record’s approval tab prints its request too', async ({ browser }, testInfo) => {
  const lina = await signedInPage(browser, 'lina', { wide: true });
  const name = `打印报价${Date.now().toString(36)}`;
  const saved = await callInPage<{ quote_key: string }>(lina, '/api/eis/restful/pricing/save', { quote_name: name, project_key: 'prj-demo-02', valid_until: '2026-12-31' });
  const key = saved.data.quote_key;
  expect((await callInPage(lina, '/api/eis/restful/pricing/line/addOrUpdate', { quote_key: key, item_name: '实施服务', quantity: 2, unit_price: 5000 })).code).toBe(0);
  expect((await callInPage(lina, '/api/eis/restful/pricing/commit', { id: key })).code).toBe(0);

  await lina.goto(`/okr-project/price/${key}`);
  const record = lina.getByTestId('record-page');
  await record.getByTestId('record-approval-tab').click();
  const approval = record.getByTestId('record-approval');
  await expect(approval.getByTestId('instance-status')).toHaveText('审批中');
  const [download] = await Promise.all([lina.waitForEvent('download'), approval.getByTestId('print-request').click()]);
  const file = testInfo.outputPath('record.pdf');
  await download.saveAs(file);
  const text = pdfTextOfFile(file);
  expect(text).toContain(name);
  expect(text).toContain('审批中');
  await approval.screenshot({ path: testInfo.outputPath('record-tab.png') });
});
