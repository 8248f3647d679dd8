import { expect, test, type Page } from './support/test';
import { demoApp } from '@/lib/backend/seed/demo-data';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { SITE_PAGES } from '@/lib/public-site/site-pages';
import { listedArticles, normalizeSpace, PUBLIC_ROUTES, renderedTextOf, robotsAllows, titleOf } from './support/public-site';

/**
 * Every public route (PUBLIC_ROUTES; docs/public-site.md, "Tests"), as a visitor without a session and a crawler see it:
 * status, title, one h1, metadata of the indexed pages, images that reserve their space, no
 * sideways scrolling on a phone; robots.txt and sitemap.xml; text in the HTML as served; the
 * header's language links.
 */

const APP_NAME = demoApp.app_name;
const TITLE = new RegExp(`^(.+) - ${APP_NAME}$`);
const PHONE = { width: 390, height: 844 };
const SERVER_RENDERED = ['/index', '/solution', '/about'] as const;

async function metaContent(page: Page, selector: string): Promise<string | null> {
  const meta = page.locator(selector);
  return (await meta.count()) === 1 ? meta.getAttribute('content') : null;
}

/** The route part of '<route title> - <app name>', or a failure naming the whole title. */
function routeTitle(title: string): string {
  const match = TITLE.exec(title);
  expect(match, `title "${title}" is not "<route title> - ${APP_NAME}"`).not.toBeNull();
  const route = match![1]!.trim();
  expect(route).not.toBe('');
  expect(route).not.toBe(APP_NAME);
  return route;
}

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: status ${route.status}, title, one h1, images, phone width${route.indexed ? ', metadata' : ''}`, async ({ page, request, baseURL }) => {
    const address = await route.address(request);
    const response = await page.goto(address);
    expect(response?.status()).toBe(route.status);

    const title = routeTitle(await page.title());
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();

    if (route.indexed) {
      const canonical = `${baseURL}${address}`;
      expect(await metaContent(page, 'meta[name="description"]'), 'meta description').toMatch(/\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      expect(await metaContent(page, 'meta[property="og:title"]'), 'og:title').toContain(title);
      expect(await metaContent(page, 'meta[property="og:url"]'), 'og:url').toBe(canonical);
    }

    // Width, height (no layout shift while loading) and alt (empty when decorative) on every image.
    const incomplete = await page.locator('img').evaluateAll((images) =>
      images.filter((img) => !img.hasAttribute('width') || !img.hasAttribute('height') || !img.hasAttribute('alt')).map((img) => img.outerHTML.slice(0, 160)),
    );
    expect(incomplete, 'images without width, height or alt').toEqual([]);

    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal overflow in px at 390 px width').toBeLessThanOrEqual(0);
  });
}

test('indexed pages have titles of their own', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of PUBLIC_ROUTES.filter((r) => r.indexed)) {
    const title = titleOf(await (await request.get(await route.address(request))).text());
    expect(title, `${route.path} title`).not.toBeNull();
    const other = titles.get(title!);
    expect(other, `${route.path} has the same title as ${other}: "${title}"`).toBeUndefined();
    titles.set(title!, route.path);
  }
});

test('the site serves its favicon, logo and sharing picture, and pages name the picture for Open Graph', async ({ request, baseURL }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const logo = await request.get('/logo.svg');
  expect(logo.status()).toBe(200);
  expect(await logo.text()).toContain('<svg');
  const picture = await request.get('/og-image.png');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const html = await (await request.get('/about')).text();
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"/>`);
});

test('robots.txt lets crawlers in to the site pages only, and sitemap.xml lists them and the published articles', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  const articles = await listedArticles(request);
  expect(articles.length).toBeGreaterThan(0);
  for (const path of [...SITE_PAGES, ...articles]) expect(robotsAllows(rules, path), `robots.txt allows ${path}`).toBe(true);
  for (const path of ['/api/app/base/app/sys/user/login', '/person/index']) expect(robotsAllows(rules, path), `robots.txt disallows ${path}`).toBe(false);
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const wanted = [...SITE_PAGES, ...articles].map((path) => `${baseURL}${path}`);
  expect(listed).toEqual(expect.arrayContaining(wanted));
  // Nothing else: sign-in, registration and the 404 page are not for search results.
  for (const url of listed) expect(wanted, `sitemap.xml lists ${url}`).toContain(url);
});

for (const path of SERVER_RENDERED) {
  test(`${path} holds its text in the HTML as served and reads without JavaScript`, async ({ page, request, browser }) => {
    // What a visitor reads once everything has run: the heading and the main text.
    await page.goto(path);
    const heading = normalizeSpace(await page.locator('h1').textContent() ?? '');
    expect(heading).not.toBe('');
    const main = page.getByRole('main');
    const passages = (await main.locator('h2, h3, p, li').allTextContents()).map(normalizeSpace).filter((t) => t.length >= 6);
    expect(passages.length, 'text passages in <main>').toBeGreaterThanOrEqual(3);

    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const served = renderedTextOf(await response.text());
    expect(served).toContain(heading);
    for (const passage of passages) expect(served, 'passage in the served HTML').toContain(passage);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await noScript.newPage();
      expect((await bare.goto(path))?.status()).toBe(200);
      await expect(bare.locator('h1')).toHaveText(heading);
      await expect(bare.locator('h1')).toBeVisible();
      const bareMain = bare.getByRole('main');
      for (const passage of passages.slice(0, 5)) await expect(bareMain.getByText(passage, { exact: true }).first()).toBeVisible();
    } finally {
      await noScript.close();
    }
  });
}

for (const route of PUBLIC_ROUTES.filter((r) => r.indexed)) {
  test(`${route.path}: the header's language links switch to English and back`, async ({ page, context, request }) => {
    const address = await route.address(request);
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const chineseTitle = await page.title();
    const header = page.getByRole('banner');

    await header.locator('a[hreflang="en-US"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(new URL(page.url()).pathname).toBe(address);
    expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('en-US');
    const englishTitle = await page.title();
    routeTitle(englishTitle);
    // An article's title is the article's own text, in whatever language it was written.
    if (route.path !== '/article') expect(englishTitle, 'the title is translated').not.toBe(chineseTitle);
    await expect(header.locator('[aria-current="true"][lang="en-US"]')).toBeVisible();

    await header.locator('a[hreflang="zh-CN"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(new URL(page.url()).pathname).toBe(address);
    expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('zh-CN');
    expect(await page.title()).toBe(chineseTitle);
  });
}
