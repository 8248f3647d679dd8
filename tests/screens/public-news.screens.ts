import { expect, test, type Page } from '@playwright/test';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import { callInPage } from '../e2e/support/in-page';
import { solidPng } from '../e2e/support/png';
import { signIn } from '../e2e/support/session';

/** Screenshots of the public news list and an article, at desktop and phone width. */
test.use({ locale: 'zh-CN' });

const OUT = '.tmp/screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/public-news-${name}.png`, fullPage: true });

test('news list and article', async ({ page, browser, baseURL }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const uploaded = await (
    await page.request.post('/api/app/base/app/file/upload', {
      multipart: { file: { name: 'poster.png', mimeType: 'image/png', buffer: solidPng(640, [31, 95, 191]) }, fileGroupKey: 'news' },
      headers: { origin: baseURL! },
    })
  ).json();
  const saved = await callInPage<{ news_key: string }>(page, paths.newsSave, {
    title: '金融版CRM客户开放日活动报名正式开启，欢迎各合作伙伴踊跃参加',
    news_category_key: 'news-company',
    priority: 'NORMAL',
    news_content: `<h1>活动简介</h1><p>本次开放日将集中展示理财产品、客户管理与审批流程的最新能力。</p><p><img src="${uploaded.data.url}" alt="活动海报"></p><ul><li>时间：六月十八日</li><li>地点：上海总部</li></ul>`,
  });
  const key = saved.data.news_key;

  for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    const visitor = await browser.newPage({ viewport });
    await visitor.goto('/news');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(visitor, `${name}-list`);
    await visitor.goto(`/article/${key}`);
    await expect(visitor.locator('article img')).toHaveJSProperty('complete', true);
    await shot(visitor, `${name}-article`);
    await visitor.goto('/news?category=news-industry&page=9');
    await shot(visitor, `${name}-empty`);
    await visitor.close();
  }
});
