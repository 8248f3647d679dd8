// @database postgres: the knowledge base's full-text search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { apiPaths } from '@/lib/contract/api-paths';
import { call, createTestBackend, loginAs, ORIGIN } from '../support/backend';
import { decodeQrPng, decodeQrSvg } from '../support/qr-decode';

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
let wang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => backend?.database.close());

type Row = Record<string, unknown> & { version: number };
type Page = { records: Row[]; total: number };
/** The public call /q/{key} asks, without a session. */
const scan = async (scanKey: string) => (await call<{ path: string }>(backend, 'POST', apiPaths.qrScan(scanKey))).body;
const post = <T = Row>(who: Session, path: string, json: Record<string, unknown>) => call<T>(backend, 'POST', path, { token: who.token, json });
const get = <T = Row>(who: Session, path: string, query: Record<string, string> = {}) => call<T>(backend, 'GET', path, { token: who.token, query });

const Q = '/api/crm/qrcode';
let serial = 0;
const unique = (prefix: string) => `${prefix}${process.pid}-${++serial}-${Date.now().toString(36)}`;

async function fileBytes(who: Session, id: string, format: 'png' | 'svg'): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Uint8Array }> {
  const { response } = await get(who, `${Q}/download`, { id, format });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('QR codes: save, page, fetch, generate, download, delete file, remove; scans of site targets', () => {
  it('draws a site path as its counting address, downloads PNG and SVG that read back to it, and counts scans', async () => {
    const saved = await post(lina, `${Q}/save`, { title: unique('新闻中心'), target: '/news' });
    expect(saved.body).toMatchObject({ code: 0, data: { target_kind: 'site', scan_count: 0 } });
    const key = String(saved.body.data!.qrcode_key);
    const scanKey = String(saved.body.data!.scan_key);
    expect(scanKey).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await fileBytes(lina, key, 'png')).bytes.byteLength).toBeLessThan(200); // not drawn yet: an envelope

    const drawn = await post(lina, `${Q}/generate`, { id: key });
    expect(drawn.body).toMatchObject({ code: 0, msg: '二维码已生成', data: { encoded_text: `${ORIGIN}/q/${scanKey}` } });
    const png = await fileBytes(lina, key, 'png');
    expect(png).toMatchObject({ status: 200, type: 'image/png' });
    expect(png.disposition).toMatch(/^attachment; .*\.png/);
    expect(decodeQrPng(png.bytes)).toBe(`${ORIGIN}/q/${scanKey}`);
    const svg = await fileBytes(lina, key, 'svg');
    expect(svg.status).toBe(200);
    expect(decodeQrSvg(new TextDecoder().decode(svg.bytes))).toBe(`${ORIGIN}/q/${scanKey}`);

    expect(await scan(scanKey)).toMatchObject({ code: 0, data: { path: '/news' } });
    expect(await scan(scanKey)).toMatchObject({ code: 0, data: { path: '/news' } });
    expect(await scan('no-such-key')).toMatchObject({ code: 404, msg: '二维码不存在或已失效', data: null });
    expect((await get(lina, `${Q}/fetch/${key}`)).body.data).toMatchObject({ scan_count: 2 });

    // The drawn files show the target: it is not changed under them.
    const current = (await get(lina, `${Q}/fetch/${key}`)).body.data!;
    expect((await post(lina, `${Q}/save`, { qrcode_key: key, version: current.version, title: current.title, target: '/about' })).body)
      .toMatchObject({ code: 409, msg: '二维码文件已生成，请先删除文件再修改内容' });
    expect((await post(lina, `${Q}/deleteFile`, { id: key })).body).toMatchObject({ code: 0, msg: '二维码文件已删除', data: { png_file_key: null, svg_file_key: null } });
    expect((await fileBytes(lina, key, 'png')).status).not.toBe(200);
    const cleared = (await get(lina, `${Q}/fetch/${key}`)).body.data!;
    expect((await post(lina, `${Q}/save`, { qrcode_key: key, version: cleared.version, title: cleared.title, target: '/about' })).body.code).toBe(0);

    expect((await post(lina, `${Q}/remove`, { ids: key })).body.code).toBe(0);
    expect((await scan(scanKey)).code).toBe(404);
  });

  it('builds the counting address on the origin the browser called from, as the gateway passes it on', async () => {
    const saved = await post(lina, `${Q}/save`, { title: unique('官网码'), target: '/about' });
    const key = String(saved.body.data!.qrcode_key);
    const drawn = await call(backend, 'POST', `${Q}/generate`, { token: lina.token, json: { id: key }, headers: { origin: 'https://crm.example.com' } });
    expect(drawn.body.data).toMatchObject({ encoded_text: `https://crm.example.com/q/${String(saved.body.data!.scan_key)}` });
  });

  it('encodes external links and texts as they are, with no counter; lists them by page', async () => {
    const title = unique('外链');
    const link = await post(lina, `${Q}/save`, { title, target: 'https://example.com/activity?id=7' });
    const text = await post(lina, `${Q}/save`, { title: `${title}-文本`, target: '会员口令：理财节 2026' });
    expect(link.body.data).toMatchObject({ target_kind: 'url' });
    expect(text.body.data).toMatchObject({ target_kind: 'text' });
    for (const [saved, expected] of [[link, 'https://example.com/activity?id=7'], [text, '会员口令：理财节 2026']] as const) {
      const key = String(saved.body.data!.qrcode_key);
      expect((await post(lina, `${Q}/generate`, { id: key })).body.data).toMatchObject({ encoded_text: expected });
      expect(decodeQrPng((await fileBytes(lina, key, 'png')).bytes)).toBe(expected);
      expect((await scan(String(saved.body.data!.scan_key))).code).toBe(404);
    }
    const page = await post<Page>(lina, `${Q}/page`, { title: `*${title}*` });
    expect(page.body.data!.total).toBe(2);
  });

  it('keeps another department’s codes and files out of reach by key', async () => {
    const key = String((await post(lina, `${Q}/save`, { title: unique('部门码'), target: '/news' })).body.data!.qrcode_key);
    await post(lina, `${Q}/generate`, { id: key });
    expect((await get(wang, `${Q}/fetch/${key}`)).body.code).toBe(403);
    expect((await post(wang, `${Q}/generate`, { id: key })).body.code).toBe(403);
    expect((await post(wang, `${Q}/deleteFile`, { id: key })).body.code).toBe(403);
    expect((await fileBytes(wang, key, 'png')).status).not.toBe(200);
    expect((await post(wang, `${Q}/remove`, { ids: key })).body.code).toBe(403);
    expect((await get(admin, `${Q}/fetch/${key}`)).body.code).toBe(0);
    // Drawn files are never served publicly by their storage name.
    const stored = await backend.services.db.execute(`select storage_name from sys_file where file_group_key = 'qrcode' limit 1`);
    const name = (stored as { rows: { storage_name: string }[] }).rows[0]!.storage_name;
    const { serveStoredFile } = await import('@/lib/backend/modules/file-serving');
    expect((await serveStoredFile(backend.services, name)).status).toBe(404);
  });
});

const K = '/api/crm/knowledge';
const C = '/api/crm/knowledge/category';

describe('knowledge base: categories as a tree, articles with rich text, full-text search, read counts', () => {
  it('answers the categories as a tree and refuses loops and deleting a category in use', async () => {
    const root = String((await post(lina, `${C}/addOrUpdate`, { category_name: unique('制度规范') })).body.data!.category_key);
    const child = String((await post(lina, `${C}/addOrUpdate`, { category_name: unique('财务制度'), parent_key: root })).body.data!.category_key);
    const tree = await get<{ key: string; children: { key: string }[] }[]>(lina, `${C}/tree`);
    expect(tree.body.data!.find((n) => n.key === root)!.children.map((c) => c.key)).toEqual([child]);
    const rootRow = (await get(lina, `${C}/detail/${root}`)).body.data!;
    expect((await post(lina, `${C}/addOrUpdate`, { category_key: root, version: rootRow.version, category_name: rootRow.category_name, parent_key: child })).body)
      .toMatchObject({ code: 400, msg: '上级分类不能是自身或其下级分类' });
    expect((await call(backend, 'POST', `${C}/deleteById`, { token: lina.token, form: { id: root } })).body).toMatchObject({ code: 409, msg: '该分类下还有子分类或文章，不能删除' });
    expect((await post<Page>(lina, `${K}/categories`, { parent_key: root })).body.data!.total).toBe(1);
    // Another department sees neither the tree's nodes nor the category by key.
    expect((await get<{ key: string }[]>(wang, `${C}/tree`)).body.data!.some((n) => n.key === root)).toBe(false);
    expect((await get(wang, `${C}/detail/${root}`)).body.code).toBe(403);
  });

  it('finds an article by a Chinese word of its body and by an English word, not by a word it lacks; sanitises the body', async () => {
    const category = String((await post(lina, `${C}/addOrUpdate`, { category_name: unique('操作指南') })).body.data!.category_key);
    const marker = unique('mk');
    const saved = await post(lina, `${K}/addOrUpdate`, {
      title: `${marker} 费用报销说明`, category_key: category,
      content: '<p>差旅<strong>报销</strong>需在出差结束后十个工作日内提交，附上发票原件与VPN登录截图。</p><script>alert(1)</script>',
    });
    expect(saved.body.code).toBe(0);
    expect(String(saved.body.data!.content)).not.toContain('<script');
    const key = String(saved.body.data!.knowledge_key);
    const search = async (who: Session, keyword: string) => (await post<Page>(who, `${K}/records`, { keyword, title: `*${marker}*` })).body.data!.records.map((r) => r.knowledge_key);
    expect(await search(lina, '工作日')).toEqual([key]);
    expect(await search(lina, '发票原件')).toEqual([key]);
    expect(await search(lina, 'vpn')).toEqual([key]);
    expect(await search(lina, '报销 十个')).toEqual([key]);
    // Tags are not words of the text, the characters must follow each other, and every word must be there.
    expect(await search(lina, 'strong')).toEqual([]);
    expect(await search(lina, '票发')).toEqual([]);
    expect(await search(lina, '报销 审批')).toEqual([]);
    expect(await search(wang, '工作日')).toEqual([]);
    // The query's full-text condition goes through the query call too, with the rest of the filters.
    expect((await post<Page>(lina, `${K}/query`, { keyword: '差旅', category_key: category })).body.data!.total).toBe(1);
  });

  it('counts a read when an article is opened, not when it is listed, without making an open edit stale', async () => {
    const category = String((await post(lina, `${C}/addOrUpdate`, { category_name: unique('常见问题') })).body.data!.category_key);
    const saved = (await post(lina, `${K}/addOrUpdate`, { title: unique('如何开户'), category_key: category, content: '<p>开户流程</p>' })).body.data!;
    const key = String(saved.knowledge_key);
    await post<Page>(lina, `${K}/query`, { category_key: category });
    expect((await get(lina, `${K}/detail/${key}`)).body.data).toMatchObject({ read_count: 1 });
    expect((await get(admin, `${K}/detail/${key}`)).body.data).toMatchObject({ read_count: 2 });
    expect((await post<Page>(lina, `${K}/query`, { category_key: category })).body.data!.records[0]).toMatchObject({ read_count: 2 });
    const edited = await post(lina, `${K}/addOrUpdate`, { knowledge_key: key, version: saved.version, title: saved.title, category_key: category, content: '<p>开户流程（新）</p>' });
    expect(edited.body).toMatchObject({ code: 0, data: { read_count: 2 } });
    expect((await get(wang, `${K}/detail/${key}`)).body.code).toBe(403);
    expect((await get(lina, `${K}/detail/${key}`)).body.data).toMatchObject({ read_count: 3 });
  });
});
