import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import { publicNewsPaths, type PublicNewsCategory, type PublicNewsItem, type PublicNewsKey, type PublicNewsPage } from '@/lib/contract/public-news';
import { call, createTestBackend, loginAs } from '../support/backend';

/** The public site's news calls: no session, published items only, sanitised, paged within bounds. */

let backend: Backend;
let admin: { token: string };
let published: string;
let draft: string;
let retracted: string;

const save = async (body: Record<string, unknown>) => {
  const answer = await call<{ news_key: string }>(backend, 'POST', paths.newsSave, {
    token: admin.token,
    json: { news_category_key: 'news-company', priority: 'NORMAL', news_content: '<p>正文</p>', ...body },
  });
  expect(answer.body.code).toBe(0);
  return answer.body.data!.news_key;
};
const page = (query: Record<string, string | number> = {}) => call<PublicNewsPage>(backend, 'GET', publicNewsPaths.page, { query });
const keysOf = (p: PublicNewsPage | null) => (p?.records ?? []).map((r) => r.news_key);

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  published = await save({ title: '公开新闻', news_content: '<p>开放<strong>日</strong>活动</p><p><img src="/files/cover01.png" alt="封面"></p>' });
  draft = await save({ title: '草稿新闻', status: 'DRAFT' });
  retracted = await save({ title: '已撤回新闻' });
  expect((await call(backend, 'POST', paths.newsRetract(retracted), { token: admin.token })).body.code).toBe(0);
});
afterAll(async () => {
  await backend?.database.close();
});

describe('public news calls', () => {
  it('list published items newest first without a session, never drafts or retracted ones', async () => {
    const answer = await page();
    expect(answer.body.code).toBe(0);
    const keys = keysOf(answer.body.data);
    expect(keys[0]).toBe(published);
    expect(keys).not.toContain(draft);
    expect(keys).not.toContain(retracted);
    const first = answer.body.data!.records[0]!;
    expect(first).toMatchObject({ title: '公开新闻', category_name: '公司新闻', description: '开放日活动' });
    expect(new Date(first.publish_date).toISOString()).toBe(first.publish_date);
    const dates = answer.body.data!.records.map((r) => r.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filter by category', async () => {
    expect(keysOf((await page({ categoryKey: 'news-company' })).body.data)).toContain(published);
    expect(keysOf((await page({ categoryKey: 'news-industry' })).body.data)).not.toContain(published);
  });

  it('keep paging within bounds', async () => {
    const one = await page({ pageNo: 1, pageSize: 1 });
    expect(one.body.data!.records).toHaveLength(1);
    expect(one.body.data!.total).toBeGreaterThan(1);
    const second = await page({ pageNo: 2, pageSize: 1 });
    expect(keysOf(second.body.data)).not.toEqual(keysOf(one.body.data));
    expect((await page({ pageNo: 9999, pageSize: 50 })).body.data!.records).toEqual([]);
    const bounds: Record<string, string | number>[] = [{ pageSize: 51 }, { pageSize: 0 }, { pageNo: 0 }, { pageNo: 'x' }, { categoryKey: '<script>' }];
    for (const bad of bounds) {
      expect((await page(bad)).body.code, JSON.stringify(bad)).toBe(400);
    }
  });

  it('give one published item with sanitised content, and not found for drafts, retracted and unknown keys', async () => {
    const item = await call<PublicNewsItem>(backend, 'GET', publicNewsPaths.detail(published));
    expect(item.body).toMatchObject({ code: 0, data: { news_key: published, title: '公开新闻', attachments: [] } });
    expect(item.body.data!.news_content).toContain('<img src="/files/cover01.png"');
    for (const key of [draft, retracted, 'no-such-news']) {
      expect((await call(backend, 'GET', publicNewsPaths.detail(key))).body.code, key).toBe(404);
    }
    expect((await call(backend, 'GET', publicNewsPaths.detail('bad key!'))).body.code).toBe(400);
  });

  it('list the published keys for the sitemap and the live categories', async () => {
    const keys = await call<PublicNewsKey[]>(backend, 'GET', publicNewsPaths.keys);
    const listed = keys.body.data!.map((k) => k.news_key);
    expect(listed).toContain(published);
    expect(listed).not.toContain(draft);
    expect(listed).not.toContain(retracted);
    const categories = await call<PublicNewsCategory[]>(backend, 'GET', publicNewsPaths.categories);
    expect(categories.body.data).toEqual([
      { news_category_key: 'news-company', category_name: '公司新闻' },
      { news_category_key: 'news-industry', category_name: '行业动态' },
    ]);
  });

  it('offer nothing that writes', async () => {
    expect((await call(backend, 'POST', publicNewsPaths.page, { json: {} })).status).toBe(405);
    expect((await call(backend, 'DELETE', publicNewsPaths.detail(published))).status).toBe(405);
  });

  it('show a retraction and a re-publication at once', async () => {
    expect((await call(backend, 'POST', paths.newsRetract(published), { token: admin.token })).body.code).toBe(0);
    expect((await call(backend, 'GET', publicNewsPaths.detail(published))).body.code).toBe(404);
    expect(keysOf((await page()).body.data)).not.toContain(published);
    expect((await call(backend, 'POST', paths.newsPublish(published), { token: admin.token })).body.code).toBe(0);
    expect(keysOf((await page()).body.data)).toContain(published);
  });
});
