import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

/** Screenshots of the enquiry pages (/board, /proxy, /partnerPay) and their form states, desktop and phone, both languages. */

const OUT = '.tmp/screens';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const LOCALES: Locale[] = ['zh-CN', 'en-US'];

async function open(browser: Browser, baseURL: string, locale: Locale, viewport: { width: number; height: number }, address: string): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return page;
}

let addressCounter = 0;

for (const locale of LOCALES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`enquiry pages, ${locale}, ${device}`, async ({ browser, baseURL }) => {
      const page = await open(browser, baseURL!, locale, viewport, `198.51.100.${++addressCounter}`);
      const shot = (name: string, fullPage = true) => page.screenshot({ path: `${OUT}/site-leads-${locale}-${device}-${name}.png`, fullPage });
      for (const path of ['/board', '/proxy', '/partnerPay'] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(path.slice(1));
      }

      // The order form with an edition chosen from the URL, then its problems shown.
      await page.goto('/partnerPay?plan=enterprise#order');
      const form = page.getByTestId('lead-form');
      await form.getByRole('button').click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await form.scrollIntoViewIfNeeded();
      await form.screenshot({ path: `${OUT}/site-leads-${locale}-${device}-form-errors.png` });

      // Sent: the thank-you panel.
      await page.goto('/board');
      const board = page.getByTestId('lead-form');
      const fields = board.locator('input:not([type=hidden]):not([name=website]), textarea');
      await fields.nth(0).fill(locale === 'zh-CN' ? '周明' : 'Zhou Ming');
      await fields.nth(1).fill('13912345678');
      await board.locator('textarea').fill(locale === 'zh-CN' ? '想预约一次线上演示。' : 'We would like an online demo.');
      await board.getByRole('button').click();
      const done = page.getByTestId('lead-form-success');
      await expect(done).toBeVisible();
      await done.screenshot({ path: `${OUT}/site-leads-${locale}-${device}-success.png` });
    });
  }
}
