import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPosition } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
let admin: { token: string; userKey: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  // The list's totals and orders are counted from a list of this file's own positions, not the demo's.
  await backend.database.db.delete(sysPosition);
});
afterAll(async () => backend?.database.close());

const BASE = '/api/app/base/sys/position';
type Position = { position_key: string; code: string; name: string; rank: number | null; version: number; create_by: string };
type Page = { records: Position[]; total: number };

async function create(code: string, name: string, rank?: number) {
  const res = await call<Position>(backend, 'POST', `${BASE}/addOrUpdate`, { token: admin.token, json: { code, name, rank } });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}

describe('generic entity calls (positions)', () => {
  it('creates with the creator from the session and lists newest first with paging and the total', async () => {
    const a = await create('FA', '财务分析师', 3);
    await create('PM', '项目经理', 5);
    await create('SA', '销售顾问', 2);
    expect(a.create_by).toBe('usr-admin');
    expect(a.version).toBe(1);
    const page = await call<Page>(backend, 'POST', `${BASE}/query`, { token: admin.token, json: { pageNo: 1, pageSize: 2 } });
    expect(page.body.data!.total).toBe(3);
    expect(page.body.data!.records.map((r) => r.code)).toEqual(['SA', 'PM']);
    const second = await call<Page>(backend, 'POST', `${BASE}/query`, { token: admin.token, json: { pageNo: 2, pageSize: 2 } });
    expect(second.body.data!.records.map((r) => r.code)).toEqual(['FA']);
  });

  it('filters with the list convention and sorts by a column', async () => {
    const q = (json: Record<string, unknown>) => call<Page>(backend, 'POST', `${BASE}/query`, { token: admin.token, json });
    expect((await q({ name: '*经理*' })).body.data!.records.map((r) => r.code)).toEqual(['PM']);
    expect((await q({ rank: '>=3', column: 'rank', order: 'asc' })).body.data!.records.map((r) => r.code)).toEqual(['FA', 'PM']);
    expect((await q({ code: '!PM', column: 'rank', order: 'desc' })).body.data!.records.map((r) => r.code)).toEqual(['FA', 'SA']);
    expect((await q({ name: '50%_' })).body.data!.total).toBe(0);
    expect((await q({ password_hash: 'x' })).body.code).toBe(400);
    expect((await q({ rank: '>=abc' })).body.code).toBe(400);
  });

  it('answers the same list through GET position/list, filters in the query string', async () => {
    const list = await call<Page>(backend, 'GET', `${BASE}/list`, { token: admin.token, query: { name: '*经理*' } });
    expect(list.body.code).toBe(0);
    expect(list.body.data!.records.map((r) => r.code)).toEqual(['PM']);
    expect((await call(backend, 'GET', `${BASE}/list`)).body.code).toBe(401);
  });

  it('validates with the field label in the caller language', async () => {
    const res = await call(backend, 'POST', `${BASE}/addOrUpdate`, { token: admin.token, json: { code: '', name: 'x' } });
    expect(res.body).toMatchObject({ code: 400, msg: '请填写岗位编码' });
    const long = await call(backend, 'POST', `${BASE}/addOrUpdate`, { token: admin.token, json: { code: 'X1', name: 'n'.repeat(65) }, headers: { 'accept-language': 'en-US' } });
    expect(long.body.msg).toBe('At most 64 characters');
    const dup = await call(backend, 'POST', `${BASE}/addOrUpdate`, { token: admin.token, json: { code: 'PM', name: '重复' } });
    expect(dup.body).toMatchObject({ code: 409, msg: '岗位编码已存在，请更换' });
  });

  it('refuses an update based on a stale version and keeps the other change', async () => {
    const p = await create('QA', '质量专员', 1);
    const first = await call<Position>(backend, 'POST', `${BASE}/addOrUpdate`, { token: admin.token, json: { position_key: p.position_key, version: 1, code: 'QA', name: '质量主管', rank: 4 } });
    expect(first.body.data!.version).toBe(2);
    const stale = await call(backend, 'POST', `${BASE}/addOrUpdate`, { token: admin.token, json: { position_key: p.position_key, version: 1, code: 'QA', name: '覆盖者', rank: 1 } });
    expect(stale.body).toMatchObject({ code: 409, msg: '该记录已被他人修改，请刷新后重试' });
    const now = await call<Position>(backend, 'GET', `${BASE}/detail/${p.position_key}`, { token: admin.token });
    expect(now.body.data).toMatchObject({ name: '质量主管', rank: 4, version: 2 });
  });

  it('keeps an audit trail with old and new values', async () => {
    const p = await create('AU', '审计员', 2);
    await call(backend, 'POST', `${BASE}/addOrUpdate`, { token: admin.token, json: { position_key: p.position_key, version: 1, code: 'AU', name: '高级审计员', rank: 2 } });
    await call(backend, 'POST', `${BASE}/deleteById`, { token: admin.token, form: { id: p.position_key } });
    type Audit = { action: string; operator: string; changes: { field: string; old: unknown; new: unknown }[] };
    const log = await call<Audit[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: admin.token, query: { entity: 'position', recordKey: p.position_key } });
    const entries = log.body.data!;
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1]!.changes).toEqual([{ field: 'name', old: '审计员', new: '高级审计员' }]);
    expect(entries[0]!.operator).toBe('usr-admin');
    expect((await call(backend, 'GET', `${BASE}/detail/${p.position_key}`, { token: admin.token })).body.code).toBe(404);
  });

  it('deletes in batches, all or nothing, and asks for a selection when there is none', async () => {
    const a = await create('B1', '批量一');
    const b = await create('B2', '批量二');
    const none = await call(backend, 'POST', `${BASE}/deleteBatch`, { token: admin.token, form: { ids: '' } });
    expect(none.body).toMatchObject({ code: 400, msg: '请选择记录' });
    const missing = await call(backend, 'POST', `${BASE}/deleteBatch`, { token: admin.token, form: { ids: `${a.position_key},nope` } });
    expect(missing.body.code).toBe(404);
    expect((await call(backend, 'GET', `${BASE}/detail/${a.position_key}`, { token: admin.token })).body.code).toBe(0);
    const both = await call(backend, 'POST', `${BASE}/deleteBatch`, { token: admin.token, form: { ids: `${a.position_key},${b.position_key}` } });
    expect(both.body).toMatchObject({ code: 0, msg: '删除成功' });
  });

  it('refuses every call to a user without the right', async () => {
    const lina = await loginAs(backend, 'lina');
    expect((await call(backend, 'POST', `${BASE}/query`, { token: lina.token, json: {} })).body.code).toBe(403);
    expect((await call(backend, 'POST', `${BASE}/addOrUpdate`, { token: lina.token, json: { code: 'Z', name: 'z' } })).body.code).toBe(403);
    expect((await call(backend, 'POST', `${BASE}/deleteById`, { token: lina.token, form: { id: 'x' } })).body.code).toBe(403);
  });
});
