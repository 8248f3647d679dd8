import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizNews } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { listPublishedNews, listPublishedNewsKeys, loadPublishedNews } from '@/lib/backend/modules/news/published';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import { isCleanText } from '@/lib/entity/clean-text';
import { call, createTestBackend, loginAs } from '../support/backend';
import { executableFindings } from '../unit/rich-text/browser-view';
import { XSS_PAYLOADS } from '../unit/rich-text/xss-payloads';

/** News and news categories, and the published-news readers of the public site. */

type Page<T> = { records: T[]; total: number };
type News = { news_key: string; title: string; status: string; news_content: string; attachment: string | null; publisher: string; publisher_name: string; publish_date: string | null; category_name: string | null; news_category_key: string };
type Session = { token: string; userKey: string };

let backend: Backend;
let admin: Session;
let lina: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => {
  await backend?.database.close();
});

const item = (overrides: Record<string, unknown> = {}) => ({
  title: '新产品发布',
  news_category_key: 'news-company',
  priority: 'NORMAL',
  news_content: '<p>公司发布新一代<strong>理财产品</strong>。</p><p><img src="/files/cover01.png" alt="封面"></p>',
  ...overrides,
});

const save = (who: Session, body: Record<string, unknown>) => call<News>(backend, 'POST', paths.newsSave, { token: who.token, json: body });
const query = (who: Session, body: Record<string, unknown>) => call<Page<News>>(backend, 'POST', paths.newsQuery, { token: who.token, json: body });
const panel = (who: Session, category = 'news-company') => query(who, { pageNo: 1, pageSize: 5, status: 'PUBLISHED', news_category_key: category });
const keysOf = (page: Page<{ news_key: string }> | null) => (page?.records ?? []).map((r) => r.news_key);

describe('news categories', () => {
  it('lists the categories in tab order for everyone, and lets only category managers change them', async () => {
    const list = await call<{ news_category_key: string; category_name: string }[]>(backend, 'GET', paths.newsCategoryList, { token: lina.token });
    expect(list.body.data!.map((c) => c.category_name)).toEqual(['公司新闻', '行业动态']);
    expect((await call(backend, 'POST', paths.newsCategorySave, { token: lina.token, json: { category_name: '媒体报道' } })).body.code).toBe(403);
    const created = await call<{ news_category_key: string }>(backend, 'POST', paths.newsCategorySave, { token: admin.token, json: { category_name: '媒体报道', sort_no: 3 } });
    expect(created.body.code).toBe(0);
    const key = created.body.data!.news_category_key;
    const after = await call<{ news_category_key: string }[]>(backend, 'GET', paths.newsCategoryList, { token: lina.token });
    expect(after.body.data!.map((c) => c.news_category_key)).toEqual(['news-company', 'news-industry', key]);
    expect((await call(backend, 'DELETE', paths.newsCategoryDelete(key), { token: lina.token })).body.code).toBe(403);
    expect((await call(backend, 'DELETE', paths.newsCategoryDelete(key), { token: admin.token })).body.code).toBe(0);
  });
});

describe('news', () => {
  let key: string;

  it('is published by a save without news_key, the caller its publisher', async () => {
    const saved = await save(admin, item({ attachment: [{ uid: 'rc-1', name: '产品手册.pdf', status: 'done', url: '/files/manual01.pdf' }] }));
    expect(saved.body).toMatchObject({ code: 0, msg: '发布成功', data: { status: 'PUBLISHED', publisher: 'usr-admin', publisher_name: '系统管理员', category_name: '公司新闻' } });
    expect(saved.body.data!.publish_date).toBeTruthy();
    expect(JSON.parse(saved.body.data!.attachment!)).toEqual([{ uid: 'rc-1', name: '产品手册.pdf', status: 'done', url: '/files/manual01.pdf' }]);
    key = saved.body.data!.news_key;
  });

  it('shows first in its category’s panel for every user, five at most', async () => {
    const page = await panel(lina);
    expect(page.body.code).toBe(0);
    expect(page.body.data!.records[0]!.news_key).toBe(key);
    expect(page.body.data!.records.length).toBeLessThanOrEqual(5);
    expect(keysOf((await panel(lina, 'news-industry')).body.data)).not.toContain(key);
    const detail = await call<News>(backend, 'GET', paths.newsDetail(key), { token: lina.token });
    expect(detail.body.data).toMatchObject({ news_key: key, title: '新产品发布' });
  });

  it('pages by page and size as well as pageNo and pageSize', async () => {
    const byPageAndSize = await query(lina, { page: 1, size: 2, status: 'PUBLISHED' });
    expect(byPageAndSize.body.data).toMatchObject({ current: 1, size: 2 });
    expect(byPageAndSize.body.data!.records.length).toBeLessThanOrEqual(2);
    const second = await query(lina, { page: 2, size: 1, status: 'PUBLISHED' });
    const byConvention = await query(lina, { pageNo: 2, pageSize: 1, status: 'PUBLISHED' });
    expect(keysOf(second.body.data)).toEqual(keysOf(byConvention.body.data));
    expect((await query(lina, { page: 0, size: 5 })).body.code).toBe(400);
  });

  it('is modified by a save with its news_key, keeping its publish date', async () => {
    const before = (await call<News>(backend, 'GET', paths.newsDetail(key), { token: admin.token })).body.data!;
    const modified = await save(admin, item({ news_key: key, title: '新产品正式发布' }));
    expect(modified.body).toMatchObject({ code: 0, msg: '修改成功', data: { title: '新产品正式发布', status: 'PUBLISHED', publish_date: before.publish_date } });
  });

  it('keeps drafts and retracted items from readers', async () => {
    const draft = await save(admin, item({ title: '内部草稿', status: 'DRAFT' }));
    expect(draft.body).toMatchObject({ code: 0, msg: '保存成功', data: { status: 'DRAFT', publish_date: null } });
    const draftKey = draft.body.data!.news_key;
    expect(keysOf((await panel(lina)).body.data)).not.toContain(draftKey);
    expect(keysOf((await query(lina, {})).body.data)).not.toContain(draftKey);
    expect((await query(lina, { status: 'DRAFT' })).body.code).toBe(403);
    expect((await call(backend, 'GET', paths.newsDetail(draftKey), { token: lina.token })).body.code).toBe(404);
    expect((await call(backend, 'GET', paths.newsDetail(draftKey), { token: admin.token })).body.code).toBe(0);
    expect(keysOf((await query(admin, { status: 'DRAFT' })).body.data)).toContain(draftKey);

    const retracted = await call<News>(backend, 'POST', paths.newsRetract(key), { token: admin.token });
    expect(retracted.body).toMatchObject({ code: 0, msg: '撤回成功', data: { status: 'RETRACT' } });
    expect(keysOf((await panel(lina)).body.data)).not.toContain(key);
    expect(await loadPublishedNews(backend.database.db, key)).toBeNull();
    expect(await loadPublishedNews(backend.database.db, draftKey)).toBeNull();
    expect((await call(backend, 'POST', paths.newsRetract(key), { token: admin.token })).body.code).toBe(409);

    const republished = await call<News>(backend, 'POST', paths.newsPublish(key), { token: admin.token });
    expect(republished.body).toMatchObject({ code: 0, msg: '发布成功', data: { status: 'PUBLISHED' } });
    expect(keysOf((await panel(lina)).body.data)).toContain(key);
  });

  it('is managed by holders of the news menu only', async () => {
    expect((await save(lina, item())).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.newsRetract(key), { token: lina.token })).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.newsPublish(key), { token: lina.token })).body.code).toBe(403);
    expect((await call(backend, 'DELETE', paths.newsDelete(key), { token: lina.token })).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.newsQuery, { json: {} })).body.code).toBe(401);
  });

  it('refuses a missing title, category or content, and a second attachment', async () => {
    expect((await save(admin, item({ title: '' }))).body).toMatchObject({ code: 400, msg: '请输入标题' });
    expect((await save(admin, item({ news_category_key: 'news-nowhere' }))).body).toMatchObject({ code: 400, msg: '请选择新闻分类' });
    expect((await save(admin, item({ news_content: '<p></p>' }))).body).toMatchObject({ code: 400, msg: '请输入内容' });
    const two = [{ uid: '1', name: 'a', url: '/files/a.pdf' }, { uid: '2', name: 'b', url: '/files/b.pdf' }];
    expect((await save(admin, item({ attachment: two }))).body).toMatchObject({ code: 400, msg: '已经上传了一个附件' });
  });

  it('is deleted', async () => {
    expect((await call(backend, 'DELETE', paths.newsDelete(key), { token: admin.token })).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await call(backend, 'GET', paths.newsDetail(key), { token: admin.token })).body.code).toBe(404);
    expect((await call(backend, 'DELETE', paths.newsDelete(key), { token: admin.token })).body.code).toBe(404);
  });
});

describe('script in news content', () => {
  it('is removed on save, and again when the public site reads what the table holds', async () => {
    const content = `<p>正文</p>${XSS_PAYLOADS.join('<p>段落</p>')}`;
    // A payload hidden behind a control character is refused whole, before any sanitising.
    expect((await save(admin, item({ title: '注入测试新闻', news_content: content }))).body.code).toBe(400);
    const saved = await save(admin, item({ title: '注入测试新闻', news_content: `<p>正文</p>${XSS_PAYLOADS.filter(isCleanText).join('<p>段落</p>')}` }));
    expect(saved.body.code).toBe(0);
    expect(executableFindings(saved.body.data!.news_content)).toEqual([]);

    // A row written around the API (an import, an old version) is cleaned when rendered.
    await backend.database.db.insert(bizNews).values({ news_key: 'raw-xss', title: '未清洗', news_category_key: 'news-industry', news_content: content, status: 'PUBLISHED', publish_date: new Date() });
    const loaded = await loadPublishedNews(backend.database.db, 'raw-xss');
    expect(loaded!.news_content.startsWith('<p>正文</p>')).toBe(true);
    expect(executableFindings(loaded!.news_content)).toEqual([]);
    // The description is text (escaped wherever it is shown); the script's words are gone from it.
    expect(loaded!.description).not.toMatch(/alert/);
  });
});

describe('published news for the public site', () => {
  it('lists published items newest first by category, paged', async () => {
    const db = backend.database.db;
    const day = 24 * 60 * 60 * 1000;
    await db.insert(bizNews).values(
      Array.from({ length: 12 }, (_, i) => ({
        news_key: `page-${String(i).padStart(2, '0')}`,
        title: `分页新闻 ${i}`,
        news_category_key: 'news-industry',
        news_content: `<p>第 ${i} 条</p>`,
        status: i === 11 ? ('RETRACT' as const) : ('PUBLISHED' as const),
        publish_date: new Date(Date.UTC(2026, 0, 1) + i * day),
      })),
    );
    const first = await listPublishedNews(db, { categoryKey: 'news-industry', pageNo: 1, pageSize: 5 });
    const all = await listPublishedNews(db, { categoryKey: 'news-industry', pageSize: 100 });
    expect(first.total).toBe(all.total);
    expect(first.records.map((r) => r.news_key)).toEqual(all.records.slice(0, 5).map((r) => r.news_key));
    const dates = all.records.map((r) => r.publish_date.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(all.records.map((r) => r.news_key)).not.toContain('page-11');
    expect(all.records.every((r) => r.news_category_key === 'news-industry')).toBe(true);
    const second = await listPublishedNews(db, { categoryKey: 'news-industry', pageNo: 2, pageSize: 5 });
    expect(second.records.map((r) => r.news_key)).toEqual(all.records.slice(5, 10).map((r) => r.news_key));
    expect(first.records[0]!.description).toBeTruthy();

    const keys = (await listPublishedNewsKeys(db)).map((k) => k.news_key);
    expect(keys).toContain('news-demo-service');
    expect(keys).not.toContain('page-11');
  });

  it('loads one published item with its cleaned content and attachments, null otherwise', async () => {
    const demo = await loadPublishedNews(backend.database.db, 'news-demo-service');
    expect(demo).toMatchObject({ title: '华信金服完成年度客户服务体系升级', category_name: '公司新闻', publisher_name: '系统管理员', attachments: [] });
    expect(demo!.news_content).toContain('<h2>服务升级要点</h2>');
    expect(await loadPublishedNews(backend.database.db, 'page-11')).toBeNull();
    expect(await loadPublishedNews(backend.database.db, 'no-such-news')).toBeNull();
  });
});
