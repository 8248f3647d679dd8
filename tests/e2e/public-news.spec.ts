import { expect, test } from './support/test';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import { callInPage } from './support/in-page';
import { solidPng } from './support/png';
import { signedIn } from './support/session';

/**
 * An admin publishes news with an image through the back office calls; a visitor without a
 * session finds it on /news and /article/<key>, server-rendered, and in sitemap.xml; retracted,
 * it is gone from both and the article answers 404.
 */
test('published news reaches the public site and leaves it when retracted', async ({ page, browser, request, baseURL }) => {
  const title = `开放日活动报名开启 ${Date.now()}`;

  await signedIn(page, 'admin');
  const uploaded = await (
    await page.request.post('/api/app/base/app/file/upload', {
      multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: solidPng(64, [22, 119, 255]) }, fileGroupKey: 'news' },
      headers: { origin: baseURL! },
    })
  ).json();
  expect(uploaded.code).toBe(0);
  const image: string = uploaded.data.url;
  expect(image).toMatch(/^\/files\//);

  const saved = await callInPage<{ news_key: string; status: string }>(page, paths.newsSave, {
    title,
    news_category_key: 'news-company',
    priority: 'NORMAL',
    news_content: `<p>欢迎参加<strong>客户开放日</strong>。</p><p><img src="${image}" alt="活动海报"></p><script>window.hacked = 1</script>`,
  });
  expect(saved.code).toBe(0);
  expect(saved.data.status).toBe('PUBLISHED');
  const key = saved.data.news_key;

  // A visitor with no session, in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.goto('/news');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('新闻动态');
  const listed = visitor.getByRole('link', { name: title });
  await expect(listed).toBeVisible();
  await listed.click();
  await expect(visitor).toHaveURL(new RegExp(`/article/${key}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.locator('article img[alt="活动海报"]')).toHaveAttribute('src', image);
  await expect(visitor.locator('article img[alt="活动海报"]')).toHaveJSProperty('complete', true);
  expect(await visitor.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  // Present in the HTML as served, without any script running.
  const list = await request.get('/news');
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain(title);
  const article = await request.get(`/article/${key}`);
  expect(article.status()).toBe(200);
  const html = await article.text();
  expect(html).toContain(`<title>${title}`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/article/${key}"`);
  expect(html).toContain(`<meta property="og:title" content="${title}"`);
  expect(html).toContain(`<meta property="og:image" content="${baseURL}${image}"`);
  expect(html).not.toContain('window.hacked');
  const ldText = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  expect(ldText).toBeTruthy();
  expect(JSON.parse(ldText!)).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: title, mainEntityOfPage: `${baseURL}/article/${key}` });

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const sitemapXml = await sitemap.text();
  expect(sitemapXml).toContain(`<loc>${baseURL}/article/${key}</loc>`);
  expect(sitemapXml).toContain(`<loc>${baseURL}/news</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  // Retracted: gone at once.
  const retracted = await callInPage(page, paths.newsRetract(key), {});
  expect(retracted.code).toBe(0);
  expect((await request.get(`/article/${key}`)).status()).toBe(404);
  expect(await (await request.get('/news')).text()).not.toContain(title);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(key);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(title);
  await visitor.goto('/news');
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.close();
});

test('drafts and unknown articles are 404 for visitors', async ({ request }) => {
  expect((await request.get('/article/no-such-news')).status()).toBe(404);
  expect((await request.get('/article/bad%20key')).status()).toBe(404);
});
