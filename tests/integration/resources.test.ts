import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { apiPaths } from '@/lib/contract/api-paths';
import { call, createTestBackend, loginAs } from '../support/backend';
import { SMALL_PDF } from '../support/small-pdf';

/**
 * Resources (资源): the resource and each of its sub-records answer query,
 * detail, addOrUpdate and deleteById under /api/crm/resource[/<kind>], take the resource's
 * department, and are out of reach of another department, by key too. The resource keeps the
 * average of its ratings and the sum of its cost log.
 */
type Session = { token: string; userKey: string };
type Keyed = Record<string, unknown> & { version: number; belong_depart: string | null };
type Page = { records: Keyed[]; total: number; totals?: Record<string, number> };

let backend: Backend;
let lina: Session; // 华东销售组
let wang: Session; // 财务部
let admin: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
});
afterAll(async () => backend?.database.close());

const RESOURCE = '/api/crm/resource';
let runs = 0;
const unique = () => `${Date.now().toString(36)}${(runs += 1)}`;

const save = (who: Session, base: string, json: Record<string, unknown>) => call<Keyed>(backend, 'POST', `${base}/addOrUpdate`, { token: who.token, json });
async function created(who: Session, base: string, json: Record<string, unknown>): Promise<Keyed> {
  const res = await save(who, base, json);
  if (res.body.code !== 0) throw new Error(`${base}: ${res.body.msg}`);
  return res.body.data!;
}
const query = (who: Session, base: string, json: Record<string, unknown>) => call<Page>(backend, 'POST', `${base}/query`, { token: who.token, json });
const detail = (who: Session, base: string, key: unknown) => call<Keyed>(backend, 'GET', `${base}/detail/${String(key)}`, { token: who.token });
const deleteById = (who: Session, base: string, key: unknown) => call(backend, 'POST', `${base}/deleteById`, { token: who.token, form: { id: String(key) } });
const newResource = (who: Session, extra: Record<string, unknown> = {}) =>
  created(who, RESOURCE, { resource_name: `测试资源${unique()}`, resource_type: 'institution', category: 'audit', tags: 'core,certified', ...extra });

async function uploadedPdf(who: Session): Promise<string> {
  const form = new FormData();
  form.append('file', new File([SMALL_PDF], '资质证书.pdf', { type: 'application/pdf' }));
  const res = await call<{ url: string }>(backend, 'POST', apiPaths.fileUpload, { token: who.token, body: form });
  expect(res.body.code, res.body.msg).toBe(0);
  return JSON.stringify([{ uid: 'cert', name: '资质证书.pdf', status: 'done', url: res.body.data!.url }]);
}

interface Kind { title: string; base: string; key: string; create: () => Record<string, unknown> | Promise<Record<string, unknown>>; change: Record<string, unknown> }
const KINDS: Kind[] = [
  { title: 'config/channel', base: `${RESOURCE}/config/channel`, key: 'channel_config_key', create: () => ({ channel: 'referral', channel_contact: '王总', fee_rate: 1.5 }), change: { fee_rate: 2.25 } },
  { title: 'category', base: `${RESOURCE}/category`, key: 'resource_category_key', create: () => ({ category: 'audit', classified_on: '2026-02-01' }), change: { remark: '复核后仍为审计类' } },
  { title: 'professional', base: `${RESOURCE}/professional`, key: 'professional_key', create: () => ({ professional: 'accounting', qualification: '注册会计师', years: 8 }), change: { years: 9 } },
  { title: 'tags', base: `${RESOURCE}/tags`, key: 'tag_key', create: () => ({ tag: 'responsive', reason: '当天回复' }), change: { reason: '两小时内回复' } },
  { title: 'industry', base: `${RESOURCE}/industry`, key: 'industry_key', create: () => ({ industry: 'bank', years: 5, is_primary: true }), change: { years: 6 } },
  { title: 'rating', base: `${RESOURCE}/rating`, key: 'rating_key', create: () => ({ score: 4, comment: '报告质量好' }), change: { score: 5, comment: '复核后上调' } },
  { title: 'costLog', base: `${RESOURCE}/costLog`, key: 'cost_log_key', create: () => ({ cost_date: '2026-05-01', cost_item: '专项审计', amount: 1200.5 }), change: { amount: 1300.25 } },
  { title: 'supplierCorrelation', base: `${RESOURCE}/supplierCorrelation`, key: 'correlation_key', create: () => ({ supplier_key: 'sup-demo-01', relation: 'engaged_via', since: '2026-05-20' }), change: { relation: 'partner' } },
  { title: 'project', base: `${RESOURCE}/project`, key: 'resource_project_key', create: () => ({ project_key: 'prj-demo-01', project_role: '审计顾问', period_start: '2026-03-01', period_end: '2026-06-30' }), change: { project_role: '财务顾问' } },
  { title: 'cooperative', base: `${RESOURCE}/cooperative`, key: 'cooperation_key', create: () => ({ subject: '年报审计', start_date: '2026-01-10', end_date: '2026-04-10', amount: 88000, result: 'done' }), change: { result: 'partial' } },
  { title: 'contact', base: `${RESOURCE}/contact`, key: 'contact_key', create: () => ({ contact_name: '郑雅', job_title: '合伙人', mobile: '13911000099' }), change: { job_title: '主任会计师' } },
  { title: 'purchase', base: `${RESOURCE}/purchase`, key: 'purchase_key', create: () => ({ purchase_title: '尽调报告', purchase_date: '2026-10-01', quantity: 3, unit_price: 3333.33 }), change: { status: 'submitted' } },
  { title: 'attachment', base: `${RESOURCE}/attachment`, key: 'attachment_key', create: async () => ({ title: '资质证书', attachment_type: 'qualification', files: await uploadedPdf(lina) }), change: { title: '资质证书（2026）' } },
];

describe('the resource', () => {
  it('is created, read, listed, changed and deleted in the caller’s department; another department gets 403 by key', async () => {
    const resource = await newResource(lina, { region: '310000,310100,310115', owner: lina.userKey, contact_phone: '13911000100' });
    expect(resource).toMatchObject({ belong_depart: 'dep-sales-east', status: 'active', avg_rating: 0, total_cost: 0, version: 1 });
    const key = resource.resource_key;
    expect((await detail(lina, RESOURCE, key)).body.data).toMatchObject({ resource_key: key, tags: 'core,certified' });
    expect((await query(lina, RESOURCE, { resource_name: `*${String(resource.resource_name).slice(4)}*` })).body.data!.records.map((r) => r.resource_key)).toEqual([key]);
    const changed = await save(lina, RESOURCE, { ...resource, status: 'paused' });
    expect(changed.body.code, changed.body.msg).toBe(0);
    expect((await save(lina, RESOURCE, { ...resource, status: 'retired' })).body.code).toBe(409);

    expect((await detail(wang, RESOURCE, key)).body.code).toBe(403);
    expect((await query(wang, RESOURCE, { resource_name: String(resource.resource_name) })).body.data!.total).toBe(0);
    expect((await save(wang, RESOURCE, { ...changed.body.data!, remark: 'x' })).body.code).toBe(403);
    expect((await deleteById(wang, RESOURCE, key)).body.code).toBe(403);

    expect((await deleteById(lina, RESOURCE, key)).body.code).toBe(0);
    expect((await detail(lina, RESOURCE, key)).body.code).toBe(404);
  });

  it('does not take the average rating or the total cost from the caller', async () => {
    const resource = await newResource(lina, { avg_rating: 5, total_cost: 999999 });
    expect(resource).toMatchObject({ avg_rating: 0, total_cost: 0 });
  });

  it('needs a name once and a known type', async () => {
    const resource = await newResource(lina);
    expect((await save(lina, RESOURCE, { resource_name: resource.resource_name, resource_type: 'person' })).body.code).toBe(409);
    expect((await save(lina, RESOURCE, { resource_name: `无类型${unique()}` })).body).toMatchObject({ code: 400 });
  });
});

describe('each sub-record: query, detail, addOrUpdate and deleteById in the resource’s department only', () => {
  for (const kind of KINDS) {
    it(`${kind.title}`, async () => {
      const resource = await newResource(lina);
      const input = { ...(await kind.create()), resource_key: resource.resource_key };
      // The department named by the caller is not taken: the resource's is.
      const record = await created(lina, kind.base, { ...input, belong_depart: 'dep-finance' });
      expect(record).toMatchObject({ ...input, belong_depart: 'dep-sales-east', version: 1 });
      const key = record[kind.key];
      expect((await query(lina, kind.base, { resource_key: resource.resource_key })).body.data!.records.map((r) => r[kind.key])).toEqual([key]);
      expect((await detail(lina, kind.base, key)).body.data).toMatchObject(input);

      const changed = await save(lina, kind.base, { ...input, ...kind.change, [kind.key]: key, version: record.version });
      expect(changed.body.code, changed.body.msg).toBe(0);
      expect(changed.body.data).toMatchObject({ ...kind.change, version: 2 });
      expect((await save(lina, kind.base, { ...input, [kind.key]: key, version: record.version })).body.code).toBe(409);

      expect((await detail(wang, kind.base, key)).body.code).toBe(403);
      expect((await query(wang, kind.base, { resource_key: resource.resource_key })).body.data).toMatchObject({ total: 0, records: [] });
      expect((await save(wang, kind.base, input)).body.code).toBe(403);
      expect((await save(wang, kind.base, { ...input, ...kind.change, [kind.key]: key, version: 2 })).body.code).toBe(403);
      expect((await deleteById(wang, kind.base, key)).body.code).toBe(403);

      expect((await deleteById(lina, kind.base, key)).body.code).toBe(0);
      expect((await detail(lina, kind.base, key)).body.code).toBe(404);
      const audits = await backend.database.db.select().from(sysAuditLog).where(eq(sysAuditLog.record_key, String(key))).orderBy(asc(sysAuditLog.create_time));
      expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });
  }

  it('go with their resource when it is deleted', async () => {
    const resource = await newResource(lina);
    const rating = await created(lina, `${RESOURCE}/rating`, { resource_key: resource.resource_key, score: 3, comment: '一般' });
    const contact = await created(lina, `${RESOURCE}/contact`, { resource_key: resource.resource_key, contact_name: '马骏', mobile: '13911000098' });
    expect((await deleteById(lina, RESOURCE, resource.resource_key)).body.code).toBe(0);
    expect((await detail(lina, `${RESOURCE}/rating`, rating.rating_key)).body.code).toBe(404);
    expect((await detail(lina, `${RESOURCE}/contact`, contact.contact_key)).body.code).toBe(404);
  });

  it('a resource that does not exist is refused naming it', async () => {
    const res = await save(lina, `${RESOURCE}/contact`, { resource_key: 'no-such-resource', contact_name: '某人', mobile: '13911000097' });
    expect(res.body).toMatchObject({ code: 400, msg: '所属资源不存在或已被删除' });
  });
});

describe('ratings', () => {
  const RATING = `${RESOURCE}/rating`;
  it('are 1 to 5 with a comment; the rater and the time are the server’s', async () => {
    const resource = await newResource(lina);
    const base = { resource_key: resource.resource_key, comment: '好' };
    expect((await save(lina, RATING, { ...base, score: 6 })).body).toMatchObject({ code: 400, msg: '评分不能大于5' });
    expect((await save(lina, RATING, { ...base, score: 0 })).body).toMatchObject({ code: 400, msg: '评分不能小于1' });
    expect((await save(lina, RATING, { ...base, score: 3.5 })).body.code).toBe(400);
    expect((await save(lina, RATING, { resource_key: resource.resource_key, score: 4 })).body).toMatchObject({ code: 400, msg: '请填写评价内容' });
    const before = Date.now();
    const rating = await created(lina, RATING, { ...base, score: 4, rater: wang.userKey, rated_time: '2020-01-01 00:00:00' });
    expect(rating.rater).toBe(lina.userKey);
    expect(new Date(String(rating.rated_time)).getTime()).toBeGreaterThanOrEqual(before - 2000);
  });

  it('keep the resource’s average to one decimal, after adds, changes and deletes', async () => {
    const resource = await newResource(lina);
    const avg = async () => (await detail(lina, RESOURCE, resource.resource_key)).body.data!.avg_rating;
    const five = await created(lina, RATING, { resource_key: resource.resource_key, score: 5, comment: '很好' });
    expect(await avg()).toBe(5);
    await created(lina, RATING, { resource_key: resource.resource_key, score: 4, comment: '好' });
    expect(await avg()).toBe(4.5);
    await created(admin, RATING, { resource_key: resource.resource_key, score: 4, comment: '好' });
    expect(await avg()).toBe(4.3);
    expect((await save(lina, RATING, { ...five, score: 1 })).body.code).toBe(0);
    expect(await avg()).toBe(3);
    expect((await deleteById(lina, RATING, five.rating_key)).body.code).toBe(0);
    expect(await avg()).toBe(4);
  });

  it('given at the same time all count in the average', async () => {
    const resource = await newResource(lina);
    const scores = [5, 4, 4, 3, 5, 2, 5, 4];
    const results = await Promise.all(scores.map((score, i) =>
      save(i % 2 === 0 ? lina : admin, RATING, { resource_key: resource.resource_key, score, comment: `并发评价${i}` })));
    for (const res of results) expect(res.body.code, res.body.msg).toBe(0);
    const listed = await query(lina, RATING, { resource_key: resource.resource_key, pageSize: 50 });
    expect(listed.body.data!.total).toBe(scores.length);
    const expected = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
    expect((await detail(lina, RESOURCE, resource.resource_key)).body.data!.avg_rating).toBe(expected);
  });
});

describe('cost logs and purchases', () => {
  it('keep the resource’s total cost to the cent, and the list answers the total', async () => {
    const resource = await newResource(lina);
    const COST = `${RESOURCE}/costLog`;
    const a = await created(lina, COST, { resource_key: resource.resource_key, cost_date: '2026-05-01', cost_item: '咨询费', amount: 0.1 });
    await created(lina, COST, { resource_key: resource.resource_key, cost_date: '2026-05-02', cost_item: '差旅费', amount: 0.2 });
    await created(lina, COST, { resource_key: resource.resource_key, cost_date: '2026-05-03', cost_item: '讲座费', amount: 12345.67 });
    const total = async () => (await detail(lina, RESOURCE, resource.resource_key)).body.data!.total_cost;
    expect(await total()).toBe(12345.97);
    const listed = await query(lina, COST, { resource_key: resource.resource_key });
    expect(listed.body.data!.totals).toEqual({ amount: 12345.97 });
    expect((await save(lina, COST, { ...a, amount: -1 })).body.code).toBe(400);
    expect((await deleteById(lina, COST, a.cost_log_key)).body.code).toBe(0);
    expect(await total()).toBe(12345.87);
  });

  it('a purchase’s amount is the server’s, and its status moves only as allowed', async () => {
    const resource = await newResource(lina);
    const PURCHASE = `${RESOURCE}/purchase`;
    const purchase = await created(lina, PURCHASE, { resource_key: resource.resource_key, purchase_title: '专家讲座', purchase_date: '2026-10-01', quantity: 3, unit_price: 19.99, amount: 1 });
    expect(purchase).toMatchObject({ amount: 59.97, status: 'draft', requester: lina.userKey });
    const bought = await save(lina, PURCHASE, { ...purchase, status: 'purchased' });
    expect(bought.body).toMatchObject({ code: 409 });
    expect(bought.body.msg).toContain('草稿');
  });
});

describe('project links', () => {
  const PROJECT = `${RESOURCE}/project`;
  it('take only a project the caller may see, once per resource', async () => {
    const resource = await newResource(wang);
    // wangfang is not a member of prj-demo-01 (lina's), but is of prj-demo-02.
    const hidden = await save(wang, PROJECT, { resource_key: resource.resource_key, project_key: 'prj-demo-01', project_role: '顾问' });
    expect(hidden.body).toMatchObject({ code: 400, msg: '所选项目不存在或您无权查看' });
    const missing = await save(wang, PROJECT, { resource_key: resource.resource_key, project_key: 'prj-none', project_role: '顾问' });
    expect(missing.body).toMatchObject({ code: 400, msg: '所选项目不存在或您无权查看' });
    const link = await created(wang, PROJECT, { resource_key: resource.resource_key, project_key: 'prj-demo-02', project_role: '审计', period_start: '2026-02-01' });
    expect((await save(wang, PROJECT, { resource_key: resource.resource_key, project_key: 'prj-demo-02', project_role: '再次' })).body.code).toBe(409);
    const moved = await save(wang, PROJECT, { ...link, project_key: 'prj-demo-01' });
    expect(moved.body.msg).toBe('所选项目不存在或您无权查看');
    const late = await save(wang, PROJECT, { ...link, period_end: '2026-01-01' });
    expect(late.body.msg).toBe('结束日期不能早于开始日期');
  });
});

describe('the demo resources', () => {
  it('show averages, totals, project links and contacts, in their departments', async () => {
    const list = await query(lina, RESOURCE, { pageSize: 50 });
    const byKey = new Map(list.body.data!.records.map((r) => [r.resource_key, r]));
    expect(byKey.get('res-demo-01')).toMatchObject({ avg_rating: 4.5, total_cost: 44000, belong_depart: 'dep-sales-east' });
    expect(byKey.get('res-demo-04')).toMatchObject({ avg_rating: 3.5, total_cost: 44101.15 });
    expect(byKey.has('res-demo-02')).toBe(false);
    const finance = await detail(wang, RESOURCE, 'res-demo-02');
    expect(finance.body.data).toMatchObject({ avg_rating: 3.5, total_cost: 165000.5 });
    const links = await query(lina, `${RESOURCE}/project`, { resource_key: 'res-demo-01' });
    expect(links.body.data!.records.map((r) => r.project_key)).toEqual(['prj-demo-01']);
    expect((await query(lina, `${RESOURCE}/contact`, { resource_key: 'res-demo-03' })).body.data!.total).toBeGreaterThan(0);
  });

  it('export to Excel as the list shows them', async () => {
    const { response } = await call(backend, 'POST', `${RESOURCE}/exportXls`, { token: lina.token, json: { resource_type: 'institution' } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toContain('资源名称');
    const names = rows.slice(1).map((r) => r[0]);
    expect(names).toContain('明远律师事务所');
    expect(names).not.toContain('瑞衡会计师事务所');
    expect(names).not.toContain('陈立华');
    const costs = await call(backend, 'POST', `${RESOURCE}/costLog/exportXls`, { token: lina.token, json: { resource_key: 'res-demo-04' } });
    expect(costs.response.status).toBe(200);
  });
});

describe('the supplier correlation', () => {
  const LINKS = `${RESOURCE}/supplierCorrelation`;
  it('links a resource to a supplier once, and the supplier’s page lists the link', async () => {
    const resource = await newResource(lina);
    const link = await created(lina, LINKS, { resource_key: resource.resource_key, supplier_key: 'sup-demo-02', relation: 'bought_from' });
    expect(link.belong_depart).toBe(resource.belong_depart);
    const again = await save(lina, LINKS, { resource_key: resource.resource_key, supplier_key: 'sup-demo-02', relation: 'partner' });
    expect(again.body.code).toBe(409);

    // The supplier's tab: the links naming it, in the reader's reach.
    const ofSupplier = (await query(lina, LINKS, { supplier_key: 'sup-demo-02', pageSize: 100 })).body.data!;
    expect(ofSupplier.records.map((r) => r.resource_key)).toContain(resource.resource_key);
    expect((await query(wang, LINKS, { supplier_key: 'sup-demo-02', pageSize: 100 })).body.data!.records.map((r) => r.correlation_key)).not.toContain(link.correlation_key);

    // Deleting the resource takes its links with it.
    expect((await deleteById(lina, RESOURCE, resource.resource_key)).body.code).toBe(0);
    expect((await query(lina, LINKS, { supplier_key: 'sup-demo-02', pageSize: 100 })).body.data!.records.map((r) => r.correlation_key)).not.toContain(link.correlation_key);
  });

  it('goes with a deleted supplier, while the resource stays', async () => {
    const supplier = await created(lina, '/api/crm/supplier', { supplier_name: `测试供应商${unique()}`, category: 'it_service' });
    const resource = await newResource(lina);
    const link = await created(lina, LINKS, { resource_key: resource.resource_key, supplier_key: supplier.supplier_key, relation: 'bought_from' });
    expect((await deleteById(lina, '/api/crm/supplier', supplier.supplier_key)).body.code).toBe(0);
    expect((await query(lina, LINKS, { resource_key: resource.resource_key, pageSize: 100 })).body.data!.records.map((r) => r.correlation_key)).not.toContain(link.correlation_key);
    expect((await detail(lina, LINKS, link.correlation_key)).body.code).not.toBe(0);
    expect((await detail(lina, RESOURCE, resource.resource_key)).body.code).toBe(0);
    const audits = await backend.database.db.select().from(sysAuditLog).where(eq(sysAuditLog.record_key, String(link.correlation_key)));
    expect(audits.map((a) => a.action)).toContain('delete');
  });

  it('seeds the demo’s links between resources and suppliers', async () => {
    const seeded = (await query(admin, LINKS, { pageSize: 100 })).body.data!;
    expect(seeded.records.map((r) => r.correlation_key)).toEqual(expect.arrayContaining(['rsu-demo-01', 'rsu-demo-02', 'rsu-demo-03']));
  });
});
