// @database postgres: columns added at run time, read by a second process.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStoredDefinitions } from '@/lib/backend/entity/custom-fields/definitions';
import type { Backend } from '@/lib/backend/instance';
import { apiDocumentFor, declaredApiDocument } from '@/lib/backend/api-document';
import { openApiDocument } from '@/lib/backend/openapi';
import { allRoutes } from '@/lib/backend/routes';
import { savedQueryPaths } from '@/lib/contract/saved-queries';
import { encodeAdvancedQuery } from '@/lib/entity/advanced-query-wire';
import { CUSTOM_FIELD_PATHS, type CustomFieldDefinition, type CustomFieldInput } from '@/lib/contract/custom-fields';
import { adminAndLinaOnTwoProcesses, call, type AdminAndLinaOnTwoProcesses } from '../support/backend';

/**
 * Fields administrators add to a record kind at run time (docs/fields.md): the column is made at
 * once, and every path that reads the kind's declaration (form payload, detail, list, filters,
 * advanced query, sort, Excel, global search, history, the API document) treats the field as one
 * of the kind's own, in this process and, on PostgreSQL, in another one on the same database.
 */
let backend: Backend;
/** A second process on the same database (PostgreSQL only): nothing in memory shared. */
let other: Backend | null = null;
type Session = AdminAndLinaOnTwoProcesses['admin'];
let admin: Session;
let lina: Session;
let linaElsewhere: Session;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  ({ backend, other, admin, lina, linaElsewhere, close } = await adminAndLinaOnTwoProcesses());
});
afterAll(() => close());

const C = '/api/crm/customer';
type Rec = Record<string, unknown>;
/** The process a reader's calls go to: the other one when there is one. */
const elsewhere = () => other ?? backend;

async function addField(input: Omit<CustomFieldInput, 'entity'> & { entity?: string }) {
  return call<CustomFieldDefinition>(backend, 'POST', CUSTOM_FIELD_PATHS.save, { token: admin.token, json: { entity: 'customer', ...input } });
}

async function saved(input: Omit<CustomFieldInput, 'entity'>): Promise<CustomFieldDefinition> {
  const res = await addField(input);
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}

async function saveCustomer(json: Rec, on = elsewhere(), who = linaElsewhere): Promise<Rec> {
  const res = await call<Rec>(on, 'POST', `${C}/addOrUpdate`, { token: who.token, json });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}

const query = async (json: Rec, on = elsewhere(), who = linaElsewhere) =>
  (await call<{ records: Rec[]; total: number }>(on, 'POST', `${C}/query`, { token: who.token, json })).body.data!;

let entityField: CustomFieldDefinition;
let limitField: CustomFieldDefinition;
let gradeField: CustomFieldDefinition;
let stored: Rec;
const STAMP = Date.now().toString(36);

describe('fields added to customers', () => {
  beforeAll(async () => {
    entityField = await saved({ name: 'sign_party', label: '合同签约方', labelEn: 'Contract party', type: 'text', maxLength: 80, filter: true, search: true, sortable: true });
    limitField = await saved({ name: 'approved_limit', label: '核定额度', type: 'money', minValue: 0, filter: true, sortable: true });
    gradeField = await saved({ name: 'inner_grade', label: '内部评级', type: 'dict', dictCode: 'customer_level', filter: true });
    stored = await saveCustomer({ customer_name: `自定义字段客户${STAMP}`, status: 'potential', cf_sign_party: `华东主体${STAMP}有限公司`, cf_approved_limit: 1500000, cf_inner_grade: 'A' });
    await saveCustomer({ customer_name: `自定义字段客户乙${STAMP}`, status: 'potential', cf_sign_party: `华北主体${STAMP}`, cf_approved_limit: 200 });
  });

  it('are stored and answered under their column names, by the process that did not add them too', async () => {
    expect(entityField.column).toBe('cf_sign_party');
    expect(stored.cf_sign_party).toBe(`华东主体${STAMP}有限公司`);
    expect(stored.cf_approved_limit).toBe(1500000);
    const detail = await call<Rec>(backend, 'GET', `${C}/detail/${String(stored.customer_key)}`, { token: lina.token });
    expect(detail.body.data).toMatchObject({ cf_sign_party: `华东主体${STAMP}有限公司`, cf_approved_limit: 1500000, cf_inner_grade: 'A' });
  });

  it('are filtered, sorted and queried like declared fields', async () => {
    const contains = await query({ cf_sign_party: `*主体${STAMP}*`, column: 'cf_approved_limit', order: 'desc' });
    expect(contains.records.map((r) => r.cf_approved_limit)).toEqual([1500000, 200]);
    const ranged = await query({ cf_sign_party: `*${STAMP}*`, cf_approved_limit_begin: 1000 });
    expect(ranged.records.map((r) => r.customer_key)).toEqual([stored.customer_key]);
    const advanced = await query({
      cf_sign_party: `*${STAMP}*`,
      superQueryMatchType: 'and',
      superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'cf_inner_grade', rule: 'eq', value: 'A' }])),
    });
    expect(advanced.records.map((r) => r.customer_key)).toEqual([stored.customer_key]);
    // A saved advanced query may name the added field too.
    const kept = await call(backend, 'POST', savedQueryPaths.save, { token: lina.token, json: { saveCode: 'customer', name: `内部评级A${STAMP}`, matchType: 'and', rules: [{ field: 'cf_inner_grade', rule: 'eq', value: 'A' }] } });
    expect(kept.body.code).toBe(0);
  });

  it('refuse a value outside their rules with the label entered', async () => {
    const res = await call<Rec>(elsewhere(), 'POST', `${C}/addOrUpdate`, { token: linaElsewhere.token, json: { customer_name: `负额度${STAMP}`, status: 'potential', cf_approved_limit: -5 } });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('核定额度');
  });

  it('are columns of the export and of the import template, headed by their labels', async () => {
    const exported = await call(backend, 'POST', `${C}/exportXls`, { token: lina.token, json: { cf_sign_party: `*${STAMP}*` } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.response.arrayBuffer());
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['合同签约方', '核定额度', '内部评级']));
    const template = await call(backend, 'GET', `${C}/importTemplate`, { token: lina.token, headers: { 'accept-language': 'en-US' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.response.arrayBuffer());
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['Contract party']));
  });

  it('are found by the global search when marked searchable, and kept in the history', async () => {
    const search = await call<{ groups: { entity: string; hits: { key: string }[] }[] }>(backend, 'POST', '/api/app/base/search/global', { token: lina.token, json: { q: `华东主体${STAMP}` } });
    const customers = search.body.data!.groups.find((g) => g.entity === 'customer');
    expect(customers?.hits.map((h) => h.key)).toContain(stored.customer_key);
    const updated = await saveCustomer({ ...stored, cf_approved_limit: 1800000 });
    const history = await call<{ changes: { field: string; old: unknown; new: unknown }[] | null }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: lina.token, query: { entity: 'customer', recordKey: String(stored.customer_key) } });
    const changes = history.body.data!.flatMap((entry) => entry.changes ?? []);
    expect(changes).toContainEqual(expect.objectContaining({ field: 'cf_approved_limit', old: 1500000, new: 1800000 }));
    stored = updated;
  });

  it('are documented in the API document', async () => {
    const document = await withStoredDefinitions(backend.database.db, async () => openApiDocument(allRoutes, { title: 't', version: '1' }));
    const text = JSON.stringify((document.paths as Rec)[`${C}/addOrUpdate`]);
    expect(text).toContain('cf_sign_party');
    expect(text).toContain('cf_approved_limit');
  });

  it('keep their values through a new label, and through being retired and restored', async () => {
    const renamed = await saved({ key: limitField.key, version: limitField.version, name: 'approved_limit', label: '核定总额', type: 'money', minValue: 0, filter: true, sortable: true });
    expect(renamed.label).toBe('核定总额');
    limitField = renamed;
    const retire = await call(backend, 'POST', CUSTOM_FIELD_PATHS.state, { token: admin.token, json: { key: limitField.key, state: 'retired' } });
    expect(retire.body.code).toBe(0);
    const hidden = await call<Rec>(elsewhere(), 'GET', `${C}/detail/${String(stored.customer_key)}`, { token: linaElsewhere.token });
    expect(hidden.body.data).not.toHaveProperty('cf_approved_limit');
    await call(backend, 'POST', CUSTOM_FIELD_PATHS.state, { token: admin.token, json: { key: limitField.key, state: 'active' } });
    const back = await call<Rec>(elsewhere(), 'GET', `${C}/detail/${String(stored.customer_key)}`, { token: linaElsewhere.token });
    expect(back.body.data).toMatchObject({ cf_approved_limit: 1800000 });
  });

  it('are listed for 字段管理 with the kind’s own fields, and answered to readers of the kind', async () => {
    const list = await call<{ builtIn: { name: string }[]; fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.list, { token: admin.token, query: { entity: 'customer' } });
    expect(list.body.data!.builtIn.map((f) => f.name)).toContain('customer_name');
    expect(list.body.data!.fields.map((f) => f.column)).toEqual(expect.arrayContaining(['cf_sign_party', 'cf_approved_limit', 'cf_inner_grade']));
    const shape = await call<{ fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.shape, { token: lina.token, query: { entity: 'customer' } });
    expect(shape.body.data!.fields.map((f) => f.column)).toContain('cf_sign_party');
    const refused = await call(backend, 'GET', CUSTOM_FIELD_PATHS.list, { token: lina.token, query: { entity: 'customer' } });
    expect(refused.body.code).toBe(403);
    const notReader = await call(backend, 'GET', CUSTOM_FIELD_PATHS.shape, { token: lina.token, query: { entity: 'user' } });
    expect(notReader.body.code).toBe(403);
  });
});

describe('fields limited to some roles', () => {
  it('are neither answered, exported nor in the history for others, and are kept as they were when others save', async () => {
    await saved({ name: 'inner_score', label: '内部评分', type: 'number', readRoles: ['leader'] });
    await saved({ name: 'risk_note', label: '风控意见', type: 'text', editRoles: ['leader'] });
    // Administrators hold every right (the leader of another department could not reach this record).
    const leader = admin;
    const key = String(stored.customer_key);
    const asLeader = await call<Rec>(backend, 'POST', `${C}/addOrUpdate`, { token: leader.token, json: { ...(await call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: leader.token })).body.data, cf_inner_score: 88, cf_risk_note: '可放款' } });
    expect(asLeader.body.data).toMatchObject({ cf_inner_score: 88, cf_risk_note: '可放款' });

    const seen = (await call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: lina.token })).body.data!;
    expect(seen).not.toHaveProperty('cf_inner_score');
    expect(seen.cf_risk_note).toBe('可放款');
    // lina saves the record with other values for both: neither changes.
    const saved2 = await call<Rec>(backend, 'POST', `${C}/addOrUpdate`, { token: lina.token, json: { ...seen, cf_inner_score: 1, cf_risk_note: '改掉' } });
    expect(saved2.body.code).toBe(0);
    const after = (await call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: leader.token })).body.data!;
    expect(after).toMatchObject({ cf_inner_score: 88, cf_risk_note: '可放款' });

    const exported = await call(backend, 'POST', `${C}/exportXls`, { token: lina.token, json: { cf_sign_party: `*${STAMP}*` } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.response.arrayBuffer());
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).not.toContain('内部评分');
    const history = await call<{ changes: { field: string }[] | null }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: lina.token, query: { entity: 'customer', recordKey: key } });
    expect(history.body.data!.flatMap((e) => e.changes ?? []).map((c) => c.field)).not.toContain('cf_inner_score');
    const shape = await call<{ fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.shape, { token: lina.token, query: { entity: 'customer' } });
    expect(shape.body.data!.fields.map((f) => f.column)).not.toContain('cf_inner_score');
    expect(shape.body.data!.fields.find((f) => f.column === 'cf_risk_note')?.access).toBe('read');
  });

  it('that are searchable never break the saves of others, and find the record only for those who read them', async () => {
    await saved({ name: 'admin_memo', label: '管理备注', type: 'text', search: true, readRoles: ['admin'] });
    const key = String(stored.customer_key);
    const secret = `隐秘备注${STAMP}`;
    const byAdmin = await call<Rec>(backend, 'POST', `${C}/addOrUpdate`, { token: admin.token, json: { ...(await call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: admin.token })).body.data, cf_admin_memo: secret } });
    expect(byAdmin.body.code).toBe(0);

    // lina saves the record and adds another: both succeed, the field she cannot see kept as it was.
    const seen = (await call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: lina.token })).body.data!;
    const byLina = await call<Rec>(backend, 'POST', `${C}/addOrUpdate`, { token: lina.token, json: { ...seen, short_name: `李娜简称${STAMP}` } });
    expect(byLina.body).toMatchObject({ code: 0 });
    const added = await call<Rec>(backend, 'POST', `${C}/addOrUpdate`, { token: lina.token, json: { customer_name: `受限字段新客户${STAMP}`, status: 'potential' } });
    expect(added.body).toMatchObject({ code: 0 });
    expect((await call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: admin.token })).body.data!.cf_admin_memo).toBe(secret);

    type Search = { groups: { entity: string; hits: { key: string; title: string; matched?: string }[] }[] };
    const search = async (who: Session, q: string) => (await call<Search>(backend, 'POST', '/api/app/base/search/global', { token: who.token, json: { q } })).body.data!.groups;
    const customerHits = (groups: Search['groups']) => groups.find((g) => g.entity === 'customer')?.hits ?? [];
    // The entry lina's save wrote holds the text she may not read: admin finds the record by it (by its pinyin too).
    expect(customerHits(await search(admin, secret)).map((h) => h.key)).toContain(key);
    expect(customerHits(await search(admin, '隐秘')).map((h) => h.key)).toContain(key);
    // lina finds it by what she wrote, by nothing of the hidden text, and no hit of hers shows it.
    expect(customerHits(await search(lina, `李娜简称${STAMP}`)).map((h) => h.key)).toContain(key);
    for (const q of [secret, `备注${STAMP}`, '隐秘', 'yinmi']) {
      const groups = await search(lina, q);
      expect(customerHits(groups).map((h) => h.key)).not.toContain(key);
      expect(JSON.stringify(groups)).not.toContain(secret);
    }
  });

  it('that are searchable and sensitive are matched by the same sections: on the caller’s own records, or for a holder of 查看敏感信息', async () => {
    await saved({ name: 'backup_phone', label: '备用电话', type: 'text', search: true, sensitive: 'phone' });
    const theirs = 'cus-demo-05';
    const theirNumber = `1375${STAMP.slice(-7).replace(/\D/g, '7').padStart(7, '7')}`;
    const ownNumber = `1364${theirNumber.slice(4)}`;
    const before = (await call<Rec>(backend, 'GET', `${C}/detail/${theirs}`, { token: admin.token })).body.data!;
    expect((await call<Rec>(backend, 'POST', `${C}/addOrUpdate`, { token: admin.token, json: { ...before, cf_backup_phone: theirNumber } })).body.code).toBe(0);
    // lina reads the colleague's record, the number masked: it is not hers.
    const seen = (await call<Rec>(backend, 'GET', `${C}/detail/${theirs}`, { token: lina.token })).body.data!;
    expect(seen.cf_backup_phone).not.toBe(theirNumber);
    const mine = String(stored.customer_key);
    const own = (await call<Rec>(backend, 'GET', `${C}/detail/${mine}`, { token: lina.token })).body.data!;
    expect((await call<Rec>(backend, 'POST', `${C}/addOrUpdate`, { token: lina.token, json: { ...own, cf_backup_phone: ownNumber } })).body.code).toBe(0);

    type Search = { groups: { entity: string; hits: { key: string }[] }[] };
    const found = async (who: Session, q: string) =>
      ((await call<Search>(backend, 'POST', '/api/app/base/search/global', { token: who.token, json: { q } })).body.data!.groups.find((g) => g.entity === 'customer')?.hits ?? []).map((h) => h.key);
    for (const q of [theirNumber, theirNumber.slice(0, 7), theirNumber.slice(-5)]) expect(await found(lina, q), q).not.toContain(theirs);
    expect(await found(lina, ownNumber)).toContain(mine);
    expect(await found(admin, theirNumber)).toContain(theirs);
    expect(await found(admin, ownNumber)).toContain(mine);
  });
});

describe('figures beyond what their column holds', () => {
  const TOO_BIG = 99999999999999999999;
  const save = (json: Rec, path = C, who = lina) => call<Rec>(backend, 'POST', `${path}/addOrUpdate`, { token: who.token, json });
  const customersNamed = async (name: string) => (await query({ customer_name: name }, backend, admin)).records;

  it('are refused on a record, naming the field in the caller’s language, with nothing written', async () => {
    const name = `超大额度${STAMP}`;
    const added = await save({ customer_name: name, status: 'potential', cf_credit_limit: TOO_BIG });
    expect(added.body).toMatchObject({ code: 400, msg: '「授信额度」超出可保存的范围' });
    const english = await call<Rec>(backend, 'POST', `${C}/addOrUpdate`, { token: lina.token, headers: { 'accept-language': 'en-US' }, json: { customer_name: name, status: 'potential', cf_credit_limit: TOO_BIG } });
    expect(english.body.msg).toBe('Credit limit is beyond what can be stored');
    expect(await customersNamed(name)).toEqual([]);
    // A declared amount, and the whole numbers and figures of added fields, likewise.
    const income = await save({ customer_key: stored.customer_key, amount: TOO_BIG, income_date: '2026-11-09', source: 'contract' }, '/api/crm/income');
    expect(income.body).toMatchObject({ code: 400, msg: '「收入金额（元）」超出可保存的范围' });
    await saved({ name: 'head_count', label: '员工人数', type: 'number', integer: true });
    await saved({ name: 'ratio', label: '资本充足率', type: 'number' });
    expect((await save({ customer_name: name, status: 'potential', cf_head_count: 3_000_000_000 })).body.msg).toBe('「员工人数」超出可保存的范围');
    expect((await save({ customer_name: name, status: 'potential', cf_ratio: 1e15 })).body.msg).toBe('「资本充足率」超出可保存的范围');
    expect(await customersNamed(name)).toEqual([]);
    // The largest each column holds is taken.
    const largest = await save({ customer_name: name, status: 'potential', cf_credit_limit: 9_999_999_999_999.99, cf_head_count: 2_147_483_647, cf_ratio: 99_999_999_999_999 });
    expect(largest.body.code, largest.body.msg).toBe(0);
    expect((await call(backend, 'POST', `${C}/deleteById`, { token: lina.token, form: { id: String(largest.body.data!.customer_key) } })).body.code).toBe(0);
  });

  it('from a formula are refused where it is saved, and where a record would make it overflow', async () => {
    const before = (await call<{ fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.list, { token: admin.token, query: { entity: 'customer' } })).body.data!.fields.length;
    const refused = await addField({ name: 'limit_scaled', label: '放大额度', type: 'formula', resultType: 'money', expression: '{cf_credit_limit} * 100000000000000' });
    expect(refused.body).toMatchObject({ code: 400, msg: '保存后，已有记录的「放大额度」会超出可保存的范围', data: { field: 'expression' } });
    const after = (await call<{ fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.list, { token: admin.token, query: { entity: 'customer' } })).body.data!.fields.length;
    expect(after).toBe(before);

    const scaled = await saved({ name: 'limit_scaled', label: '放大额度', type: 'formula', resultType: 'money', expression: '{cf_credit_limit} * 1000000000' });
    const name = `公式溢出${STAMP}`;
    const overflowing = await save({ customer_name: name, status: 'potential', cf_credit_limit: 100_000_000 });
    expect(overflowing.body).toMatchObject({ code: 400, msg: '「放大额度」超出可保存的范围' });
    expect(await customersNamed(name)).toEqual([]);
    expect((await call(backend, 'POST', CUSTOM_FIELD_PATHS.state, { token: admin.token, json: { key: scaled.key, state: 'retired' } })).body.code).toBe(0);
  });

  it('are refused as a field’s default', async () => {
    const res = await addField({ name: 'big_default', label: '大默认值', type: 'money', defaultValue: TOO_BIG });
    expect(res.body).toMatchObject({ code: 400, msg: '「大默认值」超出可保存的范围', data: { field: 'defaultValue' } });
  });
});

describe('a field hidden from a caller is not named to her', () => {
  it('in the API document answered to her, which keeps the fields she may see', async () => {
    const db = backend.database.db;
    // Whether a document names a field (the documents are too long to print in a failure).
    const names = (document: unknown, column: string) => JSON.stringify(document).includes(column);
    const hers = await apiDocumentFor(db, lina.token);
    expect(names(hers, 'cf_sign_party')).toBe(true);
    expect(names(hers, 'cf_inner_score')).toBe(false);
    expect(names(await apiDocumentFor(db, admin.token), 'cf_inner_score')).toBe(true);
    expect(await apiDocumentFor(db, 'not-a-token')).toBeNull();
    // A deployment whose calls another backend serves documents its declarations only.
    expect(names(declaredApiDocument(), 'cf_')).toBe(false);
  });

  it('in a refusal, which reads the same as for a name never added', async () => {
    const asks = (name: string): Rec[] => [
      { [name]: '1' },
      { [`${name}_begin`]: '1' },
      { column: name, order: 'asc' },
      { groupBy: name },
      encodeAdvancedQuery({ matchType: 'and', conditions: [{ field: name, rule: 'eq', value: '1' }] }),
    ];
    const hidden = asks('cf_inner_score');
    const never = asks('cf_never_added');
    for (const [i, ask] of hidden.entries()) {
      const refused = await call(backend, 'POST', `${C}/query`, { token: lina.token, json: ask });
      const unknown = await call(backend, 'POST', `${C}/query`, { token: lina.token, json: never[i] });
      expect(refused.body.code, JSON.stringify(ask)).toBe(400);
      expect(refused.body.msg, JSON.stringify(ask)).not.toContain('inner_score');
      expect(refused.body).toEqual(unknown.body);
    }
    // A view naming it is refused alike.
    const view = (name: string) => call(backend, 'POST', '/api/app/base/sys/listView/save', {
      token: lina.token, json: { entity: 'customer', name: `隐藏${STAMP}`, shared: false, shareRoles: [], shareDepartments: [], settings: { kind: 'table', columns: [{ name }], filters: {}, filterValues: {}, advanced: null, sort: null, groupBy: null, boardField: null } },
    });
    const [refusedView, unknownView] = [await view('cf_inner_score'), await view('cf_never_added')];
    expect(refusedView.body.msg).not.toContain('inner_score');
    expect(refusedView.body).toEqual(unknownView.body);
  });

  it('in the saved queries a colleague shares', async () => {
    const saved = await call<{ query_key: string }>(backend, 'POST', savedQueryPaths.save, { token: admin.token, json: { saveCode: 'customer', name: `内部评分高${STAMP}`, matchType: 'and', rules: [{ field: 'cf_inner_score', rule: 'gt', value: '80' }] } });
    expect(saved.body.code, saved.body.msg).toBe(0);
    await call(backend, 'POST', savedQueryPaths.share, { token: admin.token, json: { queryKey: saved.body.data!.query_key, shared: true } });
    const offered = await call(backend, 'GET', savedQueryPaths.list, { token: lina.token, query: { saveCode: 'customer' } });
    expect(offered.body.code, offered.body.msg).toBe(0);
    expect(JSON.stringify(offered.body)).not.toContain('inner_score');
  });
});

describe('bad field definitions change nothing and name the problem', () => {
  it.each([
    [{ name: 'customer_name', label: '另一个名称', type: 'text' as const }, 'name', '与系统字段重名'],
    [{ name: 'select', label: '选择', type: 'text' as const }, 'name', '保留字'],
    [{ name: 'Bad-Name', label: '坏标识', type: 'text' as const }, 'name', '小写字母开头'],
    [{ name: 'dup_label', label: '客户名称', type: 'text' as const }, 'label', '与系统字段重名'],
    [{ name: 'no_dict', label: '无字典', type: 'dict' as const, dictCode: 'no_such_dictionary' }, 'dictCode', '不存在'],
    [{ name: 'bad_range', label: '坏区间', type: 'number' as const, minValue: 10, maxValue: 1 }, 'maxValue', '最大值不能小于最小值'],
  ])('%o is refused on %s', async (input, field, words) => {
    const before = await call<{ fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.list, { token: admin.token, query: { entity: 'customer' } });
    const res = await addField(input);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(words);
    expect((res.body.data as { field?: string } | null)?.field).toBe(field);
    const after = await call<{ fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.list, { token: admin.token, query: { entity: 'customer' } });
    expect(after.body.data!.fields.length).toBe(before.body.data!.fields.length);
  });

  it('refuses a type change that would lose data, and a name already used', async () => {
    const text = await saved({ name: `memo_${STAMP}`, label: `备忘${STAMP}`, type: 'text' });
    const toNumber = await addField({ key: text.key, version: text.version, name: text.column.slice(3), label: text.label, type: 'number' });
    expect(toNumber.body.code).toBe(400);
    expect(toNumber.body.msg).toContain('丢失');
    const widened = await addField({ key: text.key, version: text.version, name: text.column.slice(3), label: text.label, type: 'textarea' });
    expect(widened.body.code).toBe(0);
    const again = await addField({ name: text.column.slice(3), label: `又一个${STAMP}`, type: 'text' });
    expect(again.body.msg).toContain('已被使用');
    const stale = await addField({ key: text.key, version: text.version, name: text.column.slice(3), label: '过期版本', type: 'textarea' });
    expect(stale.body.code).toBe(409);
  });

  it('is for administrators only', async () => {
    const res = await call(backend, 'POST', CUSTOM_FIELD_PATHS.save, { token: lina.token, json: { entity: 'customer', name: 'sneaky', label: '偷加', type: 'text' } });
    expect(res.body.code).toBe(403);
  });
});

describe('the demo company', () => {
  it('has fields added to customers, with values, filtered and sorted by them', async () => {
    const demo = await call<Rec>(backend, 'GET', `${C}/detail/cus-demo-01`, { token: admin.token });
    expect(demo.body.data).toMatchObject({ cf_sign_entity: '上海浦江信托有限公司', cf_credit_limit: 5000000 });
    const byLimit = await query({ cf_credit_limit_begin: 1, column: 'cf_credit_limit', order: 'desc', pageSize: 3 }, backend, admin);
    expect(byLimit.records.map((r) => r.customer_key)).toEqual(['cus-demo-01', 'cus-demo-02', 'cus-demo-31']);
  });

  it('has roll-ups of its customers’ contracts and incomes, and the rate worked out from them', async () => {
    const sum = async (path: string) => {
      const res = await call<{ records: Rec[] }>(backend, 'POST', `${path}/query`, { token: admin.token, json: { customer_key: 'cus-demo-01', pageSize: 100 } });
      return res.body.data!.records.reduce((total, r) => total + Number(r.amount), 0);
    };
    const [contracts, incomes] = [await sum('/api/crm/customer/contract'), await sum('/api/crm/income')];
    expect(contracts).toBeGreaterThan(0);
    const demo = (await call<Rec>(backend, 'GET', `${C}/detail/cus-demo-01`, { token: admin.token })).body.data!;
    expect(demo).toMatchObject({ cf_contract_total: contracts, cf_income_total: incomes, cf_collection_rate: Math.round((incomes / contracts) * 1000) / 10 });
  });

  it('finds a demo customer by the entity it signs with, indexed at start-up with the added fields', async () => {
    const search = await call<{ groups: { entity: string; hits: { key: string }[] }[] }>(backend, 'POST', '/api/app/base/search/global', { token: admin.token, json: { q: '创业投资合伙企业' } });
    expect(search.body.data!.groups.find((g) => g.entity === 'customer')?.hits.map((h) => h.key)).toContain('cus-demo-03');
  });
});

describe('the kind without added fields', () => {
  it('is untouched on other kinds', async () => {
    const res = await call<{ records: Rec[] }>(backend, 'POST', '/api/crm/customer/contact/query', { token: lina.token, json: { pageSize: 1 } });
    expect(res.body.code).toBe(0);
    expect(Object.keys(res.body.data!.records[0] ?? {}).some((k) => k.startsWith('cf_'))).toBe(false);
  });
  it('keeps the fields in the test data within this file', () => {
    expect(gradeField.column).toBe('cf_inner_grade');
  });
});
