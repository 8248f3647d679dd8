import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { publicContentVersions } from '@/lib/backend/public-content/versions';
import { excelPaths } from '@/lib/contract/excel-paths';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * The version of the public news moves after every committed change of what the public site shows
 * of news (items and their categories), and only then: the cached public pages are rendered anew
 * exactly when it moves (lib/cache/next-cache-handler.mjs).
 */

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

const version = () => backend.services.publicContent.current('news');
const item = { title: '版本测试', news_category_key: 'news-company', priority: 'NORMAL', news_content: '<p>正文</p>' };

/** Runs the call and answers by how much the news version moved meanwhile. */
async function moves(run: () => Promise<{ body: { code: number } }>, expectedCode = 0): Promise<number> {
  const before = await version();
  expect((await run()).body.code).toBe(expectedCode);
  return (await version()) - before;
}

describe('the public news version', () => {
  let key: string;

  it('moves when news is published, edited, retracted, published again and deleted', async () => {
    expect(
      await moves(async () => {
        const saved = await call<{ news_key: string }>(backend, 'POST', paths.newsSave, { token: admin.token, json: item });
        key = saved.body.data!.news_key;
        return saved;
      }),
    ).toBe(1);
    expect(await moves(() => call(backend, 'POST', paths.newsSave, { token: admin.token, json: { ...item, news_key: key, title: '版本测试（改）' } }))).toBe(1);
    expect(await moves(() => call(backend, 'POST', paths.newsRetract(key), { token: admin.token, json: {} }))).toBe(1);
    expect(await moves(() => call(backend, 'POST', paths.newsPublish(key), { token: admin.token, json: {} }))).toBe(1);
    expect(await moves(() => call(backend, 'DELETE', paths.newsDelete(key), { token: admin.token }))).toBe(1);
  });

  it('moves when a news category is added, renamed or deleted', async () => {
    let category = '';
    expect(
      await moves(async () => {
        const created = await call<{ news_category_key: string; version: number }>(backend, 'POST', paths.newsCategorySave, { token: admin.token, json: { category_name: '版本分类', sort_no: 9 } });
        category = created.body.data!.news_category_key;
        return created;
      }),
    ).toBe(1);
    const current = await call<{ version: number }>(backend, 'GET', `/api/eis/restful/news/category/detail/${category}`, { token: admin.token });
    expect(await moves(() => call(backend, 'POST', paths.newsCategorySave, { token: admin.token, json: { news_category_key: category, category_name: '版本分类二', sort_no: 9, version: current.body.data!.version } }))).toBe(1);
    expect(await moves(() => call(backend, 'DELETE', paths.newsCategoryDelete(category), { token: admin.token }))).toBe(1);
  });

  it('moves when news categories are imported from an Excel file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('data');
    sheet.addRow(['分类名称*', '排序']);
    sheet.addRow(['导入的分类', 20]);
    const form = new FormData();
    form.set('entity', 'newsCategory');
    form.set('file', new File([(await workbook.xlsx.writeBuffer())], 'categories.xlsx'));
    const before = await version();
    const checked = await call<{ importKey: string }>(backend, 'POST', excelPaths.verify, { token: admin.token, body: form });
    expect(checked.body.code).toBe(0);
    const started = await call<{ jobId: string }>(backend, 'POST', excelPaths.start, { token: admin.token, json: { importKey: checked.body.data!.importKey } });
    expect(started.body.code).toBe(0);
    let finished = false;
    for (let i = 0; i < 400 && !finished; i += 1) {
      const progress = await call<{ finished: boolean; succeeded: number }>(backend, 'GET', excelPaths.progress(started.body.data!.jobId), { token: admin.token });
      finished = progress.body.data!.finished;
      if (finished) expect(progress.body.data!.succeeded).toBe(1);
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(finished).toBe(true);
    expect(await version()).toBeGreaterThan(before);
  });

  it('stays when a call is refused or only reads', async () => {
    expect(await moves(() => call(backend, 'POST', paths.newsSave, { token: lina.token, json: item }), 403)).toBe(0);
    expect(await moves(() => call(backend, 'POST', paths.newsSave, { token: admin.token, json: { ...item, title: '' } }), 400)).toBe(0);
    expect(await moves(() => call(backend, 'POST', paths.newsRetract('no-such-news'), { token: admin.token, json: {} }), 404)).toBe(0);
    expect(await moves(() => call(backend, 'POST', paths.newsQuery, { token: admin.token, json: { pageNo: 1, pageSize: 5 } }))).toBe(0);
    expect(await moves(() => call(backend, 'GET', '/api/fintech/biz/news/public/page'))).toBe(0);
  });

  it('is read from the database by every other process on PostgreSQL', async () => {
    if (backend.database.kind !== 'postgres') return;
    // Another process's view: nothing in memory, the row only.
    const elsewhere = publicContentVersions(backend.database);
    const before = await elsewhere.current('news');
    await call(backend, 'POST', paths.newsSave, { token: admin.token, json: item });
    expect(await elsewhere.current('news')).toBe(before + 1);
  });
});
