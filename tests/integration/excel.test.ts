// @database postgres: exports over the list filter and the advanced query, imports written in batches.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { newCustomerKey } from '../support/customers';
import { call, createTestBackend, loginAs } from '../support/backend';
import { importRows, workbookBytes, type ImportProgress as Progress } from '../support/excel-import';

let backend: Backend;
let admin: { token: string; userKey: string };
let lina: { token: string; userKey: string };

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => backend?.database.close());

const POSITION = '/api/app/base/sys/position';
const APP_BINDING = '/api/eis/restful/app/binding';
const CUSTOMER_DEPART = '/api/crm/customer/department';
const IMPORT = '/api/eis/restful/import';


async function readWorkbook(response: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function create(base: string, json: Record<string, unknown>, token = admin.token): Promise<Record<string, unknown>> {
  const res = await call<Record<string, unknown>>(backend, 'POST', `${base}/addOrUpdate`, { token, json });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}

async function exportOf(base: string, json: Record<string, unknown>, token = admin.token): Promise<Response> {
  const { response } = await call(backend, 'POST', `${base}/exportXls`, { token, json });
  return response;
}

function verify(entity: string, bytes: Uint8Array, name: string, token = admin.token, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('entity', entity);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  form.set('file', new File([bytes as BlobPart], name));
  return call<{ importKey: string; fileName: string; total: number; updatesByKey: boolean }>(backend, 'POST', `${IMPORT}/verify`, { token, body: form });
}

async function waitFor(jobId: string, token = admin.token): Promise<Progress> {
  for (let i = 0; i < 400; i += 1) {
    const res = await call<Progress>(backend, 'GET', `${IMPORT}/progress/${jobId}`, { token });
    if (res.body.code !== 0) throw new Error(res.body.msg);
    if (res.body.data!.finished) return res.body.data!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

const importFile = (entity: string, rows: unknown[][], token = admin.token) => importRows(backend, token, entity, rows);

async function positionsByCode(prefix: string): Promise<Record<string, unknown>[]> {
  const res = await call<{ records: Record<string, unknown>[] }>(backend, 'POST', `${POSITION}/query`, { token: admin.token, json: { code: `${prefix}*`, pageSize: 200, column: 'code', order: 'asc' } });
  return res.body.data!.records;
}

describe('export', () => {
  it('exports every row the list filter matches, in the list order, with the key in a hidden last column', async () => {
    for (let i = 1; i <= 12; i += 1) await create(POSITION, { code: `EX${String(i).padStart(2, '0')}`, name: i % 2 ? `导出经理${i}` : `导出专员${i}`, rank: i });
    const response = await exportOf(POSITION, { code: 'EX*', name: '*经理*', column: 'rank', order: 'desc', pageNo: 1, pageSize: 2 });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toMatch(/filename\*=UTF-8''%E5%B2%97%E4%BD%8D_\d{14}\.xlsx/);
    expect(disposition).toMatch(/filename="position_\d{14}\.xlsx"/);
    const workbook = await readWorkbook(response);
    const sheet = workbook.worksheets[0]!;
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual(['岗位编码', '岗位名称', '职级', '创建时间', '更新时间', '记录编号']);
    // Six managers (odd numbers), all of them although the list asked for a page of 2, by rank descending.
    expect(rows.slice(1).map((r) => r[0])).toEqual(['EX11', 'EX09', 'EX07', 'EX05', 'EX03', 'EX01']);
    expect(rows[1]![2]).toBe(11);
    expect(String(rows[1]![3])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1]![5]).toMatch(/^[0-9a-f]{32}$/);
    expect(sheet.getColumn(6).hidden).toBe(true);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('applies the advanced query exactly as the list does', async () => {
    const superQueryParams = encodeURIComponent(JSON.stringify([{ field: 'rank', rule: 'le', value: '2' }, { field: 'rank', rule: 'ge', value: '11' }]));
    const query = { code: 'EX*', superQueryParams, superQueryMatchType: 'or', column: 'rank', order: 'asc' };
    const listed = await call<{ records: { code: string }[] }>(backend, 'POST', `${POSITION}/query`, { token: admin.token, json: { ...query, pageSize: 50 } });
    const exported = sheetRows((await readWorkbook(await exportOf(POSITION, query))).worksheets[0]!);
    expect(exported.slice(1).map((r) => r[0])).toEqual(listed.body.data!.records.map((r) => r.code));
    expect(exported.slice(1).map((r) => r[0])).toEqual(['EX01', 'EX02', 'EX11', 'EX12']);
  });

  it('exports the visible columns in the order given, with dictionary texts', async () => {
    await create(APP_BINDING, { app_key: 'exp-app', app_name: '导出应用', status: '0' });
    const response = await exportOf(APP_BINDING, { app_key: 'exp-app', columns: ['status', 'app_name'] });
    const rows = sheetRows((await readWorkbook(response)).worksheets[0]!);
    expect(rows).toEqual([['状态', '应用名称', '记录编号'], ['停用', '导出应用', expect.any(String)]]);
  });

  it('writes dictionary texts in the reader\'s language, and either language imports again', async () => {
    await create(APP_BINDING, { app_key: 'exp-app-en', app_name: '英文导出', status: '0' });
    const { response } = await call(backend, 'POST', `${APP_BINDING}/exportXls`, { token: admin.token, json: { app_key: 'exp-app-en', columns: ['status'] }, headers: { 'accept-language': 'en-US' } });
    const rows = sheetRows((await readWorkbook(response)).worksheets[0]!);
    expect(rows[1]![0]).toBe('Disabled');
    const { progress } = await importFile('user', [['账号*', '姓名*', '密码*', '性别'], ['imp_en1', '英文性别', 'Import2026', 'Female']]);
    expect(progress).toMatchObject({ succeeded: 1, failed: 0 });
    const found = await call<{ records: Record<string, unknown>[] }>(backend, 'POST', '/api/app/base/app/sys/user/query', { token: admin.token, json: { username: 'imp_en1' } });
    expect(found.body.data!.records[0]).toMatchObject({ sex: '2' });
  });

  it('keeps the data scope: a staff member exports only her departments’ records', async () => {
    const east = await newCustomerKey(backend, admin.token, 'dep-sales-east');
    const finance = await newCustomerKey(backend, admin.token, 'dep-finance');
    await create(CUSTOMER_DEPART, { customer_key: east, customer_department_name: '华东导出对接组' });
    await create(CUSTOMER_DEPART, { customer_key: finance, customer_department_name: '财务导出对接组' });
    const mine = sheetRows((await readWorkbook(await exportOf(CUSTOMER_DEPART, { customer_department_name: '*导出对接组*' }, lina.token))).worksheets[0]!);
    expect(mine.slice(1).map((r) => r[1])).toEqual(['华东导出对接组']);
    const all = sheetRows((await readWorkbook(await exportOf(CUSTOMER_DEPART, { customer_department_name: '*导出对接组*' }))).worksheets[0]!);
    expect(all.slice(1).map((r) => r[1]).sort()).toEqual(['华东导出对接组', '财务导出对接组'].sort());
  });

  it('refuses callers without the read right and unknown filters', async () => {
    const { body } = await call(backend, 'POST', `${POSITION}/exportXls`, { token: lina.token, json: {} });
    expect(body.code).toBe(403);
    const bad = await call(backend, 'POST', `${POSITION}/exportXls`, { token: admin.token, json: { password_hash: 'x' } });
    expect(bad.body.code).toBe(400);
    const anonymous = await call(backend, 'POST', `${POSITION}/exportXls`, { json: {} });
    expect(anonymous.body.code).toBe(401);
  });
});

describe('template', () => {
  it('has the form fields with required ones marked, a dictionary drop-down and an instructions sheet', async () => {
    const { response } = await call(backend, 'GET', `${APP_BINDING}/importTemplate`, { token: admin.token });
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('应用绑定导入模板.xlsx'));
    const workbook = await readWorkbook(response);
    const [data, guide, options] = workbook.worksheets;
    expect(sheetRows(data!)[0]).toEqual(['应用标识*', '应用名称*', '应用地址', '状态', '描述']);
    expect(guide!.name).toBe('说明');
    expect(sheetRows(guide!).length).toBeGreaterThan(5);
    expect(options!.state).toBe('veryHidden');
    const validation = (data as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }).dataValidations.model.D2;
    expect(validation).toMatchObject({ type: 'list' });
    expect(validation!.formulae[0]).toMatch(/^options!\$A\$1:\$A\$2$/);
    expect(sheetRows(options!)).toEqual([['启用'], ['停用']]);
  });

  it('is refused without the right', async () => {
    const { body } = await call(backend, 'GET', `${POSITION}/importTemplate`, { token: lina.token });
    expect(body.code).toBe(403);
  });
});

describe('verify', () => {
  it('accepts a good file and names it in the answer', async () => {
    const res = await verify('position', await workbookBytes([['岗位编码*', '岗位名称*', '职级'], ['V1', '校验一', 1], ['V2', '校验二', null], []]), '岗位.xlsx');
    expect(res.body).toMatchObject({ code: 0, msg: '文件「岗位.xlsx」校验通过，共 2 行', data: { fileName: '岗位.xlsx', total: 2, updatesByKey: false } });
  });

  it('refuses a file that is not a real xlsx', async () => {
    const res = await verify('position', new TextEncoder().encode('岗位编码,岗位名称\nA,B\n'), 'fake.xlsx');
    expect(res.body).toMatchObject({ code: 415, msg: '文件「fake.xlsx」不是有效的 Excel（.xlsx）文件' });
    const renamed = await verify('position', await workbookBytes([['岗位编码', '岗位名称'], ['A', 'B']]), 'data.xls');
    expect(renamed.body.code).toBe(415);
  });

  it('keeps a file whose headers miss fields for mapping, and refuses to start it unmapped', async () => {
    const missing = await verify('position', await workbookBytes([['岗位编码', '职级'], ['A', 1]]), 'a.xlsx');
    expect(missing.body.code).toBe(0);
    const startMissing = await call(backend, 'POST', `${IMPORT}/start`, { token: admin.token, json: { importKey: missing.body.data!.importKey } });
    expect(startMissing.body).toMatchObject({ code: 400, msg: '文件「a.xlsx」缺少必填列：岗位名称' });
    const other = await verify('position', await workbookBytes([['姓名', '年龄'], ['张三', 30]]), 'b.xlsx');
    expect(other.body.code).toBe(0);
    const startOther = await call(backend, 'POST', `${IMPORT}/start`, { token: admin.token, json: { importKey: other.body.data!.importKey } });
    expect(startOther.body).toMatchObject({ code: 400, msg: '文件「b.xlsx」的表头与岗位导入模板不符，请下载模板后填写' });
  });

  it('refuses a file without data rows, and callers without the create right', async () => {
    const empty = await verify('position', await workbookBytes([['岗位编码', '岗位名称']]), 'c.xlsx');
    expect(empty.body).toMatchObject({ code: 400, msg: '文件「c.xlsx」中没有数据行' });
    const refused = await verify('position', await workbookBytes([['岗位编码', '岗位名称'], ['A', 'B']]), 'd.xlsx', lina.token);
    expect(refused.body.code).toBe(403);
    const form = new FormData();
    form.set('entity', 'nothing');
    form.set('file', new File([await workbookBytes([['x'], ['y']]) as BlobPart], 'f.xlsx'));
    const unknown = await call(backend, 'POST', `${IMPORT}/verify`, { token: admin.token, body: form });
    expect(unknown.body).toMatchObject({ code: 400, msg: '不支持导入该类数据' });
  });
});

describe('import', () => {
  it('imports good rows, converting dictionary texts back to values, and writes the audit trail', async () => {
    const { progress } = await importFile('appBinding', [
      ['应用标识*', '应用名称*', '状态', '无关列'],
      ['imp-a', '导入应用A', '停用', 'x'],
      ['imp-b', '导入应用B', null, 'y'],
    ]);
    expect(progress).toMatchObject({ total: 2, done: 2, succeeded: 2, failed: 0, errorFileKey: null });
    const list = await call<{ records: { app_key: string; status: string; app_binding_key?: string; binding_key: string }[] }>(backend, 'POST', `${APP_BINDING}/query`, { token: admin.token, json: { app_key: 'imp-*', column: 'app_key', order: 'asc' } });
    expect(list.body.data!.records.map((r) => [r.app_key, r.status])).toEqual([['imp-a', '0'], ['imp-b', '1']]);
    const audit = await call<{ action: string }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: admin.token, query: { entity: 'appBinding', recordKey: list.body.data!.records[0]!.binding_key } });
    expect(audit.body.data!.map((a) => a.action)).toEqual(['create']);
  });

  it('keeps bad rows out with their reasons, and answers them as an error workbook', async () => {
    await create(POSITION, { code: 'DUP1', name: '已有岗位' });
    const { jobId, progress } = await importFile('position', [
      ['岗位编码*', '岗位名称*', '职级'],
      ['BAD-OK1', '好行一', 3],
      ['BAD-R', '职级非数字', 'abc'],
      ['DUP1', '编码已存在', 1],
      ['BAD-N', null, 2],
      ['BAD-OK1', '文件内重复', 4],
      ['BAD OK', '编码格式错', 5],
      ['BAD-OK2', '好行二', '1,0'],
    ]);
    expect(progress).toMatchObject({ total: 7, succeeded: 2, failed: 5, finished: true, errorFileKey: jobId });
    expect((await positionsByCode('BAD-OK')).map((p) => [p.code, p.rank])).toEqual([['BAD-OK1', 3], ['BAD-OK2', 10]]);

    const { response } = await call(backend, 'GET', `${IMPORT}/errors/${jobId}`, { token: admin.token });
    const rows = sheetRows((await readWorkbook(response)).worksheets[0]!);
    expect(rows[0]).toEqual(['行号', '岗位编码*', '岗位名称*', '职级', '错误原因']);
    expect(rows.slice(1).map((r) => [r[0], r[4]])).toEqual([
      [3, '职级必须是数字'],
      [4, '岗位编码已存在，请更换'],
      [5, '请填写岗位名称'],
      [6, '岗位编码已存在，请更换'],
      [7, '岗位编码只能包含字母、数字、下划线和短横线'],
    ]);
    expect(rows[1]!.slice(1, 4)).toEqual(['BAD-R', '职级非数字', 'abc']);
  });

  it('updates the records an exported file names instead of adding them again', async () => {
    for (const [code, name] of [['UPD1', '更新前一'], ['UPD2', '更新前二']]) await create(POSITION, { code, name, rank: 1, description: '保留的说明' });
    const exported = await readWorkbook(await exportOf(POSITION, { code: 'UPD*', column: 'code', order: 'asc' }));
    const sheet = exported.worksheets[0]!;
    sheet.getRow(2).getCell(2).value = '更新后一';
    sheet.getRow(3).getCell(3).value = 7;
    sheet.addRow(['UPD3', '新增的', 2]);
    const checked = await verify('position', new Uint8Array(await exported.xlsx.writeBuffer()), '岗位导出.xlsx');
    expect(checked.body.data).toMatchObject({ total: 3, updatesByKey: true });
    const started = await call<{ jobId: string }>(backend, 'POST', `${IMPORT}/start`, { token: admin.token, json: { importKey: checked.body.data!.importKey } });
    const progress = await waitFor(started.body.data!.jobId);
    expect(progress).toMatchObject({ succeeded: 3, failed: 0 });
    const after = await positionsByCode('UPD');
    expect(after.map((p) => [p.code, p.name, p.rank, p.version])).toEqual([['UPD1', '更新后一', 1, 2], ['UPD2', '更新前二', 7, 2], ['UPD3', '新增的', 2, 1]]);
    // Columns the export did not carry keep their values.
    const detail = await call<{ description: string }>(backend, 'GET', `${POSITION}/detail/${String(after[0]!.position_key)}`, { token: admin.token });
    expect(detail.body.data!.description).toBe('保留的说明');
    // The same upload cannot be started twice.
    const again = await call(backend, 'POST', `${IMPORT}/start`, { token: admin.token, json: { importKey: checked.body.data!.importKey } });
    expect(again.body.code).toBe(404);
  });

  it('imports users through their behaviour: roles and departments by name, dates and dictionary texts', async () => {
    const { jobId, progress } = await importFile('user', [
      ['账号*', '姓名*', '密码*', '性别', '生日', '角色', '所属部门', '手机号'],
      ['imp_user1', '导入用户一', 'Import2026', '女', new Date(Date.UTC(1990, 4, 6)), '普通员工', '财务部, 华东销售组', 13900000001],
      ['imp_user2', '导入用户二', null, '男', '1991/2/3', null, null, null],
      ['imp_user3', '导入用户三', 'Import2026', '未知', '1992-13-01', '不存在的角色', '财务部', null],
    ]);
    expect(progress).toMatchObject({ succeeded: 1, failed: 2 });
    const found = await call<{ records: Record<string, unknown>[] }>(backend, 'POST', '/api/app/base/app/sys/user/query', { token: admin.token, json: { username: 'imp_user1' } });
    const user = found.body.data!.records[0]!;
    expect(user).toMatchObject({ realname: '导入用户一', sex: '2', birthday: '1990-05-06', phone: '13900000001', role_id_list: ['role-staff'] });
    expect([...(user.belong_departs as string[])].sort()).toEqual(['dep-finance', 'dep-sales-east']);
    const login = await call(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'imp_user1', password: 'Import2026' } });
    expect(login.body.code).toBe(0);
    const rows = sheetRows((await readWorkbook((await call(backend, 'GET', `${IMPORT}/errors/${jobId}`, { token: admin.token })).response)).worksheets[0]!);
    expect(rows[1]![rows[1]!.length - 1]).toBe('请填写密码');
    expect(String(rows[2]![rows[2]!.length - 1]).split('；')).toEqual(['性别「未知」不是可选的值', '生日的格式应为 YYYY-MM-DD', '角色：找不到「不存在的角色」']);
  });

  it('writes a record named twice in one file twice, the later row last', async () => {
    const p = await create(POSITION, { code: 'TWICE', name: '两次' });
    const { progress } = await importFile('position', [
      ['岗位编码', '岗位名称', '记录编号'],
      ['TWICE', '第一次', p.position_key],
      ['TWICE', '第二次', p.position_key],
    ]);
    expect(progress).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await positionsByCode('TWICE')).map((r) => [r.name, r.version])).toEqual([['第二次', 3]]);
  });

  it('keeps to the importer’s scope: records of other departments are refused, new ones land in hers', async () => {
    const finance = await newCustomerKey(backend, admin.token, 'dep-finance');
    const hers = await newCustomerKey(backend, lina.token);
    const theirs = await create(CUSTOMER_DEPART, { customer_key: finance, customer_department_name: '他部门的' });
    const result = await importFile('customerDepartment', [
      ['所属客户', '部门名称', '记录编号'],
      [finance, '改他部门的', theirs.customer_department_key],
      [hers, '她自己的', null],
    ], lina.token);
    expect(result.progress).toMatchObject({ succeeded: 1, failed: 1 });
    const rows = sheetRows((await readWorkbook((await call(backend, 'GET', `${IMPORT}/errors/${result.jobId}`, { token: lina.token })).response)).worksheets[0]!);
    expect(rows[1]![rows[1]!.length - 1]).toBe('该记录不属于您的部门，无权操作');
    const all = sheetRows((await readWorkbook(await exportOf(CUSTOMER_DEPART, { customer_key: `${finance},${hers}` }))).worksheets[0]!);
    expect(all.slice(1).map((r) => r[1]).sort()).toEqual(['他部门的', '她自己的'].sort());
  });

  it('shows progress and error files to the job’s owner only', async () => {
    const { jobId } = await importFile('position', [['岗位编码', '岗位名称'], ['OWN1', '归属一'], ['OWN 2', '格式错']]);
    const stranger = await call(backend, 'GET', `${IMPORT}/progress/${jobId}`, { token: lina.token });
    expect(stranger.body.code).toBe(404);
    const strangerFile = await call(backend, 'GET', `${IMPORT}/errors/${jobId}`, { token: lina.token });
    expect(strangerFile.body.code).toBe(404);
    const owner = await call(backend, 'GET', `${IMPORT}/errors/${jobId}`, { token: admin.token });
    expect(owner.response.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('refuses to start someone else’s upload, and callers without the right', async () => {
    const checked = await verify('position', await workbookBytes([['岗位编码', '岗位名称'], ['OTH1', '别人的']]), 'e.xlsx');
    const theirs = await call(backend, 'POST', `${IMPORT}/start`, { token: lina.token, json: { importKey: checked.body.data!.importKey } });
    expect(theirs.body.code).toBe(404);
    const mine = await call(backend, 'POST', `${IMPORT}/start`, { token: admin.token, json: { importKey: checked.body.data!.importKey } });
    expect(mine.body.code).toBe(0);
    await waitFor((mine.body.data as { jobId: string }).jobId);
  });
});
