import { expect, type Browser } from '@playwright/test';

/** A visitor's message on the public board, from an address of its own (the per-address limit). */
export async function leaveMessage(browser: Browser, name: string, company: string, address: string, message: string): Promise<void> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  try {
    const page = await context.newPage();
    await page.goto('/board');
    const form = page.getByTestId('lead-form');
    await form.getByLabel(/^姓名/).fill(name);
    await form.getByLabel(/^手机号/).fill('13912345678');
    await form.getByLabel(/^公司名称/).fill(company);
    await form.getByLabel(/^所在地区/).selectOption({ label: '江苏省' });
    await form.getByLabel(/^留言内容/).fill(message);
    await form.getByRole('button', { name: '提交留言' }).click();
    await expect(page.getByTestId('lead-form-success')).toContainText('留言已收到');
  } finally {
    await context.close();
  }
}
