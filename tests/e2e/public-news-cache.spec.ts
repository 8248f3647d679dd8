import { expect, test, type APIRequestContext } from './support/test';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import { callInPage } from './support/in-page';
import { signedIn } from './support/session';

/**
 * The public news pages (the list, an article, sitemap.xml and the home page's news teaser) are
 * served from Next's cache, in both languages, and still show a publish, an edit and a
 * retraction on the very next request: the first request after a change is rendered anew, the
 * following ones come from the cache again.
 */

const ENGLISH = { cookie: 'NEXT_LOCALE=en-US' };

/** Asks until Next answers from its cache (a page is kept after its first render); answers that page. */
async function fromCache(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<string> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    if (res.headers()['x-nextjs-cache'] === 'HIT') return res.text();
  }
  throw new Error(`${path} was not served from the cache`);
}

/** The next answer, whatever the cache did. */
async function next(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const res = await request.get(path, { headers });
  return { status: res.status(), html: await res.text() };
}

test('cached news pages show a publish, an edit and a retraction on the next request', async ({ page, request }) => {
  await signedIn(page, 'admin');
  const title = `缓存中的新闻 ${Date.now()}`;
  const saved = await callInPage<{ news_key: string }>(page, paths.newsSave, { title, news_category_key: 'news-company', priority: 'NORMAL', news_content: '<p>第一版正文</p>' });
  expect(saved.code).toBe(0);
  const key = saved.data.news_key;
  const article = `/article/${key}`;
  const company = '/news?category=news-company';

  // Published: on the next request of every page that shows news, then kept in the cache.
  expect(await fromCache(request, '/news')).toContain(title);
  expect(await fromCache(request, company)).toContain(title);
  expect(await fromCache(request, article)).toContain(`<title>${title}`);
  expect(await fromCache(request, '/sitemap.xml')).toContain(article);
  expect(await fromCache(request, '/index')).toContain(title);
  const english = await fromCache(request, article, ENGLISH);
  expect(english).toContain('<html lang="en-US"');
  expect(english).toContain(title);
  expect(await fromCache(request, '/news', ENGLISH)).toContain(title);

  // Edited: the next request shows the new title, and the pages are cached again.
  const edited = `${title}（修订）`;
  expect((await callInPage(page, paths.newsSave, { news_key: key, title: edited, news_category_key: 'news-company', priority: 'NORMAL', news_content: '<p>第二版正文</p>' })).code).toBe(0);
  const afterEdit = await next(request, article);
  expect(afterEdit.html).toContain(`<title>${edited}`);
  expect(afterEdit.html).toContain('第二版正文');
  expect((await next(request, '/news')).html).toContain(edited);
  expect((await next(request, '/news', ENGLISH)).html).toContain(edited);
  expect(await fromCache(request, article)).toContain('第二版正文');
  expect(await fromCache(request, '/news')).toContain(edited);
  expect(await fromCache(request, '/news', ENGLISH)).toContain(edited);

  // Retracted: gone from the list, the article, the sitemap and the home page on the next request.
  expect((await callInPage(page, paths.newsRetract(key), {})).code).toBe(0);
  const retracted = await next(request, article);
  expect(retracted.status).toBe(404);
  expect(retracted.html).not.toContain(edited);
  expect((await next(request, article, ENGLISH)).status).toBe(404);
  expect((await next(request, '/news')).html).not.toContain(edited);
  expect((await next(request, company)).html).not.toContain(edited);
  expect((await next(request, '/news', ENGLISH)).html).not.toContain(edited);
  expect((await next(request, '/sitemap.xml')).html).not.toContain(key);
  expect((await next(request, '/index')).html).not.toContain(edited);
  // The 404 is not kept: it stays a 404 however often it is asked for.
  expect((await next(request, article)).status).toBe(404);
  expect(await fromCache(request, '/news')).not.toContain(edited);

  // Published again: back on the next request.
  expect((await callInPage(page, paths.newsPublish(key), {})).code).toBe(0);
  const republished = await next(request, article);
  expect(republished.status).toBe(200);
  expect(republished.html).toContain(`<title>${edited}`);
  expect((await next(request, '/news')).html).toContain(edited);
  expect((await next(request, '/sitemap.xml')).html).toContain(article);

  // Deleted: gone again.
  const deleted = await page.evaluate(async (url) => (await (await fetch(url, { method: 'DELETE' })).json()) as { code: number }, paths.newsDelete(key));
  expect(deleted.code).toBe(0);
  expect((await next(request, article)).status).toBe(404);
  expect((await next(request, '/news')).html).not.toContain(edited);
});

test('a renamed news category shows on the cached news list on the next request', async ({ page, request }) => {
  await signedIn(page, 'admin');
  const name = `缓存分类 ${Date.now()}`;
  const created = await callInPage<{ news_category_key: string; version: number }>(page, paths.newsCategorySave, { category_name: name, sort_no: 50 });
  expect(created.code).toBe(0);
  expect(await fromCache(request, '/news')).toContain(name);
  const renamed = `${name}（新名）`;
  const saved = await callInPage(page, paths.newsCategorySave, { news_category_key: created.data.news_category_key, category_name: renamed, sort_no: 50, version: created.data.version });
  expect(saved.code).toBe(0);
  expect((await next(request, '/news')).html).toContain(renamed);
  const removed = await page.evaluate(async (url) => (await (await fetch(url, { method: 'DELETE' })).json()) as { code: number }, paths.newsCategoryDelete(created.data.news_category_key));
  expect(removed.code).toBe(0);
  expect((await next(request, '/news')).html).not.toContain(renamed);
});

test('list pages and articles nobody published are answered but never kept', async ({ request }) => {
  for (const path of ['/news?category=no-such-category', '/news?page=999', '/article/no-such-news']) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(second.status(), path).toBe(first.status());
    expect(second.headers()['x-nextjs-cache'], path).not.toBe('HIT');
  }
  expect((await request.get('/article/no-such-news')).status()).toBe(404);
});
