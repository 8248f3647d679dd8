import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { CUSTOM_FIELD_PATHS } from '@/lib/contract/custom-fields';
import { excelPaths } from '@/lib/contract/excel-paths';
import { importProgressSchema, importVerifiedSchema, type ImportProgress, type ImportVerified } from '@/lib/contract/import-answers';
import { RECORD_KEY_TARGET, type ImportMapping } from '@/lib/contract/import-mapping';
import { importPreviewSchema, type ImportPreview } from '@/lib/contract/import-preview';
import { checkedAnswer } from '../support/answers';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workbookBytes } from '../support/excel-import';

/**
 * Import with mapping: a file's columns are mapped to fields by the user (remembered per kind for
 * the same headers), the first rows previewed without writing, and rows may update the records a
 * unique key field names instead of being added.
 */

const CUSTOMER = '/api/crm/customer';
const STAMP = `${process.pid}${Date.now().toString(36)}`;

let backend: Backend;
let admin: { token: string };
let lina: { token: string };

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => backend?.database.close());

async function verify(rows: unknown[][], token = admin.token): Promise<ImportVerified> {
  const form = new FormData();
  form.set('entity', 'customer');
  form.set('file', new File([(await workbookBytes(rows)) as BlobPart], '客户.xlsx'));
  const res = await call(backend, 'POST', excelPaths.verify, { token, body: form });
  expect(res.body.msg).toContain('校验通过');
  return checkedAnswer(importVerifiedSchema, 'POST', excelPaths.verify, res);
}

const map = (json: ImportMapping, token = admin.token) => call(backend, 'POST', excelPaths.mapping, { token, json });

async function preview(importKey: string, token = admin.token): Promise<ImportPreview> {
  const res = await call(backend, 'POST', excelPaths.preview, { token, json: { importKey } });
  return checkedAnswer(importPreviewSchema, 'POST', excelPaths.preview, res);
}

async function startAndWait(importKey: string, token = admin.token): Promise<ImportProgress> {
  const started = await call<{ jobId: string }>(backend, 'POST', excelPaths.start, { token, json: { importKey } });
  if (started.body.code !== 0) throw new Error(started.body.msg);
  for (let i = 0; i < 2_000; i += 1) {
    const res = await call(backend, 'GET', excelPaths.progress(started.body.data!.jobId), { token });
    const progress = checkedAnswer(importProgressSchema, 'GET', excelPaths.progress(started.body.data!.jobId), res);
    if (progress.finished) return progress;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

async function customersNamed(pattern: string, token = admin.token): Promise<Record<string, unknown>[]> {
  const res = await call<{ records: Record<string, unknown>[] }>(backend, 'POST', `${CUSTOMER}/query`, { token, json: { customer_name: pattern, pageSize: 100, column: 'customer_name', order: 'asc' } });
  return res.body.data!.records;
}

async function createCustomer(json: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await call<Record<string, unknown>>(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: admin.token, json });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}

describe('mapping', () => {
  it('offers each column with samples, pre-maps known headers, and imports a renamed column mapped to its field', async () => {
    const name = `映射客户${STAMP}`;
    const checked = await verify([['公司名称', '客户简称', '备注', '无关列'], [`${name}甲`, '甲', '来自映射', 'x'], [`${name}乙`, '乙', null, 'y']]);
    expect(checked.columns).toEqual([
      { header: '公司名称', samples: [`${name}甲`, `${name}乙`], target: null, suggested: false },
      { header: '客户简称', samples: ['甲', '乙'], target: 'short_name', suggested: false },
      { header: '备注', samples: ['来自映射'], target: 'remark', suggested: false },
      { header: '无关列', samples: ['x', 'y'], target: null, suggested: false },
    ]);
    expect(checked.fields).toContainEqual({ name: 'customer_name', label: '客户名称', required: true, matches: true });
    expect(checked.remembered).toBe(false);

    // Without the mapping the required name has no column: start refuses, naming it.
    const unmapped = await call(backend, 'POST', excelPaths.start, { token: admin.token, json: { importKey: checked.importKey } });
    expect(unmapped.body).toMatchObject({ code: 400, msg: '文件「客户.xlsx」缺少必填列：客户名称' });

    const mapped = await map({ importKey: checked.importKey, columns: ['customer_name', 'short_name', 'remark', null], mode: 'create' });
    expect(mapped.body.code).toBe(0);
    const progress = await startAndWait(checked.importKey);
    expect(progress).toMatchObject({ succeeded: 2, added: 2, updated: 0, failed: 0 });
    expect((await customersNamed(`${name}*`)).map((c) => [c.customer_name, c.short_name])).toEqual([[`${name}乙`, '乙'], [`${name}甲`, '甲']].sort((a, b) => a[0]!.localeCompare(b[0]!)));
  });

  it('suggests a field for a header alike its label (inside it, a synonym, pinyin), marked for the user to confirm', async () => {
    const name = `建议客户${STAMP}`;
    const checked = await verify([['客户名称', '行业', '说明', 'khjc', '创建时间'], [name, '金融', '按建议导入', '建议', '2026-01-01']]);
    expect(checked.columns.map((c) => [c.header, c.target, c.suggested])).toEqual([
      ['客户名称', 'customer_name', false],
      ['行业', 'industry', true],
      ['说明', 'remark', true],
      ['khjc', 'short_name', true],
      ['创建时间', null, false],
    ]);
    // A suggestion is only offered: until the user confirms the mapping, the import takes what the headers name.
    const mapped = await map({ importKey: checked.importKey, columns: ['customer_name', 'industry', 'remark', 'short_name', null], mode: 'create' });
    expect(mapped.body.code).toBe(0);
    expect(await startAndWait(checked.importKey)).toMatchObject({ succeeded: 1, added: 1 });
    expect((await customersNamed(name)).map((c) => [c.industry, c.remark, c.short_name])).toEqual([['finance', '按建议导入', '建议']]);
  });

  it('offers fields administrators added: a header that is an added field’s label maps to it, one alike it is suggested', async () => {
    const grade = await call<{ column: string }>(backend, 'POST', CUSTOM_FIELD_PATHS.save, { token: admin.token, json: { entity: 'customer', name: 'import_risk', label: '导入风险等级', type: 'dict', dictCode: 'risk_level' } });
    expect(grade.body.code, grade.body.msg).toBe(0);
    const name = `加字段导入${STAMP}`;
    const checked = await verify([['客户名称', '签约主体', '风险'], [name, '导入签约主体有限公司', '高风险']]);
    expect(checked.columns.map((c) => [c.target, c.suggested])).toEqual([['customer_name', false], ['cf_sign_entity', false], ['cf_import_risk', true]]);
    expect(checked.fields.map((f) => f.label)).toEqual(expect.arrayContaining(['签约主体', '导入风险等级']));
    const mapped = await map({ importKey: checked.importKey, columns: ['customer_name', 'cf_sign_entity', 'cf_import_risk'], mode: 'create' });
    expect(mapped.body.code, mapped.body.msg).toBe(0);
    expect(await startAndWait(checked.importKey)).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await customersNamed(name))[0]).toMatchObject({ cf_sign_entity: '导入签约主体有限公司', cf_import_risk: 'high' });
  });

  it('answers the remembered mapping for a file with the same headers, per user', async () => {
    const rows = [['客户全称', ' 等级 ', '忽略'], [`记忆客户${STAMP}`, null, 'z']];
    const first = await verify(rows);
    // 等级 is suggested as 客户等级; 客户全称 names nothing alike enough.
    expect(first.columns.map((c) => [c.target, c.suggested])).toEqual([[null, false], ['level', true], [null, false]]);
    expect((await map({ importKey: first.importKey, columns: ['customer_name', 'level', null], mode: 'create' })).body.code).toBe(0);
    await startAndWait(first.importKey);

    const again = await verify([['客户全称', '等级', '忽略'], [`记忆客户二${STAMP}`, null, null]]);
    expect(again.remembered).toBe(true);
    expect(again.columns.map((c) => c.target)).toEqual(['customer_name', 'level', null]);
    // The remembered mapping is the user's own.
    const hers = await verify(rows, lina.token);
    expect(hers.remembered).toBe(false);
    // A kept upload starts with the mapping it was offered.
    expect(await startAndWait(again.importKey)).toMatchObject({ added: 1, failed: 0 });
  });

  it('refuses bad mappings with a message naming the problem, and writes nothing', async () => {
    const checked = await verify([['公司名称', '名称二', '信用代码'], [`拒绝映射${STAMP}`, '另一个', null]]);
    const refusal = async (json: Omit<ImportMapping, 'importKey'>) => (await map({ importKey: checked.importKey, ...json })).body;
    expect(await refusal({ columns: ['customer_name', 'customer_name', null], mode: 'create' }))
      .toMatchObject({ code: 400, msg: '客户名称只能对应一列，现在对应了：公司名称、名称二' });
    expect(await refusal({ columns: [null, 'short_name', 'credit_code'], mode: 'create' }))
      .toMatchObject({ code: 400, msg: '以下必填字段还没有对应的列：客户名称' });
    expect(await refusal({ columns: ['customer_name', 'no_such_field', null], mode: 'create' }))
      .toMatchObject({ code: 400, msg: '列「名称二」选择的字段「no_such_field」不存在' });
    expect(await refusal({ columns: [null, null, null], mode: 'create' })).toMatchObject({ code: 400, msg: '请至少为一列选择要导入的字段' });
    expect(await refusal({ columns: ['customer_name', null], mode: 'create' })).toMatchObject({ code: 400 });
    expect(await refusal({ columns: ['customer_name', 'short_name', null], mode: 'update', keyField: 'short_name' }))
      .toMatchObject({ code: 400, msg: '客户简称不是唯一字段，不能用于匹配已有记录' });
    expect(await refusal({ columns: ['customer_name', 'short_name', null], mode: 'update', keyField: 'credit_code' }))
      .toMatchObject({ code: 400, msg: '用于匹配的字段「统一社会信用代码」还没有对应的列' });
    expect(await refusal({ columns: ['customer_name', 'short_name', null], mode: 'update' })).toMatchObject({ code: 400, msg: '请选择用于匹配已有记录的字段' });
    // Another user's upload, and one that does not exist, are not found.
    expect((await map({ importKey: checked.importKey, columns: ['customer_name', null, null], mode: 'create' }, lina.token)).body.code).toBe(404);
    expect((await call(backend, 'POST', excelPaths.preview, { token: lina.token, json: { importKey: checked.importKey } })).body.code).toBe(404);
    expect((await map({ importKey: 'not-a-key', columns: [], mode: 'create' })).body.code).toBe(400);
    expect(await customersNamed(`拒绝映射${STAMP}*`)).toEqual([]);
  });
});

describe('preview', () => {
  it('reports each row as the import would take it and writes nothing', async () => {
    const taken = await createCustomer({ customer_name: `已有P${STAMP}` });
    const before = await customersNamed(`*P${STAMP}`);
    expect(before).toHaveLength(1);
    const checked = await verify([
      ['公司名称', '星级', '信用代码'],
      [`好行P${STAMP}`, 3, null],
      [`已有P${STAMP}`, 2, null],
      [`坏星P${STAMP}`, 9, null],
      [null, 1, null],
      [`好行P${STAMP}`, 4, null],
    ]);
    expect((await map({ importKey: checked.importKey, columns: ['customer_name', 'star', 'credit_code'], mode: 'create' })).body.code).toBe(0);
    const shown = await preview(checked.importKey);
    expect(shown.total).toBe(5);
    expect(shown.rows.map((r) => [r.rowNumber, r.outcome])).toEqual([[2, 'add'], [3, 'fail'], [4, 'fail'], [5, 'fail'], [6, 'fail']]);
    expect(shown.rows[0]!.cells).toEqual([`好行P${STAMP}`, '3', null]);
    expect(shown.rows[1]!.reason).toBe('客户名称已存在，请更换');
    expect(shown.rows[2]!.reason).toContain('星级');
    expect(shown.rows[3]!.reason).toBe('请填写客户名称');
    expect(shown.rows[4]!.reason).toBe('客户名称已存在，请更换');
    expect(await customersNamed(`*P${STAMP}`)).toEqual(before);

    // In update mode the same row updates the record its name matches.
    expect((await map({ importKey: checked.importKey, columns: ['customer_name', 'star', null], mode: 'update', keyField: 'customer_name' })).body.code).toBe(0);
    const updating = await preview(checked.importKey);
    expect(updating.rows[1]).toMatchObject({ outcome: 'update', reason: null });
    const after = await customersNamed(`*P${STAMP}`);
    expect(after).toEqual(before);
    expect(after.find((c) => c.customer_key === taken.customer_key)?.star ?? null).toBe(taken.star ?? null);
  });
});

describe('update mode', () => {
  it('updates the records the key field names in the mapped columns only, adds the rest, refuses records out of scope', async () => {
    const mine = await call<Record<string, unknown>>(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: lina.token, json: { customer_name: `她的U${STAMP}`, short_name: '原简称', remark: '保留的备注', star: 1 } });
    expect(mine.body.code).toBe(0);
    await createCustomer({ customer_name: `财务的U${STAMP}`, belong_depart: 'dep-finance', star: 1 });
    const checked = await verify([
      ['公司名称', '星级'],
      [`她的U${STAMP}`, 5],
      [`新增的U${STAMP}`, 4],
      [`财务的U${STAMP}`, 3],
    ], lina.token);
    expect((await map({ importKey: checked.importKey, columns: ['customer_name', 'star'], mode: 'update', keyField: 'customer_name' }, lina.token)).body.code).toBe(0);
    const shown = await preview(checked.importKey, lina.token);
    expect(shown.rows.map((r) => [r.outcome, r.reason])).toEqual([['update', null], ['add', null], ['fail', '该记录不属于您的部门，无权操作']]);
    const progress = await startAndWait(checked.importKey, lina.token);
    expect(progress).toMatchObject({ succeeded: 2, added: 1, updated: 1, failed: 1 });

    const all = await customersNamed(`*U${STAMP}`);
    const byName = Object.fromEntries(all.map((c) => [c.customer_name, c]));
    expect(byName[`她的U${STAMP}`]).toMatchObject({ star: 5, short_name: '原简称', customer_key: mine.body.data!.customer_key });
    expect(byName[`新增的U${STAMP}`]).toMatchObject({ star: 4 });
    expect(byName[`财务的U${STAMP}`]).toMatchObject({ star: 1 });
    expect(all).toHaveLength(3);
    const detail = await call<{ remark: string }>(backend, 'GET', `${CUSTOMER}/detail/${String(mine.body.data!.customer_key)}`, { token: lina.token });
    expect(detail.body.data!.remark).toBe('保留的备注');

    // The remembered mapping keeps the key field for the next file with these headers.
    const next = await verify([['公司名称', '星级'], [`她的U${STAMP}`, 2]], lina.token);
    expect(next).toMatchObject({ remembered: true, keyField: 'customer_name' });
  });

  it('matches by the record-key column of an export, and in add-only mode ignores it', async () => {
    const record = await createCustomer({ customer_name: `键更新${STAMP}`, star: 1 });
    const checked = await verify([['客户名称', '星级', '记录编号'], [`键更新${STAMP}`, 2, record.customer_key]]);
    expect(checked).toMatchObject({ updatesByKey: true, keyField: RECORD_KEY_TARGET });
    expect(checked.columns.map((c) => c.target)).toEqual(['customer_name', 'star', RECORD_KEY_TARGET]);
    expect((await map({ importKey: checked.importKey, columns: ['customer_name', 'star', RECORD_KEY_TARGET], mode: 'update', keyField: RECORD_KEY_TARGET })).body.code).toBe(0);
    expect(await startAndWait(checked.importKey)).toMatchObject({ added: 0, updated: 1, failed: 0 });

    const addOnly = await verify([['客户名称', '星级', '记录编号'], [`键更新${STAMP}`, 3, record.customer_key]]);
    expect((await map({ importKey: addOnly.importKey, columns: ['customer_name', 'star', RECORD_KEY_TARGET], mode: 'create' })).body.code).toBe(0);
    const shown = await preview(addOnly.importKey);
    expect(shown.rows[0]).toMatchObject({ outcome: 'fail', reason: '客户名称已存在，请更换' });
    expect((await customersNamed(`键更新${STAMP}`)).map((c) => c.star)).toEqual([2]);
  });
});
