import { expect, test, type Browser } from '@playwright/test';
import enUS from '@/messages/en-US/site-pages.json';
import zhCN from '@/messages/zh-CN/site-pages.json';

/**
 * Screenshots of the public content pages (both languages, desktop and phone), with the checks a
 * look at them cannot make reliably: status 200, one h1 with the page's own text, no skipped
 * heading levels, and nothing wider than the screen.
 */

const OUT = '.tmp/screens';
const PAGES = ['index', 'solution', 'smartSale', 'partner', 'service', 'about', 'info', 'forum'] as const;
const CATALOGUES = { 'zh-CN': zhCN.sitePages, 'en-US': enUS.sitePages } as const;
const SIZES = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

/** The h1 as the page renders it: the about page names the company, which comes from the base info. */
function expectedHeading(title: string): RegExp {
  const [before = '', after = ''] = title.split(/\{\w+\}/);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}.*${escape(after)}$`);
}

async function openContext(browser: Browser, baseURL: string, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  return context;
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  for (const size of SIZES) {
    test(`site pages ${locale} ${size.name}`, async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL!, locale, size.viewport);
      const page = await context.newPage();
      for (const name of PAGES) {
        const texts = CATALOGUES[locale][name];
        const res = await page.goto(`/${name}`);
        expect(res?.status(), name).toBe(200);
        await expect(page.locator('main h1'), name).toHaveCount(1);
        await expect(page.locator('main h1'), name).toHaveText(expectedHeading(texts.hero.title));
        await expect(page, name).toHaveTitle(new RegExp(texts.meta.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

        const skipped = await page.evaluate(() => {
          const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) => Number(h.tagName[1]));
          return levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
        });
        expect(skipped, `${name}: heading levels skipped`).toEqual([]);

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name}: wider than the screen`).toBeLessThanOrEqual(0);

        // Show one opened answer or article too, so its layout is looked at as well.
        await page.evaluate(() => document.querySelector('main details')?.setAttribute('open', ''));
        await page.screenshot({ path: `${OUT}/site-${name}-${locale}-${size.name}.png`, fullPage: true });
      }
      await context.close();
    });
  }
}

test('the content pages are server-rendered with their text', async ({ request }) => {
  for (const name of PAGES) {
    const texts = zhCN.sitePages[name];
    const res = await request.get(`/${name}`, { maxRedirects: 0 });
    expect(res.status(), name).toBe(200);
    const html = await res.text();
    expect(html, name).toContain(texts.meta.description);
    expect(html, name).toContain('<main');
  }
});
